import AsyncHTTPClient
import Foundation
import NIOCore
import Testing

@testable import CompassS3

/// The client against a real S3 stand-in (`moto_server` from PyPI in CI; any S3-compatible
/// store): objects put and read whole and by range, copied, listed across pages, removed;
/// a multipart upload completed and one abandoned; a missing bucket is an error.
/// Set COMPASS_TEST_S3_URL (`s3://bucket?endpoint=http://127.0.0.1:5000&path-style=1`) with
/// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
@Suite(
  "S3: the client against a stand-in store",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_S3_URL"] != nil,
    "set COMPASS_TEST_S3_URL and AWS credentials to an S3-compatible store (moto_server)")
)
struct S3ClientTests {
  /// A client on a fresh prefix of the test bucket, so tests never see each other's keys.
  private func client() async throws -> S3Client {
    let environment = ProcessInfo.processInfo.environment
    let base = try #require(environment["COMPASS_TEST_S3_URL"])
    let scoped = base.replacingOccurrences(
      of: "?", with: "/run-\(UUID().uuidString.prefix(8).lowercased())?")
    let credentials = try #require(S3Credentials.from(environment))
    let client = S3Client(location: try S3Location(scoped), credentials: credentials)
    try await client.createBucket()
    return client
  }

  private func bytes(of response: HTTPClientResponse) async throws -> [UInt8] {
    Array(try await response.body.collect(upTo: 64 << 20).readableBytesView)
  }

  @Test func anObjectIsPutReadWholeAndByRangeCopiedAndRemoved() async throws {
    let s3 = try await client()
    let text = Array("Fastball 88 mph, exit velocity 94 mph".utf8)
    try await s3.put(
      "documents/jordan/stats é.txt", body: .bytes(ByteBuffer(bytes: text)),
      contentType: "text/plain")
    #expect(try await bytes(of: s3.get("documents/jordan/stats é.txt")) == text)
    #expect(
      try await bytes(of: s3.get("documents/jordan/stats é.txt", range: 9...14))
        == Array("88 mph".utf8))
    #expect(try await s3.size(of: "documents/jordan/stats é.txt") == Int64(text.count))

    try await s3.copy("documents/jordan/stats é.txt", to: "documents/jordan/copy.txt")
    #expect(try await bytes(of: s3.get("documents/jordan/copy.txt")) == text)
    try await s3.delete("documents/jordan/stats é.txt")
    #expect(try await s3.size(of: "documents/jordan/stats é.txt") == nil)
    try await s3.delete("documents/jordan/stats é.txt")
    await #expect(throws: S3Error.self) { _ = try await s3.get("documents/jordan/stats é.txt") }
  }

  @Test func aListingCrossesPagesAndStripsThePrefix() async throws {
    let s3 = try await client()
    for index in 0..<5 {
      try await s3.put("objects/\(index)", body: .bytes(ByteBuffer(string: "\(index)")))
    }
    try await s3.put("elsewhere/x", body: .bytes(ByteBuffer(string: "x")))
    var keys: [String] = []
    var continuation: String?
    var pages = 0
    repeat {
      let page = try await s3.list(prefix: "objects/", continuation: continuation, limit: 2)
      keys += page.objects.map(\.key)
      continuation = page.continuation
      pages += 1
    } while continuation != nil && pages < 10
    #expect(keys == (0..<5).map { "objects/\($0)" })
    #expect(pages == 3)
  }

  @Test func aMultipartUploadIsPutTogetherAndAnAbandonedOneLeavesNothing() async throws {
    let s3 = try await client()
    let first = [UInt8](repeating: 7, count: 5 << 20)
    let last = Array("the end".utf8)
    let id = try await s3.createMultipartUpload("videos/highlights.mp4", contentType: "video/mp4")
    let one = try await s3.uploadPart(
      "videos/highlights.mp4", uploadID: id, number: 1, bytes: ByteBuffer(bytes: first))
    let two = try await s3.uploadPart(
      "videos/highlights.mp4", uploadID: id, number: 2, bytes: ByteBuffer(bytes: last))
    try await s3.completeMultipartUpload(
      "videos/highlights.mp4", uploadID: id, parts: [(1, one), (2, two)])
    #expect(try await s3.size(of: "videos/highlights.mp4") == Int64(first.count + last.count))
    let tail = try await bytes(
      of: s3.get("videos/highlights.mp4", range: Int64(first.count - 2)...Int64(first.count + 2)))
    #expect(tail == [7, 7] + Array("the".utf8))

    let dropped = try await s3.createMultipartUpload("videos/dropped.mp4", contentType: "video/mp4")
    _ = try await s3.uploadPart(
      "videos/dropped.mp4", uploadID: dropped, number: 1, bytes: ByteBuffer(bytes: last))
    try await s3.abortMultipartUpload("videos/dropped.mp4", uploadID: dropped)
    #expect(try await s3.size(of: "videos/dropped.mp4") == nil)
  }

  @Test func aMissingBucketIsAnErrorNotAnEmptyListing() async throws {
    let s3 = try await client()
    let text = try #require(ProcessInfo.processInfo.environment["COMPASS_TEST_S3_URL"])
    let missing = text.replacingOccurrences(
      of: "s3://\(s3.location.bucket)",
      with: "s3://missing-\(UUID().uuidString.prefix(8).lowercased())")
    let nowhere = S3Client(
      location: try S3Location(missing),
      credentials: try #require(S3Credentials.from(ProcessInfo.processInfo.environment)))
    let refusal = await #expect(throws: S3Error.self) { _ = try await nowhere.list(prefix: "") }
    #expect(refusal?.status == 404 && refusal?.code == "NoSuchBucket")
  }
}

/// A file sent from disk: in one request when small, in parts read one at a time when large.
@Suite(
  "S3: a file from disk",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_S3_URL"] != nil,
    "set COMPASS_TEST_S3_URL and AWS credentials to an S3-compatible store (moto_server)")
)
struct S3FileUploadTests {
  @Test(arguments: [11, 2 * S3Client.partSize + 123])
  func aFileArrivesWholeAtAnySize(_ size: Int) async throws {
    let environment = ProcessInfo.processInfo.environment
    let base = try #require(environment["COMPASS_TEST_S3_URL"])
    let location = try S3Location(
      base.replacingOccurrences(of: "?", with: "/file-\(UUID().uuidString.prefix(8).lowercased())?")
    )
    let s3 = S3Client(
      location: location, credentials: try #require(S3Credentials.from(environment)))
    try await s3.createBucket()
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    let file = FileManager.default.temporaryDirectory.appending(path: "\(UUID()).mp4")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    try await s3.upload(fileAt: file.path, as: "videos/clip.mp4", contentType: "video/mp4")
    #expect(try await s3.size(of: "videos/clip.mp4") == Int64(size))
    let back = try await s3.get("videos/clip.mp4").body.collect(upTo: size + 1)
    #expect(Array(back.readableBytesView) == bytes)
  }
}
