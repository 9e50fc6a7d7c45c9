import Foundation
import NIOCore
import NIOFileSystem

/// Objects kept in the data folder: a finished upload is renamed into place.
extension FileStore: ObjectBytes {
  package func keep(_ spool: String, as blob: BlobName, contentType: String) async throws {
    let target = URL(fileURLWithPath: path(of: blob))
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: spool, toPath: target.path)
    } catch {
      remove(spool)
      throw error
    }
  }

  package func copy(_ source: BlobName, to target: BlobName) async throws {
    let spool = uploadPath()
    try FileManager.default.copyItem(atPath: path(of: source), toPath: spool)
    try await keep(spool, as: target, contentType: "")
  }

  package func remove(_ blob: BlobName) async {
    remove(path(of: blob))
  }

  package func read(
    _ blob: BlobName, range: ClosedRange<Int64>, _ body: (ByteBuffer) async throws -> Void
  ) async throws {
    try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(path(of: blob))) { handle in
      for try await chunk in handle.readChunks(in: range, chunkLength: .mebibytes(1)) {
        try await body(chunk)
      }
    }
  }

  package func all() async throws -> [(blob: BlobName, written: Date)] {
    let objects = root.appending(path: "objects")
    return ((try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []).flatMap {
      bucket in
      files(in: objects.appending(path: bucket)).compactMap { file in
        BlobName(key: "objects/\(bucket)/\(file.lastPathComponent)").map { ($0, modified(file)) }
      }
    }
  }
}
