import CompassModels
import CompassS3
import CompassTestSupport
import Foundation
import NIOCore
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

/// Two `compass serve` processes on one PostgreSQL database and one S3 store, requests
/// alternating between them as a balancer would send them: one service.
@Suite(
  "Several instances: PostgreSQL and an S3 store shared by two servers",
  .enabled(
    if: TestDatabase.postgresURL != nil && TestDatabase.s3URL != nil,
    "needs COMPASS_TEST_POSTGRES_URL and COMPASS_TEST_S3_URL")
)
struct SeveralInstancesTests {
  private static let bytes = SampleFiles.mp4(
    (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
  private typealias TUS = ResumableUploadTests

  @Test func aSessionMadeOnOneWorksOnTheOtherUntilItEndsOnEither() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      let user = try await one.signUp("jordan@example.com")
      let me = try await two.request(.get, "/auth/v1/user", token: user.token)
      #expect(me.status == 200 && me.object["id"]?.stringValue == user.id)
      let signedIn = try await one.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"correct horse battery"}"#)
      let refresh = try #require(signedIn.object["refresh_token"]?.stringValue)
      let access = try #require(signedIn.object["access_token"]?.stringValue)
      let renewed = try await two.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(refresh)"}"#)
      #expect(renewed.status == 200)
      let reused = try await one.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(refresh)"}"#)
      #expect(reused.status == 200, "a reuse within the grace period is answered alike")
      _ = try await two.request(.post, "/auth/v1/logout?scope=global", token: access)
      let ended = try await one.request(.get, "/auth/v1/user", token: access)
      #expect(ended.status == 403, "signed out everywhere through the other server")
    }
  }

  @Test func aFileGoesInThroughOneAndComesOutOfTheOther() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      let user = try await one.signUp("jordan@example.com")
      let path = "/storage/v1/object/documents/\(user.id)/clip.mp4"
      let upload = try await one.send(
        .post, path, token: user.token, body: ByteBuffer(bytes: Self.bytes),
        headers: ["Content-Type": "video/mp4"])
      #expect(upload.status == 200)
      let whole = try await two.send(.get, path, token: user.token)
      #expect(whole.status == 200 && whole.bytes == Self.bytes)
      let tag = try #require(whole.header("ETag"))
      let part = try await one.send(
        .get, path, token: user.token, headers: ["Range": "bytes=100-199"])
      #expect(part.status == 206 && part.bytes == Array(Self.bytes[100...199]))
      let unchanged = try await two.send(
        .get, path, token: user.token, headers: ["If-None-Match": tag])
      #expect(unchanged.status == 304)
      let signed = try await two.send(
        .post, "/storage/v1/object/sign/documents/\(user.id)/clip.mp4", token: user.token,
        body: ByteBuffer(string: #"{"expiresIn":60}"#),
        headers: ["Content-Type": "application/json"])
      let url = try #require(signed.object["signedURL"]?.stringValue)
      #expect(try await one.send(.get, "/storage/v1" + url, token: nil).bytes == Self.bytes)
      let copied = try await one.send(
        .post, "/storage/v1/object/copy", token: user.token,
        body: ByteBuffer(
          string:
            #"{"bucketId":"documents","sourceKey":"\#(user.id)/clip.mp4","destinationKey":"\#(user.id)/copy.mp4"}"#
        ), headers: ["Content-Type": "application/json"])
      #expect(copied.status == 200)
      let copy = "/storage/v1/object/documents/\(user.id)/copy.mp4"
      #expect(try await two.send(.get, copy, token: user.token).bytes == Self.bytes)
      for file in [path, copy] { _ = try await two.send(.delete, file, token: user.token) }
      let gone = try await one.send(.get, path, token: user.token)
      #expect(gone.object["statusCode"]?.stringValue == "404")
      #expect(try await one.storedBlobs().isEmpty, "the store keeps no bytes of removed files")
    }
  }

  @Test func aResumableUploadGoesOnThroughTheOtherServerAndOnlyOneWritesAtOnce() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      let user = try await one.signUp("jordan@example.com")
      // NB: more than one of the store's parts, cut so that a tail waits between writes.
      let bytes = (0..<(S3Client.partSize + 3_000_000)).map { UInt8(truncatingIfNeeded: $0 &* 13) }
      let created = try await TUS.create(
        one, user.token, name: "\(user.id)/long.bin", length: bytes.count)
      let path = try #require(created.header("Location"))
      let cuts = [0, 3_000_000, S3Client.partSize + 1_000_000, bytes.count]
      for (index, (start, end)) in zip(cuts, cuts.dropFirst()).enumerated() {
        let server = index.isMultiple(of: 2) ? one : two
        let told = try await TUS.offset(server, user.token, path)
        #expect(told.header("Upload-Offset") == String(start))
        let sent = try await TUS.patch(
          server, user.token, path, offset: start, Array(bytes[start..<end]))
        #expect(sent.status == 204 && sent.header("Upload-Offset") == String(end))
        if end == cuts[2] {
          let id = try #require(UUID(uuidString: String(path.split(separator: "/").last ?? "")))
          let held = try await one.services.resumable.uploads.claimWriter(
            id, writer: "a server mid-write", until: Date().addingTimeInterval(600))
          #expect(held)
          let busy = try await TUS.patch(two, user.token, path, offset: end, [1])
          #expect(busy.status == 423, "another server is writing to it")
          try await one.services.resumable.uploads.releaseWriter(id, writer: "a server mid-write")
        }
      }
      let stored = try await two.send(
        .get, "/storage/v1/object/authenticated/documents/\(user.id)/long.bin", token: user.token)
      #expect(stored.status == 200 && stored.bytes == bytes)
      #expect(try await one.resumableBytesLeft().isEmpty, "no tail is left behind")
    }
  }

  @Test func limitsAndSingleUseCodesHoldAcrossServers() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      let old = try await one.signUp("jordan@example.com")
      let first = try await one.request(
        .post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      #expect(first.status == 200)
      let again = try await two.request(
        .post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      #expect(again.status == 429, "one mail a minute, whichever server is asked")
      let code = try #require(try await one.lastMail(to: "jordan@example.com").code)
      let body = #"{"type":"recovery","email":"jordan@example.com","token":"\#(code)"}"#
      #expect(try await two.request(.post, "/auth/v1/verify", json: body).status == 200)
      #expect(try await one.request(.post, "/auth/v1/verify", json: body).status == 403)
      #expect(try await one.request(.get, "/auth/v1/user", token: old.token).status == 403)
    }
  }

  @Test func backgroundWorkIsDoneOnceAndTheDemoSeasonMadeOnce() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      let holders = try await one.services.database.withConnection { connection in
        try await connection.raw("SELECT holder FROM background_leases").all().map {
          try $0.decode(column: "holder", as: String.self)
        }
      }
      #expect(holders.count == 1, "one reconciliation for the two servers")
      #expect(
        holders.allSatisfy {
          [one.services.resumable.server, two.services.resumable.server].contains($0)
        })
      let today = LocalDate(Date(), in: .current)
      async let seededOne = DemoSeeder(services: one.services, today: today).seedIfEmpty()
      async let seededTwo = DemoSeeder(services: two.services, today: today).seedIfEmpty()
      let seeded = try await [seededOne, seededTwo]
      #expect(seeded.filter { $0 }.count == 1, "the second server finds the season made")
      let token = try await two.signIn(DemoSeeder.email, password: DemoSeeder.password)
      let events = try await one.request(
        .get, "/rest/v1/events?select=name,start_date", token: token)
      let distinct = Set(events.rows.map { "\($0["name"] ?? .null) \($0["start_date"] ?? .null)" })
      #expect(events.rows.count >= DemoSeason.events.count)
      #expect(events.rows.count == distinct.count, "one season, not two")
    }
  }
}
