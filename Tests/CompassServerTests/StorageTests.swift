import CompassModels
import CompassTestSupport
import Foundation
import NIOCore
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

@Suite("Storage: uploads, downloads, ranges, signed URLs, listing")
struct StorageTests {
  static let transcript = SampleFiles.pdf(String(repeating: "Algebra II: A. ", count: 300))
  static let bytes = SampleFiles.mp4((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })

  /// Signs up a user and uploads `bytes` as `<id>/<name>`.
  private func userWithFile(
    _ api: TestAPI, name: String = "video.mp4", type: String = "video/mp4"
  ) async throws -> (token: String, id: String, path: String) {
    let user = try await api.signUp("\(UUID())@example.com")
    let path = "/storage/v1/object/documents/\(user.id)/\(name)"
    let reply = try await api.send(
      .post, path, token: user.token, body: ByteBuffer(bytes: Self.bytes),
      headers: ["Content-Type": type])
    guard reply.status == 200 else { throw TestFailure("upload failed: \(reply.text)") }
    return (user.token, user.id, path)
  }

  @Test(arguments: TestDatabase.withStores)
  func aRawUploadComesBackByteForByteWithItsType(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("raw@example.com")
      let upload = try await api.send(
        .post, "/storage/v1/object/documents/\(user.id)/highlights/junior%20year.mp4",
        token: user.token, body: ByteBuffer(bytes: Self.bytes),
        headers: ["Content-Type": "video/mp4", "Cache-Control": "max-age=60"])
      #expect(upload.status == 200)
      #expect(
        upload.object["Key"]?.stringValue == "documents/\(user.id)/highlights/junior year.mp4")
      #expect(upload.object["Id"]?.stringValue.flatMap { UUID(uuidString: $0) } != nil)
      for prefix in ["object", "object/authenticated"] {
        let download = try await api.send(
          .get, "/storage/v1/\(prefix)/documents/\(user.id)/highlights/junior%20year.mp4",
          token: user.token)
        #expect(download.status == 200)
        #expect(download.bytes == Self.bytes)
        #expect(download.header("Content-Type") == "video/mp4")
        #expect(download.header("Cache-Control") == "max-age=60")
        #expect(download.header("Content-Length") == "\(Self.bytes.count)")
        #expect(download.header("Accept-Ranges") == "bytes")
        #expect(download.header("ETag")?.hasPrefix("\"") == true)
        #expect(download.header("Last-Modified")?.hasSuffix(" GMT") == true)
        #expect(
          download.header("Content-Disposition")
            == "inline; filename=\"junior year.mp4\"; filename*=UTF-8''junior%20year.mp4",
          "shown in place under its own name")
      }
      let head = try await api.send(
        .head, "/storage/v1/object/documents/\(user.id)/highlights/junior%20year.mp4",
        token: user.token)
      #expect(head.status == 200)
      #expect(head.header("Content-Length") == "\(Self.bytes.count)")
      #expect(head.bytes.isEmpty)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func aMultipartUploadUsesTheFirstFilePartWhateverItsName(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("form@example.com")
      for (index, fieldName) in ["", "file", "anything"].enumerated() {
        var form = ByteBuffer()
        form.writeString(
          "--XyZ\r\nContent-Disposition: form-data; name=\"cacheControl\"\r\n\r\n3600\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"metadata\"\r\n\r\n{\"title\":\"Transcript\"}\r\n"
            + "--XyZ\r\nContent-Disposition: form-data; name=\"\(fieldName)\"; filename=\"t.pdf\"\r\n"
            + "Content-Type: application/pdf\r\n\r\n")
        form.writeBytes(Self.transcript)
        form.writeString("\r\n--XyZ--\r\n")
        let path = "/storage/v1/object/documents/\(user.id)/transcript-\(index).pdf"
        let upload = try await api.send(
          .post, path, token: user.token, body: form,
          headers: ["Content-Type": "multipart/form-data; boundary=XyZ"])
        #expect(upload.status == 200, "\(upload.text)")
        let download = try await api.send(.get, path, token: user.token)
        #expect(download.bytes == Self.transcript)
        #expect(download.header("Content-Type") == "application/pdf")
        #expect(download.header("Cache-Control") == "max-age=3600")
        let info = try await api.send(
          .get, "/storage/v1/object/info/documents/\(user.id)/transcript-\(index).pdf",
          token: user.token)
        #expect(info.object["metadata"] == .object(["title": "Transcript"]))
        #expect(info.object["size"] == .number(Double(Self.transcript.count)))
        #expect(info.object["content_type"]?.stringValue == "application/pdf")
      }
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func anExistingKeyIsReplacedOnlyWithUpsert(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api)
      let again = try await api.send(
        .post, user.path, token: user.token, body: ByteBuffer(bytes: SampleFiles.mp4("new")),
        headers: ["Content-Type": "video/mp4"])
      #expect(again.status == 400)
      #expect(again.object["statusCode"]?.stringValue == "409")
      #expect(again.object["error"]?.stringValue == "Duplicate")
      let before = try await api.storedBlobs()
      #expect(before.count == 1)
      let upsert = try await api.send(
        .post, user.path, token: user.token, body: ByteBuffer(bytes: SampleFiles.mp4("new")),
        headers: ["Content-Type": "video/mp4", "x-upsert": "true"])
      #expect(upsert.status == 200)
      #expect(
        (try await api.send(.get, user.path, token: user.token)).bytes == SampleFiles.mp4("new"))
      let put = try await api.send(
        .put, user.path, token: user.token, body: ByteBuffer(string: "newer"),
        headers: ["Content-Type": "text/plain"])
      #expect(put.status == 200)
      #expect((try await api.send(.get, user.path, token: user.token)).text == "newer")
      let after = try await api.storedBlobs()
      #expect(after.count == 1)
      #expect(after != before)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func rangesServeTheBytesAskedFor(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api)
      let size = Self.bytes.count
      let cases: [(String, ClosedRange<Int>)] = [
        ("bytes=0-9", 0...9), ("bytes=100-199", 100...199), ("bytes=-10", (size - 10)...(size - 1)),
        ("bytes=4990-", 4990...(size - 1)), ("bytes=4000-999999", 4000...(size - 1)),
      ]
      for (header, expected) in cases {
        let reply = try await api.send(
          .get, user.path, token: user.token, headers: ["Range": header])
        #expect(reply.status == 206, "\(header)")
        #expect(reply.bytes == Array(Self.bytes[expected]), "\(header)")
        #expect(
          reply.header("Content-Range")
            == "bytes \(expected.lowerBound)-\(expected.upperBound)/\(size)")
        #expect(reply.header("Content-Length") == "\(expected.count)")
      }
      for header in ["bytes=\(size)-", "bytes=9000-9100", "bytes=-0"] {
        let reply = try await api.send(
          .get, user.path, token: user.token, headers: ["Range": header])
        #expect(reply.status == 416, "\(header)")
        #expect(reply.header("Content-Range") == "bytes */\(size)")
        #expect(reply.object["statusCode"]?.stringValue == "416")
      }
      for header in ["bytes=0-1,5-6", "items=0-5", "bytes=9-1"] {
        let reply = try await api.send(
          .get, user.path, token: user.token, headers: ["Range": header])
        #expect(reply.status == 200, "\(header)")
        #expect(reply.bytes.count == size)
      }
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func conditionalRequestsAnswerNotModified(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api)
      let first = try await api.send(.get, user.path, token: user.token)
      let eTag = try #require(first.header("ETag"))
      let modified = try #require(first.header("Last-Modified"))
      let matching = try await api.send(
        .get, user.path, token: user.token, headers: ["If-None-Match": eTag])
      #expect(matching.status == 304)
      #expect(matching.bytes.isEmpty)
      #expect(matching.header("ETag") == eTag)
      let since = try await api.send(
        .get, user.path, token: user.token, headers: ["If-Modified-Since": modified])
      #expect(since.status == 304)
      let stale = try await api.send(
        .get, user.path, token: user.token, headers: ["If-None-Match": "\"old\""])
      #expect(stale.status == 200)
      #expect(stale.bytes == Self.bytes)
      let staleRange = try await api.send(
        .get, user.path, token: user.token, headers: ["Range": "bytes=0-9", "If-Range": "\"old\""])
      #expect(staleRange.status == 200)
      let freshRange = try await api.send(
        .get, user.path, token: user.token, headers: ["Range": "bytes=0-9", "If-Range": eTag])
      #expect(freshRange.status == 206)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func aSignedURLOpensTheFileUntilItExpires(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let user = try await userWithFile(api)
      let name = "\(user.id)/video.mp4"
      for expiresIn in [#""60""#, "60"] {
        let signed = try await api.send(
          .post, "/storage/v1/object/sign/documents/\(name)", token: user.token,
          body: ByteBuffer(string: #"{"expiresIn":\#(expiresIn)}"#),
          headers: ["Content-Type": "application/json"])
        let url = try #require(signed.object["signedURL"]?.stringValue)
        #expect(url.hasPrefix("/object/sign/documents/\(name)?token="))
        let opened = try await api.send(.get, "/storage/v1" + url, token: nil)
        #expect(opened.status == 200)
        #expect(opened.bytes == Self.bytes)
      }
      let signed = try await api.send(
        .post, "/storage/v1/object/sign/documents/\(name)", token: user.token,
        body: ByteBuffer(string: #"{"expiresIn":60}"#),
        headers: ["Content-Type": "application/json"])
      let url = try #require(signed.object["signedURL"]?.stringValue)
      let token = String(url.split(separator: "token=")[1])
      var tampered = Array(token)
      tampered[tampered.count - 3] = tampered[tampered.count - 3] == "A" ? "B" : "A"
      let forged = try await api.send(
        .get, "/storage/v1/object/sign/documents/\(name)?token=\(String(tampered))", token: nil)
      #expect(forged.status == 400)
      #expect(forged.object["error"]?.stringValue == "InvalidJWT")
      let other = try await api.send(
        .get, "/storage/v1/object/sign/documents/\(user.id)/other.mp4?token=\(token)", token: nil)
      #expect(other.status == 400)
      #expect(other.object["error"]?.stringValue == "InvalidJWT")
      clock.advance(by: 61)
      let expired = try await api.send(.get, "/storage/v1" + url, token: nil)
      #expect(expired.status == 400)
      #expect(expired.object["message"]?.stringValue == "jwt expired")
      let many = try await api.send(
        .post, "/storage/v1/object/sign/documents", token: user.token,
        body: ByteBuffer(
          string: #"{"expiresIn":60,"paths":["\#(name)","\#(user.id)/missing.pdf"]}"#),
        headers: ["Content-Type": "application/json"])
      #expect(many.rows.count == 2)
      #expect(many.rows[0]["signedURL"]?.stringValue?.hasPrefix("/object/sign/") == true)
      #expect(many.rows[1]["signedURL"] == .null)
      #expect(many.rows[1]["error"]?.stringValue != nil)
      let bad = try await api.send(
        .post, "/storage/v1/object/sign/documents/\(name)", token: user.token,
        body: ByteBuffer(string: #"{"expiresIn":"soon"}"#),
        headers: ["Content-Type": "application/json"])
      #expect(bad.status == 400)
      #expect(bad.object["statusCode"]?.stringValue == "400")
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func listingShowsFilesAndFoldersInsideAPrefix(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("list@example.com")
      for name in ["b.pdf", "a.pdf", "clips/one.mp4", "clips/two.mp4", "letters/coach.pdf"] {
        let reply = try await api.send(
          .post, "/storage/v1/object/documents/\(user.id)/\(name)", token: user.token,
          body: ByteBuffer(string: name), headers: ["Content-Type": "text/plain"])
        #expect(reply.status == 200)
      }
      func list(_ body: String) async throws -> [String] {
        try await api.send(
          .post, "/storage/v1/object/list/documents", token: user.token,
          body: ByteBuffer(string: body), headers: ["Content-Type": "application/json"]
        ).rows.compactMap { $0["name"]?.stringValue }
      }
      let upper = user.id.uppercased()
      #expect(
        try await list(
          #"{"prefix":"\#(upper)","limit":100,"offset":0,"sortBy":{"column":"name","order":"asc"}}"#
        )
          == ["a.pdf", "b.pdf", "clips", "letters"])
      #expect(try await list(#"{"prefix":"\#(user.id)/clips/"}"#) == ["one.mp4", "two.mp4"])
      #expect(
        try await list(
          #"{"prefix":"\#(user.id)","sortBy":{"column":"name","order":"desc"},"limit":2}"#)
          == ["letters", "clips"])
      #expect(try await list(#"{"prefix":"\#(user.id)","offset":3}"#) == ["letters"])
      #expect(try await list(#"{"prefix":"\#(user.id)","search":"C"}"#) == ["clips"])
      #expect(try await list(#"{"prefix":""}"#) == [user.id])
      let rows = try await api.send(
        .post, "/storage/v1/object/list/documents", token: user.token,
        body: ByteBuffer(string: #"{"prefix":"\#(user.id)"}"#),
        headers: ["Content-Type": "application/json"]
      ).rows
      let file = try #require(rows.first { $0["name"]?.stringValue == "a.pdf" })
      #expect(file["metadata"]?.objectValue?["size"] == .number(5))
      #expect(file["metadata"]?.objectValue?["mimetype"]?.stringValue == "text/plain")
      let folder = try #require(rows.first { $0["name"]?.stringValue == "clips" })
      #expect(folder["id"] == .null)
      let badSort = try await api.send(
        .post, "/storage/v1/object/list/documents", token: user.token,
        body: ByteBuffer(string: #"{"prefix":"x","sortBy":{"column":"size"}}"#),
        headers: ["Content-Type": "application/json"])
      #expect(badSort.status == 400)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func removingAnObjectRemovesItsRowAndItsFile(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api)
      let second = "/storage/v1/object/documents/\(user.id)/letter.pdf"
      _ = try await api.send(
        .post, second, token: user.token, body: ByteBuffer(bytes: SampleFiles.pdf("letter")),
        headers: ["Content-Type": "application/pdf"])
      #expect(try await api.storedBlobs().count == 2)
      let one = try await api.send(.delete, user.path, token: user.token)
      #expect(one.object["message"]?.stringValue == "Successfully deleted")
      #expect(
        (try await api.send(.get, user.path, token: user.token)).object["statusCode"]?.stringValue
          == "404")
      let gone = try await api.send(.delete, user.path, token: user.token)
      #expect(gone.status == 400)
      #expect(gone.object["statusCode"]?.stringValue == "404")
      let many = try await api.send(
        .delete, "/storage/v1/object/documents", token: user.token,
        body: ByteBuffer(
          string: #"{"prefixes":["\#(user.id)/letter.pdf","\#(user.id)/never.pdf"]}"#),
        headers: ["Content-Type": "application/json"])
      #expect(many.rows.map { $0["name"]?.stringValue } == ["\(user.id)/letter.pdf"])
      #expect(try await api.storedBlobs().isEmpty)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func bucketsAndTheirErrors(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api)
      let buckets = try await api.send(.get, "/storage/v1/bucket", token: user.token)
      #expect(buckets.rows.map { $0["id"]?.stringValue } == ["documents"])
      #expect(buckets.rows.first?["public"] == .bool(false))
      let one = try await api.send(.get, "/storage/v1/bucket/documents", token: user.token)
      #expect(one.object["name"]?.stringValue == "documents")
      let missing = try await api.send(
        .post, "/storage/v1/object/photos/\(user.id)/a.png", token: user.token,
        body: ByteBuffer(string: "x"))
      #expect(missing.status == 400)
      #expect(missing.object["statusCode"]?.stringValue == "404")
      #expect(missing.object["error"]?.stringValue == "Bucket not found")
      let publicRoute = try await api.send(
        .get, "/storage/v1/object/public/documents/\(user.id)/video.mp4", token: nil)
      #expect(publicRoute.status == 400)
      #expect(publicRoute.object["statusCode"]?.stringValue == "404")
      let badToken = try await api.send(.get, user.path, token: "not.a.token")
      #expect(badToken.object["error"]?.stringValue == "InvalidJWT")
      let anonymous = try await api.send(
        .post, "/storage/v1/object/documents/\(user.id)/anon.pdf", token: api.anonKey,
        body: ByteBuffer(string: "x"))
      #expect(anonymous.status == 403)
      #expect(anonymous.object["statusCode"]?.stringValue == "403")
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func pageLikeTypesAreDownloadedInASandbox(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await userWithFile(api, name: "page.html", type: "text/html")
      let reply = try await api.send(.get, user.path, token: user.token)
      #expect(reply.header("Content-Disposition")?.hasPrefix("attachment;") == true)
      #expect(reply.header("Content-Security-Policy")?.contains("sandbox") == true)
      #expect(reply.header("X-Content-Type-Options") == "nosniff")
      let named = try await api.send(.get, user.path + "?download=Résumé.html", token: user.token)
      #expect(
        named.header("Content-Disposition")
          == "attachment; filename=\"R_sum_.html\"; filename*=UTF-8''R%C3%A9sum%C3%A9.html")
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func objectsMoveAndCopyWithinTheCallersFolder(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("mover@example.com")
      let other = try await api.signUp("other-mover@example.com")
      let source = "\(user.id)/a/report.pdf"
      let upload = try await api.send(
        .post, "/storage/v1/object/documents/\(source)", token: user.token,
        body: ByteBuffer(bytes: SampleFiles.pdf("report")),
        headers: ["Content-Type": "application/pdf"])
      #expect(upload.status == 200)
      let copy = try await api.request(
        .post, "/storage/v1/object/copy", token: user.token,
        json:
          #"{"bucketId":"documents","sourceKey":"\#(source)","destinationKey":"\#(user.id)/b/copy.pdf"}"#
      )
      #expect(
        copy.status == 200 && copy.object["Key"]?.stringValue == "documents/\(user.id)/b/copy.pdf")
      let moved = try await api.request(
        .post, "/storage/v1/object/move", token: user.token,
        json:
          #"{"bucketId":"documents","sourceKey":"\#(source)","destinationKey":"\#(user.id)/c/moved.pdf"}"#
      )
      #expect(moved.status == 200 && moved.object["message"]?.stringValue == "Successfully moved")
      for (path, expected) in [
        ("\(user.id)/b/copy.pdf", 200), ("\(user.id)/c/moved.pdf", 200), (source, 400),
      ] {
        let download = try await api.send(
          .get, "/storage/v1/object/documents/\(path)", token: user.token)
        #expect(download.status == expected, "\(path)")
        if expected == 200 { #expect(download.bytes == SampleFiles.pdf("report")) }
      }
      let onto = try await api.request(
        .post, "/storage/v1/object/move", token: user.token,
        json:
          #"{"bucketId":"documents","sourceKey":"\#(user.id)/b/copy.pdf","destinationKey":"\#(user.id)/c/moved.pdf"}"#
      )
      #expect(onto.status == 400 && onto.object["statusCode"]?.stringValue == "409")
      let steal = try await api.request(
        .post, "/storage/v1/object/copy", token: other.token,
        json:
          #"{"bucketId":"documents","sourceKey":"\#(user.id)/b/copy.pdf","destinationKey":"\#(other.id)/x.pdf"}"#
      )
      #expect(steal.object["statusCode"]?.stringValue == "404")
    }
  }
}
