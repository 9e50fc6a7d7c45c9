import CompassStore
import Foundation
import Hummingbird
import NIOCore
import NIOFileSystem

/// Resumable uploads' bytes in the data folder, one file per upload, written as they arrive.
extension FileStore: ResumableBytes {
  private static let writeBuffer = ByteCount.mebibytes(1)

  package func begin(_ upload: ResumableUploadStore.Upload) async throws -> String? {
    guard FileManager.default.createFile(atPath: resumablePath(upload.id), contents: nil) else {
      throw StorageError("500", "internal", "The upload could not be started")
    }
    return nil
  }

  /// Anything past the recorded bytes (from a write cut off before it was recorded) is cut
  /// away first.
  package func append(_ body: RequestBody, to upload: ResumableUploadStore.Upload) async
    -> (written: Int64, state: String?, failure: (any Error)?)
  {
    let path = resumablePath(upload.id)
    let room = upload.length - upload.offset
    var sent: Int64 = 0
    var failure: (any Error)?
    do {
      try await FileSystem.shared.withFileHandle(
        forWritingAt: FilePath(path), options: .modifyFile(createIfNecessary: false)
      ) { handle in
        try await handle.resize(to: .bytes(upload.offset))
        try await handle.withBufferedWriter(
          startingAtAbsoluteOffset: upload.offset, capacity: Self.writeBuffer
        ) { writer in
          for try await chunk in body {
            guard Int64(chunk.readableBytes) <= room - sent else { throw StorageError.beyondLength }
            sent += Int64(chunk.readableBytes)
            _ = try await writer.write(contentsOf: chunk)
          }
          try await writer.flush()
        }
      }
    } catch {
      failure = error
    }
    // NB: what is on disk counts, never more than was sent: a failed flush keeps less.
    let size =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      .flatMap { $0 }.map(Int64.init) ?? upload.offset
    return (max(0, min(sent, size - upload.offset)), nil, failure)
  }

  package func finish(_ upload: ResumableUploadStore.Upload, into objects: any ObjectBytes)
    async throws -> BlobName
  {
    let blob = BlobName(bucket: upload.key.bucket, version: UUID())
    try await objects.keep(resumablePath(upload.id), as: blob, contentType: upload.contentType)
    return blob
  }

  package func discard(_ id: UUID, state: String?) async {
    remove(resumablePath(id))
  }
}
