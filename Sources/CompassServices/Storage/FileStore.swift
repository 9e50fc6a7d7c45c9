import CompassHTTP
import CompassModels
import Foundation
import NIOCore
import NIOFileSystem

/// Files on this machine, under `<data-dir>/storage`: uploads in progress at `uploads/<uuid>`
/// (the spool, wherever objects are kept), resumable uploads' bytes so far at `resumable/<id>`,
/// and, when objects are kept here, finished objects at `objects/<bucket>/<version>`. An
/// upload becomes visible only by a rename into place, so a failed or interrupted one leaves
/// nothing behind.
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

  package func path(of blob: BlobName) -> String {
    root.appending(path: blob.key).path
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
  package func sweep(olderThan age: TimeInterval, now: Date, known: Set<UUID>) -> Int {
    let cutoff = now.addingTimeInterval(-age)
    var removed = 0
    for file in files(in: resumable) where modified(file) < cutoff {
      if let id = UUID(uuidString: file.lastPathComponent), known.contains(id) { continue }
      remove(file.path)
      removed += 1
    }
    return removed
  }

  package func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Removes uploads in progress older than `age`: leftovers of a crash or a dropped
  /// connection. Younger ones may be arriving now.
  package func sweepUploads(olderThan age: TimeInterval, now: Date) -> Int {
    let cutoff = now.addingTimeInterval(-age)
    var removed = 0
    for file in files(in: uploads) where modified(file) < cutoff {
      remove(file.path)
      removed += 1
    }
    return removed
  }

  func files(in folder: URL) -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map {
      folder.appending(path: $0)
    }
  }

  func modified(_ file: URL) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date)
      ?? .distantPast
  }
}
