import CompassHTTP
import CompassModels
import Foundation
import NIOCore
import NIOFileSystem

/// The bytes of stored objects on disk, under `<data-dir>/storage`: finished objects at
/// `objects/<bucket>/<version>`, uploads in progress at `uploads/<uuid>`, resumable uploads'
/// bytes so far at `resumable/<id>`. An upload becomes visible only by a rename into place, so
/// a failed or interrupted one leaves nothing behind.
package struct FileStore: Sendable {
  package let root: URL

  package init(root: URL) {
    self.root = root
  }

  private var uploads: URL { root.appending(path: "uploads") }
  private var resumable: URL { root.appending(path: "resumable") }

  package func prepare() throws {
    try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: resumable, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appending(path: "objects"), withIntermediateDirectories: true)
  }

  /// Hands the bytes at `path` to `body` in chunks of `chunk` bytes, as they are read.
  package func read(
    _ path: String, chunk: Int, _ body: (ByteBuffer) async throws -> Void
  ) async throws {
    try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(path)) { handle in
      for try await piece in handle.readChunks(chunkLength: .bytes(Int64(chunk))) {
        try await body(piece)
      }
    }
  }

  package func path(bucket: String, version: UUID) -> String {
    root.appending(path: "objects").appending(path: bucket)
      .appending(path: UUIDText.lowercase(version)).path
  }

  /// A fresh path for an upload in progress.
  package func uploadPath() -> String {
    uploads.appending(path: UUIDText.lowercase(UUID())).path
  }

  /// Where the bytes of resumable upload `id` arrive.
  package func resumablePath(_ id: UUID) -> String {
    resumable.appending(path: UUIDText.lowercase(id)).path
  }

  /// Removes resumable uploads' bytes that no upload claims and that nothing wrote to within
  /// `age` (a crash between removing a row and its bytes).
  package func sweepResumable(olderThan age: TimeInterval, now: Date, known: Set<UUID>) -> Int {
    let cutoff = now.addingTimeInterval(-age)
    var removed = 0
    for file in files(in: resumable) where modified(file) < cutoff {
      if let id = UUID(uuidString: file.lastPathComponent), known.contains(id) { continue }
      remove(file.path)
      removed += 1
    }
    return removed
  }

  /// Moves a finished upload to where `version` of an object in `bucket` lives.
  package func moveIntoPlace(_ upload: String, bucket: String, version: UUID) throws {
    let target = URL(fileURLWithPath: path(bucket: bucket, version: version))
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: upload, toPath: target.path)
  }

  /// A copy of the bytes of `version` as a new upload, to be moved into place.
  package func copyToUpload(bucket: String, version: UUID) throws -> String {
    let upload = uploadPath()
    try FileManager.default.copyItem(atPath: path(bucket: bucket, version: version), toPath: upload)
    return upload
  }

  package func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  package func remove(bucket: String, version: UUID) {
    remove(path(bucket: bucket, version: version))
  }

  /// Whether the bytes of `version` are on disk.
  package func exists(bucket: String, version: UUID) -> Bool {
    FileManager.default.fileExists(atPath: path(bucket: bucket, version: version))
  }

  /// Removes uploads and object files older than `age` that `isKnown` does not claim: leftovers
  /// of a crash between writing a file and recording it. Younger files may belong to a write
  /// still in progress on another server sharing this folder.
  package func sweep(olderThan age: TimeInterval, now: Date, isKnown: (String, UUID) -> Bool) -> Int
  {
    var removed = 0
    let cutoff = now.addingTimeInterval(-age)
    for file in files(in: uploads) where modified(file) < cutoff {
      remove(file.path)
      removed += 1
    }
    let objects = root.appending(path: "objects")
    for bucket in (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? [] {
      for file in files(in: objects.appending(path: bucket)) where modified(file) < cutoff {
        if let version = UUID(uuidString: file.lastPathComponent), isKnown(bucket, version) {
          continue
        }
        remove(file.path)
        removed += 1
      }
    }
    return removed
  }

  private func files(in folder: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map {
      folder.appending(path: $0)
    }
  }

  private func modified(_ file: URL) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date)
      ?? .distantPast
  }
}
