import CompassStore
import Foundation
import Hummingbird

/// Where a resumable upload's bytes gather until its last one: a file on this machine
/// (`FileStore`) or an S3 multipart upload (`S3ResumableBytes`), so any server sharing the store
/// can take the next write. An upload's `state` (kept with its row) says where they stand.
package protocol ResumableBytes: Sendable {
  /// Makes room for `upload`'s bytes; the state to record with it.
  func begin(_ upload: ResumableUploadStore.Upload) async throws -> String?
  /// Writes `body` after the `upload.offset` bytes recorded. What arrived is kept even when
  /// the body fails part-way: the bytes kept, the state to record, and the failure.
  func append(_ body: RequestBody, to upload: ResumableUploadStore.Upload) async
    -> (written: Int64, state: String?, failure: (any Error)?)
  /// The finished upload's bytes as a new blob of its bucket, kept by `objects`.
  func finish(_ upload: ResumableUploadStore.Upload, into objects: any ObjectBytes) async throws
    -> BlobName
  /// Forgets an upload's bytes; an upload already gone is no error.
  func discard(_ id: UUID, state: String?) async
  /// Removes bytes no upload claims and nothing wrote to within `age` (a crash between
  /// removing a row and its bytes); how many went.
  func sweep(olderThan age: TimeInterval, now: Date, known: Set<UUID>) async -> Int
}
