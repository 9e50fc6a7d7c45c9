import CompassS3
import CompassStore
import Foundation
import Hummingbird
import Logging
import NIOCore

/// Resumable uploads' bytes in an S3-compatible store, the way tusd's s3store keeps them: an S3
/// multipart upload of the object's own key takes every full part as it fills; bytes short of
/// a part when a write ends wait in a tail object (`resumable/<id>/<uuid>`) that the next write,
/// on any server, reads back first. The state kept with the upload's row names the parts and
/// the tail, so the object is complete once the last byte's part is in.
package struct S3ResumableBytes: ResumableBytes {
  let client: S3Client
  let logger: Logger

  package init(client: S3Client, logger: Logger) {
    self.client = client
    self.logger = logger
  }

  package func begin(_ upload: ResumableUploadStore.Upload) async throws -> String? {
    let version = UUID()
    let key = BlobName(bucket: upload.key.bucket, version: version).key
    let id = try await client.createMultipartUpload(key, contentType: upload.contentType)
    return S3UploadState(upload: id, key: key, version: version).text
  }

  package func append(_ body: RequestBody, to upload: ResumableUploadStore.Upload) async
    -> (written: Int64, state: String?, failure: (any Error)?)
  {
    guard var state = S3UploadState(upload.state) else {
      return (0, upload.state, StorageError.uploadNotFound)
    }
    let before = state
    var writer = PartWriter(client: client, upload: upload, state: state)
    var failure: (any Error)?
    do {
      try await writer.readTail()
      try await writer.take(body)
    } catch {
      failure = error
    }
    do {
      try await writer.end()
    } catch {
      failure = failure ?? error
    }
    state = writer.state
    if let old = before.tail, old.key != state.tail?.key {
      await remove(old.key)
    }
    return (max(0, state.stored - upload.offset), state.text, failure)
  }

  package func finish(_ upload: ResumableUploadStore.Upload, into objects: any ObjectBytes)
    async throws -> BlobName
  {
    guard let state = S3UploadState(upload.state), state.tail == nil else {
      throw StorageError.uploadNotFound
    }
    let blob = BlobName(bucket: upload.key.bucket, version: state.version)
    if state.parts.isEmpty {
      try? await client.abortMultipartUpload(blob.key, uploadID: state.upload)
      try await client.put(blob.key, body: .bytes(ByteBuffer()), contentType: upload.contentType)
    } else {
      try await client.completeMultipartUpload(
        blob.key, uploadID: state.upload, parts: state.parts.map { ($0.number, $0.etag) })
    }
    return blob
  }

  package func discard(_ id: UUID, state text: String?) async {
    if let state = S3UploadState(text) {
      if let tail = state.tail { await remove(tail.key) }
      try? await client.abortMultipartUpload(state.key, uploadID: state.upload)
    }
  }

  package func sweep(olderThan age: TimeInterval, now: Date, known: Set<UUID>) async -> Int {
    let cutoff = now.addingTimeInterval(-age)
    var removed = 0
    var continuation: String?
    repeat {
      guard let page = try? await client.list(prefix: "resumable/", continuation: continuation)
      else { return removed }
      for object in page.objects where (object.lastModified ?? .distantPast) < cutoff {
        let id = object.key.split(separator: "/").dropFirst().first.flatMap {
          UUID(uuidString: String($0))
        }
        if let id, known.contains(id) { continue }
        await remove(object.key)
        removed += 1
      }
      continuation = page.continuation
    } while continuation != nil
    return removed
  }

  private func remove(_ key: String) async {
    do {
      try await client.delete(key)
    } catch {
      logger.warning("storage: \(key) could not be removed from the store: \(error)")
    }
  }
}
