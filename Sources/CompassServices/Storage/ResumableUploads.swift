import CompassModels
import CompassStore
import Foundation
import Hummingbird
import NIOCore
import NIOFileSystem

/// Resumable uploads, as Supabase Storage takes them over TUS 1.0: an upload is declared with
/// its object and length, its bytes arrive in any number of writes at the offset reached so
/// far (kept on disk as they arrive, also when the connection drops mid-write), and once the
/// last byte is in it becomes an object like any upload, through the same scope, size limit and
/// content check. Unfinished uploads expire after a day.
package struct ResumableUploads: Sendable {
  package static let lifetime: TimeInterval = 86_400
  private static let writeBuffer = ByteCount.mebibytes(1)

  /// What an upload is declared as.
  package struct Declaration: Sendable {
    package let key: ObjectKey
    package let length: Int64
    package let contentType: String
    package let cacheControl: String
    package let userMetadata: String?
    package let upsert: Bool

    package init(
      key: ObjectKey, length: Int64, contentType: String, cacheControl: String,
      userMetadata: String?, upsert: Bool
    ) {
      self.key = key
      self.length = length
      self.contentType = contentType
      self.cacheControl = cacheControl
      self.userMetadata = userMetadata
      self.upsert = upsert
    }
  }

  let storage: StorageService
  let uploads: ResumableUploadStore
  let locks: UploadLocks

  package init(storage: StorageService, uploads: ResumableUploadStore, locks: UploadLocks) {
    self.storage = storage
    self.uploads = uploads
    self.locks = locks
  }

  /// The largest upload any bucket takes.
  package var storageLimit: Int64 { storage.uploadLimit }

  /// The largest upload a bucket takes.
  package func limit(of bucket: String) async throws -> Int64 {
    guard let found = try await storage.objects.bucket(bucket) else {
      throw StorageError.bucketNotFound
    }
    return min(storage.uploadLimit, found.fileSizeLimit ?? storage.uploadLimit)
  }

  /// A new upload, refused at once when its object could never be kept: not the caller's to
  /// write, over the size limit, of no single type, or taken without `upsert`. An empty one is
  /// the object at once.
  package func create(_ declared: Declaration, caller: Caller) async throws
    -> ResumableUploadStore.Upload
  {
    let scope = try await storage.objectScope(for: caller)
    _ = try scope.owner(forWriting: declared.key)
    _ = try await dropExpired()
    guard declared.length >= 0 else { throw StorageError.invalidRequest("Upload-Length") }
    guard declared.length <= (try await limit(of: declared.key.bucket)) else {
      throw StorageError.tooLarge
    }
    _ = try UploadReceiver.mimetype(declared.contentType)
    if !declared.upsert, try await storage.objects.find(declared.key, scope: scope) != nil {
      throw StorageError.duplicate
    }
    let upload = ResumableUploadStore.Upload(
      id: UUID(), user: Self.user(caller), key: declared.key, contentType: declared.contentType,
      cacheControl: declared.cacheControl, userMetadata: declared.userMetadata,
      upsert: declared.upsert, length: declared.length, offset: 0,
      expiresAt: storage.now().addingTimeInterval(Self.lifetime))
    guard FileManager.default.createFile(atPath: path(upload.id), contents: nil) else {
      throw StorageError("500", "internal", "The upload could not be started")
    }
    try await uploads.insert(upload)
    if upload.length == 0 { try await finish(upload, caller: caller) }
    return upload
  }

  /// The upload as it stands, once any write in progress has ended.
  package func status(_ id: UUID, caller: Caller) async throws -> ResumableUploadStore.Upload {
    guard await locks.claim(id) else { throw StorageError.uploadBusy }
    defer { locks.release(id) }
    return try await current(id, caller: caller)
  }

  /// Appends `body` at `offset`, which must be the bytes received so far; what arrived is kept
  /// even when the connection drops. The last byte makes the object.
  package func append(
    _ id: UUID, offset: Int64, declaredLength: Int64?, body: RequestBody, caller: Caller
  ) async throws -> ResumableUploadStore.Upload {
    guard await locks.claim(id) else { throw StorageError.uploadBusy }
    defer { locks.release(id) }
    var upload = try await current(id, caller: caller)
    guard offset == upload.offset else { throw StorageError.offsetMismatch }
    if let declaredLength, declaredLength > upload.length - offset {
      throw StorageError.beyondLength
    }
    let (written, failure) = await write(body, to: upload)
    guard try await uploads.advance(id, from: offset, to: offset + written) else {
      throw StorageError.offsetMismatch
    }
    upload.offset = offset + written
    if let failure {
      throw StorageError.from(failure)
        ?? StorageError.invalidRequest(
          "The upload stopped before its end; HEAD tells how much arrived")
    }
    if upload.offset == upload.length { try await finish(upload, caller: caller) }
    return upload
  }

  /// Ends an upload, its bytes removed.
  package func terminate(_ id: UUID, caller: Caller) async throws {
    guard await locks.claim(id) else { throw StorageError.uploadBusy }
    defer { locks.release(id) }
    let upload = try await current(id, caller: caller)
    try await discard(upload.id)
  }

  /// Removes expired uploads and bytes no upload claims (at start-up).
  package func sweep() async throws -> Int {
    let expired = try await dropExpired()
    let unclaimed = storage.files.sweepResumable(
      olderThan: StorageService.orphanAge, now: storage.now(), known: try await uploads.allIDs())
    return expired + unclaimed
  }

  /// Removes expired uploads with their bytes (as each new upload begins).
  private func dropExpired() async throws -> Int {
    let expired = try await uploads.deleteExpired()
    for id in expired { storage.files.remove(path(id)) }
    return expired.count
  }

  private func current(_ id: UUID, caller: Caller) async throws -> ResumableUploadStore.Upload {
    guard let upload = try await uploads.find(id, caller: caller) else {
      throw StorageError.uploadNotFound
    }
    guard upload.expiresAt > storage.now() else {
      try await discard(id)
      throw StorageError.uploadExpired
    }
    return upload
  }

  /// Writes `body` after the bytes recorded (anything past them, from a write cut off before
  /// it was recorded, is cut away first); the bytes that reached the disk, and the failure
  /// that stopped it.
  private func write(_ body: RequestBody, to upload: ResumableUploadStore.Upload) async
    -> (Int64, (any Error)?)
  {
    let room = upload.length - upload.offset
    var sent: Int64 = 0
    var failure: (any Error)?
    do {
      try await FileSystem.shared.withFileHandle(
        forWritingAt: FilePath(path(upload.id)), options: .modifyFile(createIfNecessary: false)
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
      (try? FileManager.default.attributesOfItem(atPath: path(upload.id))[.size] as? Int)
      .flatMap { $0 }.map(Int64.init) ?? upload.offset
    return (max(0, min(sent, size - upload.offset)), failure)
  }

  /// The finished upload kept as its object, as a plain upload is; refused, it is discarded.
  private func finish(_ upload: ResumableUploadStore.Upload, caller: Caller) async throws {
    do {
      try await storage.keepResumable(upload, from: path(upload.id), caller: caller)
      try await uploads.delete(upload.id)
    } catch {
      try? await discard(upload.id)
      throw error
    }
  }

  private func discard(_ id: UUID) async throws {
    try await uploads.delete(id)
    storage.files.remove(path(id))
  }

  private func path(_ id: UUID) -> String { storage.files.resumablePath(id) }

  private static func user(_ caller: Caller) -> UserID? {
    if case .user(let id) = caller { id } else { nil }
  }
}
