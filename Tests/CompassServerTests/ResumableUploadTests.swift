import CompassTestSupport
import Foundation
import NIOCore
import Testing

@testable import CompassServer

/// TUS 1.0 at `/storage/v1/upload/resumable`, as Supabase Storage speaks it: an upload in
/// pieces at the offset the server tells, through the same scope, size limit and content check
/// as a plain upload; only its maker reaches it; it expires, and it can be ended.
@Suite("Storage: resumable uploads (TUS)")
struct ResumableUploadTests {
  static let tus = ["Tus-Resumable": "1.0.0"]

  static func metadata(_ name: String, bucket: String = "documents", type: String? = nil)
    -> String
  {
    func encoded(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
    return "bucketName \(encoded(bucket)),objectName \(encoded(name))"
      + (type.map { ",contentType \(encoded($0))" } ?? "")
  }

  /// A new upload's path, or the refusal.
  static func create(
    _ api: TestAPI, _ token: String?, name: String, length: Int, type: String? = nil,
    extra: [String: String] = [:]
  ) async throws -> TestReply {
    try await api.send(
      .post, "/storage/v1/upload/resumable", token: token,
      headers: tus.merging(
        ["Upload-Length": String(length), "Upload-Metadata": metadata(name, type: type)]
      ) { $1 }.merging(extra) { $1 })
  }

  static func patch(_ api: TestAPI, _ token: String, _ path: String, offset: Int, _ bytes: [UInt8])
    async throws -> TestReply
  {
    try await api.send(
      .patch, path, token: token, body: ByteBuffer(bytes: bytes),
      headers: tus.merging([
        "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream",
      ]) { $1 })
  }

  static func offset(_ api: TestAPI, _ token: String, _ path: String) async throws -> TestReply {
    try await api.send(.head, path, token: token, headers: tus)
  }

  @Test(arguments: TestDatabase.withStores)
  func piecesAtTheToldOffsetBecomeTheObject(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("athlete@example.com")
      let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let created = try await Self.create(
        api, user.token, name: "\(user.id)/v/clip.bin", length: bytes.count)
      #expect(created.status == 201 && created.header("Tus-Resumable") == "1.0.0")
      #expect(created.header("Upload-Expires")?.hasSuffix("GMT") == true)
      let path = try #require(created.header("Location"))
      #expect(path.hasPrefix("/storage/v1/upload/resumable/"))
      #expect(try await Self.offset(api, user.token, path).header("Upload-Offset") == "0")
      let first = try await Self.patch(api, user.token, path, offset: 0, Array(bytes[..<100_000]))
      #expect(first.status == 204 && first.header("Upload-Offset") == "100000")
      let stale = try await Self.patch(api, user.token, path, offset: 0, Array(bytes[..<10]))
      #expect(stale.status == 409)
      let told = try await Self.offset(api, user.token, path)
      #expect(told.status == 200 && told.header("Upload-Offset") == "100000")
      #expect(
        told.header("Upload-Length") == "300000" && told.header("Cache-Control") == "no-store")
      let rest = try await Self.patch(
        api, user.token, path, offset: 100_000, Array(bytes[100_000...]))
      #expect(rest.status == 204 && rest.header("Upload-Offset") == "300000")
      let stored = try await api.send(
        .get, "/storage/v1/object/authenticated/documents/\(user.id)/v/clip.bin", token: user.token)
      #expect(stored.status == 200 && stored.bytes == bytes)
      #expect(
        try await Self.offset(api, user.token, path).status == 404, "a finished upload is gone")
    }
  }

  @Test(arguments: TestDatabase.folderAndStore)
  func theProtocolIsHeldTo(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("athlete@example.com")
      let noVersion = try await api.send(
        .post, "/storage/v1/upload/resumable", token: user.token,
        headers: ["Upload-Length": "5", "Upload-Metadata": Self.metadata("\(user.id)/a.bin")])
      #expect(noVersion.status == 412 && noVersion.header("Tus-Version") == "1.0.0")
      let options = try await api.send(.options, "/storage/v1/upload/resumable", token: nil)
      #expect(
        options.status == 204 && options.header("Tus-Extension")?.contains("termination") == true)
      let noName = try await api.send(
        .post, "/storage/v1/upload/resumable", token: user.token,
        headers: Self.tus.merging(["Upload-Length": "5"]) { $1 })
      #expect(noName.status == 400)
      let path = try #require(
        try await Self.create(api, user.token, name: "\(user.id)/a.bin", length: 5).header(
          "Location"))
      let wrongType = try await api.send(
        .patch, path, token: user.token, body: ByteBuffer(bytes: [1, 2]),
        headers: Self.tus.merging(["Upload-Offset": "0", "Content-Type": "text/plain"]) { $1 })
      #expect(wrongType.status == 415)
      let tooMuch = try await Self.patch(api, user.token, path, offset: 0, [1, 2, 3, 4, 5, 6])
      #expect(tooMuch.status == 413)
      let ended = try await api.send(.delete, path, token: user.token, headers: Self.tus)
      #expect(ended.status == 204)
      #expect(try await Self.offset(api, user.token, path).status == 404)
      let unknown = try await Self.offset(api, user.token, "/storage/v1/upload/resumable/nope")
      #expect(unknown.status == 404)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func anUploadIsItsMakersAndGoesOnlyWhereTheyMayWrite(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let created = try await Self.create(
        api, family.a.token, name: "\(family.a.id)/x.bin", length: 4)
      let path = try #require(created.header("Location"))
      for other in [family.p, family.b] {
        #expect(try await Self.offset(api, other.token, path).status == 404)
        #expect(try await Self.patch(api, other.token, path, offset: 0, [1]).status == 404)
        #expect(
          try await api.send(.delete, path, token: other.token, headers: Self.tus).status == 404)
      }
      let anonymous = try await Self.create(api, nil, name: "\(family.a.id)/y.bin", length: 4)
      #expect(anonymous.status == 403)
      let strangers = try await Self.create(
        api, family.b.token, name: "\(family.a.id)/y.bin", length: 4)
      #expect(strangers.status == 400 && strangers.object["statusCode"]?.stringValue == "403")
      let viewer = try await Self.create(
        api, family.v.token, name: "\(family.a.id)/y.bin", length: 4)
      #expect(viewer.object["statusCode"]?.stringValue == "403", "a view parent writes nothing")
      let parents = try await Self.create(
        api, family.p.token, name: "\(family.a.id)/p.bin", length: 4)
      #expect(parents.status == 201, "an edit parent uploads to their athlete's folder")
    }
  }

  @Test(arguments: TestDatabase.folderAndStore)
  func aParentRemovedMidUploadCannotFinishIt(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let created = try await Self.create(
        api, family.p.token, name: "\(family.a.id)/p.bin", length: 4)
      let path = try #require(created.header("Location"))
      #expect(try await Self.patch(api, family.p.token, path, offset: 0, [1, 2]).status == 204)
      _ = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token)
      let finish = try await Self.patch(api, family.p.token, path, offset: 2, [3, 4])
      #expect(finish.object["statusCode"]?.stringValue == "403")
      let stored = try await api.send(
        .get, "/storage/v1/object/authenticated/documents/\(family.a.id)/p.bin",
        token: family.a.token)
      #expect(stored.status == 400 || stored.status == 404, "nothing was kept")
    }
  }

  @Test(arguments: TestDatabase.folderAndStore)
  func limitsDuplicatesAndContentsAreCheckedAsForAnyUpload(_ database: TestDatabase) async throws {
    try await TestServer.run(database, maxUploadBytes: 1_000) { api in
      let user = try await api.signUp("athlete@example.com")
      let large = try await Self.create(api, user.token, name: "\(user.id)/big.bin", length: 1_001)
      #expect(large.status == 413)
      _ = try await api.storedFile("taken.pdf", as: user.token)
      let taken = try await Self.create(api, user.token, name: "\(user.id)/taken.pdf", length: 4)
      #expect(taken.object["statusCode"]?.stringValue == "409")
      let replaced = try await Self.create(
        api, user.token, name: "\(user.id)/taken.pdf", length: 4, extra: ["x-upsert": "true"])
      #expect(replaced.status == 201)
      let fake = try await Self.create(
        api, user.token, name: "\(user.id)/fake.pdf", length: 4, type: "application/pdf")
      let path = try #require(fake.header("Location"))
      let refused = try await Self.patch(api, user.token, path, offset: 0, Array("nope".utf8))
      #expect(refused.status == 422)
      #expect(
        try await Self.offset(api, user.token, path).status == 404, "a refused file is dropped")
    }
  }

  @Test(arguments: TestDatabase.folderAndStore)
  func anUploadWithItsFirstBytesAndAnEmptyOneFinishAtOnce(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("athlete@example.com")
      let withBytes = try await api.send(
        .post, "/storage/v1/upload/resumable", token: user.token,
        body: ByteBuffer(bytes: [9, 9, 9]),
        headers: Self.tus.merging([
          "Upload-Length": "6", "Upload-Metadata": Self.metadata("\(user.id)/c.bin"),
          "Content-Type": "application/offset+octet-stream",
        ]) { $1 })
      #expect(withBytes.status == 201 && withBytes.header("Upload-Offset") == "3")
      let empty = try await Self.create(api, user.token, name: "\(user.id)/empty.bin", length: 0)
      #expect(empty.status == 201)
    }
  }

  @Test(arguments: TestDatabase.folderAndStore)
  func anUnfinishedUploadExpiresAfterADay(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let user = try await api.signUp("athlete@example.com")
      let path = try #require(
        try await Self.create(api, user.token, name: "\(user.id)/late.bin", length: 4)
          .header("Location"))
      #expect(try await Self.patch(api, user.token, path, offset: 0, [1]).status == 204)
      clock.advance(by: 86_401)
      let signedIn = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"athlete@example.com","password":"correct horse battery"}"#)
      let token = try #require(signedIn.object["access_token"]?.stringValue)
      #expect(try await Self.offset(api, token, path).status == 410)
      #expect(try await Self.offset(api, token, path).status == 404)
      #expect(try await api.resumableBytesLeft().isEmpty)
    }
  }
}
