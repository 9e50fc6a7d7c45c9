import CompassDomain
import CompassModels
import CompassTestSupport
import Foundation
import NIOCore
import Testing

@testable import CompassServer
@testable import CompassWeb

/// The Documents page's resumable path, as its script uses it: the form is checked before a
/// byte is sent and names the file's place in the athlete's folder with a token for Storage's
/// TUS endpoint; once the bytes are in, the document is recorded once, from that file only,
/// and only by someone who may add the athlete's documents.
@Suite("Web pages: resumable document uploads")
struct WebResumableUploadTests {
  private typealias Browser = WebAuthTests.Browser
  private static let bytes = SampleFiles.pdf(String(repeating: "transcript ", count: 20_000))

  /// Posts `fields` with the page's token as the script does, asking for JSON.
  private static func post(
    _ browser: Browser, _ path: String, csrf: String, _ fields: [(String, String)]
  ) async throws -> TestReply {
    let body = ([("_csrf", csrf)] + fields).map {
      "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
    }.joined(separator: "&")
    return try await browser.send(
      .post, path, body: ByteBuffer(string: body),
      headers: [
        "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json",
      ])
  }

  private static func form(submission: UUID, title: String = "Junior Transcript")
    -> [(String, String)]
  {
    [
      ("submission", submission.uuidString), ("title", title), ("type", "transcript"),
      ("file_name", "transcript.pdf"), ("file_size", String(bytes.count)),
      ("file_type", "application/pdf"),
    ]
  }

  /// Sends every byte to the place a declaration named, with its token.
  private static func send(_ api: TestAPI, _ place: [String: JSONValue]) async throws {
    let token = place["token"]?.stringValue ?? ""
    let created = try await ResumableUploadTests.create(
      api, token, name: place["object"]?.stringValue ?? "", length: bytes.count,
      type: "application/pdf")
    let path = try #require(created.header("Location"), "\(created.status) \(created.text)")
    let sent = try await ResumableUploadTests.patch(api, token, path, offset: 0, bytes)
    #expect(sent.status == 204)
  }

  @Test(arguments: TestDatabase.available)
  func theFormIsCheckedFirstThenTheDocumentIsRecordedOnceFromItsFile(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let browser = try await Browser.familyMember(api, "a")
      let csrf = try await browser.csrf(on: "/documents")
      let submission = UUID()
      let untitled = try await Self.post(
        browser, "/documents/resumable", csrf: csrf, Self.form(submission: submission, title: " "))
      #expect(untitled.status == 400)
      #expect(untitled.object["error"]?.stringValue == DocumentEditMessage.titleRequired)
      let stale = try await Self.post(
        browser, "/documents/resumable", csrf: "forged", Self.form(submission: submission))
      #expect(stale.status == 403)

      let declared = try await Self.post(
        browser, "/documents/resumable", csrf: csrf, Self.form(submission: submission))
      #expect(declared.status == 200)
      let place = declared.object ?? [:]
      let object = try #require(place["object"]?.stringValue)
      #expect(object.hasPrefix("\(family.a.id)/") && object.hasSuffix("-transcript.pdf"))
      let early = try await Self.post(
        browser, "/documents/resumable/finish", csrf: csrf,
        Self.form(submission: submission) + [("object", object)])
      #expect(early.status == 400, "nothing is recorded before the file is in")
      try await Self.send(api, place)

      let finish = Self.form(submission: submission) + [("object", object)]
      let done = try await Self.post(browser, "/documents/resumable/finish", csrf: csrf, finish)
      let again = try await Self.post(browser, "/documents/resumable/finish", csrf: csrf, finish)
      let location = try #require(done.object["location"]?.stringValue)
      #expect(done.status == 200 && location.hasPrefix("/documents/"))
      #expect(again.object["location"]?.stringValue == location, "sent twice, made once")
      let rows = try await api.rest(.get, "documents?select=*", as: family.a.token).rows
      #expect(rows.count == 1 && rows.first?["file_url"]?.stringValue == object)
      let file = try await api.send(
        .get, "/storage/v1/object/authenticated/documents/\(object)", token: family.a.token)
      #expect(Array(file.body.readableBytesView) == Self.bytes)

      let other = Self.form(submission: UUID()) + [("object", object)]
      let borrowed = try await Self.post(browser, "/documents/resumable/finish", csrf: csrf, other)
      #expect(borrowed.status == 400, "a form names only the file its own declaration placed")
    }
  }

  @Test func onlyThoseWhoMayAddTheAthletesDocumentsGetAPlace() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let athlete = "/for/\(family.a.id)/documents"
      for (member, expected) in [("p", 200), ("v", 403), ("q", 404)] {
        let browser = try await Browser.familyMember(api, member)
        let csrf = try await browser.csrf(on: "/family")
        let reply = try await Self.post(
          browser, "\(athlete)/resumable", csrf: csrf, Self.form(submission: UUID()))
        #expect(reply.status == expected, "\(member): \(reply.status) \(reply.text.prefix(120))")
        if expected == 200 {
          let object = reply.object["object"]?.stringValue ?? ""
          #expect(object.hasPrefix("\(family.a.id)/"), "an edit parent's file goes to the athlete")
        }
      }
      let stranger = try await Browser.familyMember(api, "b")
      let csrf = try await stranger.csrf(on: "/documents")
      let declared = try await Self.post(
        try await Browser.familyMember(api, "a"), "/documents/resumable",
        csrf: try await Browser.familyMember(api, "a").csrf(on: "/documents"),
        Self.form(submission: UUID()))
      let object = declared.object["object"]?.stringValue ?? ""
      let taken = try await Self.post(
        stranger, "/documents/resumable/finish", csrf: csrf,
        Self.form(submission: UUID()) + [("object", object)])
      #expect(taken.status == 400, "another athlete's file is never recorded as mine")
    }
  }
}
