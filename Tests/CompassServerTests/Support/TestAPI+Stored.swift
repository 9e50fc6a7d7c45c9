import Foundation

@testable import CompassServer
@testable import CompassServices

extension TestAPI {
  /// The object bytes kept in `bucket`, wherever the server keeps them (folder or S3).
  func storedBlobs(in bucket: String = "documents") async throws -> [BlobName] {
    try await services.storage.bytes.all().map(\.blob).filter { $0.bucket == bucket }
  }

  /// Uploads in progress in this server's spool.
  func spooledUploads() -> [String] {
    let folder = services.storage.files.root.appending(path: "uploads").path
    return (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }
}

extension TestAPI {
  /// Resumable uploads' bytes still kept: files in the folder, or tail objects in the store.
  func resumableBytesLeft() async throws -> [String] {
    if let store = services.resumable.bytes as? S3ResumableBytes {
      return try await store.client.list(prefix: "resumable/").objects.map(\.key)
    }
    let folder = services.storage.files.root.appending(path: "resumable").path
    return (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }
}
