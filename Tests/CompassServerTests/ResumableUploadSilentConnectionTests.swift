import CompassS3
import CompassTestSupport
import Foundation
import SQLKit
import Testing

@testable import CompassServer

/// A phone that loses its signal mid-PATCH leaves the server reading a connection that says
/// nothing and does not close. The client's retry (a HEAD, then a PATCH from what arrived) must
/// not wait that connection out: the newer request asks the old write to stop and keep its
/// bytes, on the same server or on another sharing the database, as tusd does.
@Suite("Storage: a resumable upload's silent connection is not waited out")
struct ResumableUploadSilentConnectionTests {
  typealias TUS = ResumableUploadTests

  // NB: on the S3 store this runs across two servers below and in tuspy's conformance test.
  @Test(arguments: TestDatabase.available)
  func theRetryStopsTheSilentWriteAndGoesOnFromItsBytes(_ database: TestDatabase) async throws {
    try await TestServer.run(database, live: true) { api in
      try await Self.retryAfterSilence(writingTo: api, retryingOn: api)
    }
  }

  @Test func theRetryReachingAnotherServerStopsTheSilentWriteThere() async throws {
    try await TestServer.twoInstances(sharedStore: true) { one, two in
      try await Self.retryAfterSilence(writingTo: one, retryingOn: two)
    }
  }

  /// Begins an upload on `first`, sends part of a PATCH there and goes silent, then retries on
  /// `second`: the HEAD is answered with what arrived, not refused as busy; the rest finishes
  /// the object with every byte (the HEAD is only answered once the silent write has
  /// stopped and let go of the upload, which under CI's load may take the test client's
  /// patience: see `PatientClient`).
  private static func retryAfterSilence(writingTo first: TestAPI, retryingOn second: TestAPI)
    async throws
  {
    let user = try await first.signUp("athlete@example.com")
    let bytes = (0..<(S3Client.partSize + 400_000)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let created = try await TUS.create(
      first, user.token, name: "\(user.id)/v.bin", length: bytes.count)
    let path = try #require(created.header("Location"))
    let sent = S3Client.partSize + 100_000
    let silent = try silentPatch(first, user.token, path, bytes: bytes, sending: sent)
    try await waitUntilWriting(first, path)
    let told = try await TUS.offset(second, user.token, path)
    #expect(told.status == 200, "the retry is not refused while the silent write lasts")
    let offset = try #require(told.header("Upload-Offset").flatMap(Int.init))
    #expect(offset <= sent)
    let rest = try await TUS.patch(
      second, user.token, path, offset: offset, Array(bytes[offset...]))
    #expect(rest.status == 204 && rest.header("Upload-Offset") == String(bytes.count))
    let stored = try await second.send(
      .get, "/storage/v1/object/authenticated/documents/\(user.id)/v.bin", token: user.token)
    #expect(stored.status == 200 && stored.bytes == bytes)
    silent.cancel()
  }

  /// Waits until a server has claimed the upload at `path` to write to it: the silent PATCH
  /// is then the write in progress, whatever the load on the machine.
  private static func waitUntilWriting(_ api: TestAPI, _ path: String) async throws {
    let id = String(path.split(separator: "/").last ?? "")
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      let writers = try await api.services.database.withConnection { connection in
        try await connection.raw(
          "SELECT writer FROM resumable_uploads WHERE CAST(id AS TEXT) = \(bind: id.lowercased())"
        ).all().compactMap { try $0.decode(column: "writer", as: String?.self) }
      }
      if !writers.isEmpty { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("the silent PATCH never began writing")
  }

  /// A PATCH of `bytes` from offset 0 whose connection goes quiet after `sending` of them and
  /// stays open until the server closes it (or the test ends).
  private static func silentPatch(
    _ api: TestAPI, _ token: String, _ path: String, bytes: [UInt8], sending: Int
  ) throws -> Task<Void, Never> {
    let port = try #require(api.client.port)
    let head = [
      "PATCH \(path) HTTP/1.1", "Host: 127.0.0.1", "apikey: \(api.anonKey)",
      "Authorization: Bearer \(token)", "Tus-Resumable: 1.0.0", "Upload-Offset: 0",
      "Content-Type: application/offset+octet-stream", "Content-Length: \(bytes.count)", "", "",
    ].joined(separator: "\r\n")
    let request = Array(head.utf8) + bytes.prefix(sending)
    // NB: the server closing a connection with bytes unread may reset it, which ends it too.
    return Task { _ = try? await RawSocket.exchange(port: port, request, timeout: .seconds(120)) }
  }
}
