import CompassS3
import Foundation
import Logging
import NIOCore

/// Objects kept in an S3-compatible bucket, under the location's prefix at
/// `objects/<bucket>/<version>`: a finished upload is sent from the spool (in parts when large),
/// read back by range as it streams, copied inside the store.
package struct S3ObjectBytes: ObjectBytes {
  let client: S3Client
  let spool: FileStore
  let logger: Logger

  package init(client: S3Client, spool: FileStore, logger: Logger) {
    self.client = client
    self.spool = spool
    self.logger = logger
  }

  package func prepare() async throws {
    // NB: a store that cannot be listed is found at start, not at the first upload.
    _ = try await client.list(prefix: "objects/", limit: 1)
  }

  package func keep(_ file: String, as blob: BlobName, contentType: String) async throws {
    defer { spool.remove(file) }
    try await client.upload(fileAt: file, as: blob.key, contentType: contentType)
  }

  package func copy(_ source: BlobName, to target: BlobName) async throws {
    try await client.copy(source.key, to: target.key)
  }

  package func remove(_ blob: BlobName) async {
    do {
      try await client.delete(blob.key)
    } catch {
      logger.warning("storage: \(blob.key) could not be removed from the store: \(error)")
    }
  }

  package func read(
    _ blob: BlobName, range: ClosedRange<Int64>, _ body: (ByteBuffer) async throws -> Void
  ) async throws {
    let response = try await client.get(blob.key, range: range)
    for try await piece in response.body { try await body(piece) }
  }

  package func all() async throws -> [(blob: BlobName, written: Date)] {
    var found: [(blob: BlobName, written: Date)] = []
    var continuation: String?
    repeat {
      let page = try await client.list(prefix: "objects/", continuation: continuation)
      found += page.objects.compactMap { object in
        BlobName(key: object.key).map { ($0, object.lastModified ?? .distantPast) }
      }
      continuation = page.continuation
    } while continuation != nil
    return found
  }
}
