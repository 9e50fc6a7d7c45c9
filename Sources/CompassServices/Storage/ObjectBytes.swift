import CompassModels
import Foundation
import NIOCore

/// Names the bytes of one version of a stored object, wherever they are kept.
package struct BlobName: Hashable, Sendable {
  package let bucket: String
  package let version: UUID

  package init(bucket: String, version: UUID) {
    self.bucket = bucket
    self.version = version
  }

  /// Its place under the store's root: `objects/<bucket>/<version>`.
  package var key: String { "objects/\(bucket)/\(UUIDText.lowercase(version))" }

  /// The blob a key names, or `nil` for any other key.
  package init?(key: String) {
    let parts = key.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "objects", !parts[1].isEmpty,
      let version = UUID(uuidString: String(parts[2]))
    else { return nil }
    self.init(bucket: String(parts[1]), version: version)
  }
}

/// Where finished objects' bytes are kept: a folder on this machine (`FileStore`) or an
/// S3-compatible bucket (`S3ObjectBytes`). Uploads arrive on this machine first (the spool),
/// are checked there, and are then kept here under a fresh `BlobName`.
package protocol ObjectBytes: Sendable {
  func prepare() async throws
  /// Makes the finished upload at `spool` (a file on this machine) the bytes of `blob`; the
  /// spool file is gone afterwards, kept or not.
  func keep(_ spool: String, as blob: BlobName, contentType: String) async throws
  func copy(_ source: BlobName, to target: BlobName) async throws
  /// Removes `blob`; one already gone is no error, and a failure is only logged by the store.
  func remove(_ blob: BlobName) async
  /// Hands bytes `range` of `blob` to `body` as they are read, in pieces of about a mebibyte.
  func read(
    _ blob: BlobName, range: ClosedRange<Int64>, _ body: (ByteBuffer) async throws -> Void
  ) async throws
  /// Every blob kept, with when it was written: for the start-up reconciliation.
  func all() async throws -> [(blob: BlobName, written: Date)]
}

extension ObjectBytes {
  /// `count` bytes of `blob` at `offset` (fewer at its end): for checking contents in place.
  package func bytes(of blob: BlobName, at offset: Int64, count: Int) async throws -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes: [UInt8] = []
    try await read(blob, range: offset...(offset + Int64(count) - 1)) { piece in
      bytes += piece.readableBytesView
    }
    return bytes
  }
}
