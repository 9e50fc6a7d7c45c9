import CompassModels
import CompassTestSupport
import Foundation
import HTTPTypes
import NIOCore
import SQLKit
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

@Suite("Stored files never act as the site: one media type, a sandbox, a download unless allowed")
struct StoredFileTypeTests {
  private typealias Browser = WebAuthTests.Browser

  /// Types that name two (a browser reads the last), or that a browser could read otherwise.
  static let smuggled = [
    "image/png, text/html", "text/plain,text/html", "video/mp4,text/html", "image/png;,text/html",
    "image/png text/html", "image/png;x=\"a\",text/html", "image/png;x=\"a", "image/", "/html",
    "image/png;charset", "image\\/png", "image/png; ; text/html",
  ]

  /// Bytes a header cannot carry, which only a form field can.
  static let unsendable = ["image/png\u{0B}", "image/pŋg", "image/png\u{0}"]

  private static let html = Array("<script>document.title='pwned'</script>".utf8)

  /// Bytes that read as `type` where its kind is checked (`FileContents`), else the page.
  private static func sample(_ type: String) -> [UInt8] {
    switch type {
    case "image/png": SampleFiles.png
    case "image/jpeg": SampleFiles.jpeg
    case "video/mp4": SampleFiles.mp4()
    case "application/pdf": SampleFiles.pdf()
    default: html
    }
  }

  @Test(arguments: TestDatabase.available)
  func aTypeThatIsNotExactlyOneIsRefusedByEveryUpload(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("types@example.com")
      for (index, type) in Self.smuggled.enumerated() {
        let path = "/storage/v1/object/documents/\(user.id)/raw-\(index).png"
        for method in [HTTPRequest.Method.post, .put] {
          let raw = try await api.send(
            method, path, token: user.token, body: ByteBuffer(bytes: Self.html),
            headers: ["Content-Type": type])
          #expect(raw.status == 415, "\(method) \(type): \(raw.text)")
          #expect(raw.object["error"]?.stringValue == "invalid_mime_type")
        }
        let part = try await api.send(
          .post, "/storage/v1/object/documents/\(user.id)/part-\(index).png", token: user.token,
          body: Self.form([], part: type),
          headers: ["Content-Type": "multipart/form-data; boundary=b0undary"])
        #expect(part.status == 415, "file part \(type)")
      }
      for (index, type) in (Self.smuggled + Self.unsendable).enumerated() {
        let field = try await api.send(
          .post, "/storage/v1/object/documents/\(user.id)/bytes-\(index).png", token: user.token,
          body: Self.form([("contentType", type)], part: "image/png"),
          headers: ["Content-Type": "multipart/form-data; boundary=b0undary"])
        #expect(field.status == 415, "contentType field \(type)")
      }
      let listed = try await api.send(
        .post, "/storage/v1/object/list/documents", token: user.token,
        body: ByteBuffer(string: #"{"prefix":"\#(user.id)"}"#),
        headers: ["Content-Type": "application/json"])
      #expect(listed.json == .array([]))
    }
  }

  @Test func aWebPageUploadWithTwoTypesKeepsNothing() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/documents")
      for type in Self.smuggled.prefix(4) {
        let reply = try await browser.upload(
          "/documents", fields: [("_csrf", csrf), ("title", "Clip"), ("type", "video")],
          file: (name: "clip.mp4", type: type, bytes: Self.html))
        #expect(reply.status == 400, "\(type)")
        #expect(reply.inputValue("title") == "Clip")
      }
      #expect(try await api.rest(.get, "documents?select=id", as: token).rows.isEmpty)
    }
  }

  @Test(arguments: TestDatabase.available)
  func everyFileIsSandboxedAndOnlyAllowedTypesShowInPlace(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("served@example.com")
      let cases: [(sent: String, stored: String, inPlace: Bool)] = [
        ("image/png", "image/png", true), ("IMAGE/JPEG", "image/jpeg", true),
        ("video/mp4", "video/mp4", true), ("application/pdf", "application/pdf", true),
        ("text/plain;charset=UTF-8", "text/plain; charset=utf-8", true),
        ("text/html", "text/html", false),
        ("text/html; charset=utf-8", "text/html; charset=utf-8", false),
        ("image/svg+xml", "image/svg+xml", false),
        ("application/xhtml+xml", "application/xhtml+xml", false),
        ("text/xml", "text/xml", false),
        ("application/octet-stream", "application/octet-stream", false),
        ("", "application/octet-stream", false), ("text/plain-html", "text/plain-html", false),
        ("video/mp4;codecs=\"avc1, mp4a\"", "video/mp4", true),
      ]
      for (index, item) in cases.enumerated() {
        let name = "\(user.id)/file-\(index)"
        let upload = try await api.send(
          .post, "/storage/v1/object/documents/\(name)", token: user.token,
          body: ByteBuffer(bytes: Self.sample(item.stored)),
          headers: item.sent.isEmpty ? [:] : ["Content-Type": item.sent])
        #expect(upload.status == 200, "\(item.sent): \(upload.text)")
        if Self.sample(item.stored) != Self.html {
          let claimed = try await api.send(
            .post, "/storage/v1/object/documents/\(name)-page", token: user.token,
            body: ByteBuffer(bytes: Self.html), headers: ["Content-Type": item.sent])
          #expect(claimed.status == 422, "a page claiming to be \(item.sent) is refused")
        }
        let signed = try await api.send(
          .post, "/storage/v1/object/sign/documents/\(name)", token: user.token,
          body: ByteBuffer(string: #"{"expiresIn":60}"#),
          headers: ["Content-Type": "application/json"])
        let url = try #require(signed.object["signedURL"]?.stringValue)
        for reply in [
          try await api.send(
            .get, "/storage/v1/object/authenticated/documents/\(name)", token: user.token),
          try await api.send(.get, "/storage/v1" + url, token: nil),
        ] {
          #expect(reply.status == 200)
          #expect(reply.header("Content-Type") == item.stored, "\(item.sent)")
          #expect(reply.header("X-Content-Type-Options") == "nosniff")
          let policy = reply.header("Content-Security-Policy") ?? ""
          #expect(policy.hasPrefix("sandbox; default-src 'none'"), "\(item.sent): \(policy)")
          let disposition = reply.header("Content-Disposition") ?? ""
          #expect(
            disposition.hasPrefix(item.inPlace ? "inline;" : "attachment;"),
            "\(item.sent): \(disposition)")
        }
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func aTypeStoredBeforeTheCheckIsServedAsBytesToDownload(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("older@example.com")
      let name = "\(user.id)/old.png"
      _ = try await api.send(
        .post, "/storage/v1/object/documents/\(name)", token: user.token,
        body: ByteBuffer(bytes: Self.html), headers: ["Content-Type": "text/plain"])
      try await api.services.database.withConnection { connection in
        try await connection.raw(
          "UPDATE storage_objects SET mimetype = 'image/png, text/html' WHERE name = \(bind: name)"
        ).run()
      }
      let reply = try await api.send(
        .get, "/storage/v1/object/authenticated/documents/\(name)", token: user.token)
      #expect(reply.header("Content-Type") == "application/octet-stream")
      #expect(reply.header("Content-Disposition")?.hasPrefix("attachment;") == true)
      #expect(reply.header("Content-Security-Policy") == "sandbox; default-src 'none'")
    }
  }

  @Test func theParserReadsOneTypeAndNothingElse() {
    #expect(
      MimeType("Text/Plain ; Charset=\"UTF-8\" ; format=flowed")?.text
        == "text/plain; charset=utf-8")
    #expect(MimeType(" image/png ")?.text == "image/png")
    #expect(MimeType("image/png;")?.text == "image/png")
    #expect(MimeType("text/plain; charset=\"a b\"")?.text == "text/plain")
    for type in Self.smuggled + Self.unsendable { #expect(MimeType(type) == nil, "\(type)") }
    #expect(MimeType("video/webm")?.isMedia == true)
    #expect(MimeType("application/pdf")?.isMedia == false)
  }

  /// A multipart body with text `fields` and one file part of `type`.
  private static func form(_ fields: [(String, String)], part type: String) -> ByteBuffer {
    var body = ByteBuffer()
    for (name, value) in fields {
      body.writeString(
        "--b0undary\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
    }
    body.writeString(
      "--b0undary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"x.png\"\r\nContent-Type: \(type)\r\n\r\n"
    )
    body.writeBytes(html)
    body.writeString("\r\n--b0undary--\r\n")
    return body
  }
}
