import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// Resumable uploads, as Supabase Storage takes them over TUS 1.0: an upload is declared with
/// its object and length, its bytes arrive in any number of writes at the offset reached so
/// far (kept as they arrive, also when the connection drops mid-write, in `ResumableBytes`), and
/// once the last byte is in it becomes an object like any upload, through the same scope, size
/// limit and content check. One server writes to an upload at a time, however many share the
/// database. Unfinished uploads expire after a day.
package struct ResumableUploads: Sendable {
  package static let lifetime: TimeInterval = 86_400
  /// How long a server's claim to write to an upload lasts unless renewed (while it writes).
  static let writerClaim: TimeInterval = 120
  /// How often a writer renews its claim while it writes.
  static let renewal: Duration = .seconds(30)
  /// How often a writer looks for a newer request (on any server) asking it to stop.
  static let stopCheck: Duration = .milliseconds(250)
  /// How long a newer request waits for the writer it asked to stop (a busy server may take
  /// a while to get to it) before answering 423.
  static let patience: Duration = .seconds(15)

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
  package let bytes: any ResumableBytes
  let locks: UploadLocks
  /// This server among those sharing the database, for claims to write.
  package let server = UUID().uuidString

  package init(
    storage: StorageService, uploads: ResumableUploadStore, bytes: any ResumableBytes,
    locks: UploadLocks
  ) {
    self.storage = storage
    self.uploads = uploads
    self.bytes = bytes
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
    var upload = ResumableUploadStore.Upload(
      id: UUID(), user: Self.user(caller), key: declared.key, contentType: declared.contentType,
      cacheControl: declared.cacheControl, userMetadata: declared.userMetadata,
      upsert: declared.upsert, length: declared.length, offset: 0,
      expiresAt: storage.now().addingTimeInterval(Self.lifetime))
    upload.state = try await bytes.begin(upload)
    do {
      try await uploads.insert(upload)
    } catch {
      await bytes.discard(upload.id, state: upload.state)
      throw error
    }
    if upload.length == 0 { try await finish(upload, caller: caller) }
    return upload
  }

  /// The upload as it stands, once any write in progress has been stopped and has ended.
  package func status(_ id: UUID, caller: Caller) async throws -> ResumableUploadStore.Upload {
    try await writing(id, caller: caller) { try await current(id, caller: caller) }
  }

  /// Appends `body` at `offset`, which must be the bytes received so far; what arrived is kept
  /// even when the connection drops, or when a newer request for the upload stops this one by
  /// calling `stop` (which closes this request's connection, ending its body). The last byte
  /// makes the object.
  package func append(
    _ id: UUID, offset: Int64, declaredLength: Int64?, body: RequestBody, caller: Caller,
    stop: @escaping @Sendable () -> Void = {}
  ) async throws -> ResumableUploadStore.Upload {
    try await writing(id, caller: caller, onStop: stop) {
      var upload = try await current(id, caller: caller)
      guard offset == upload.offset else { throw StorageError.offsetMismatch }
      if let declaredLength, declaredLength > upload.length - offset {
        throw StorageError.beyondLength
      }
      let (written, state, failure) = await bytes.append(body, to: upload)
      guard try await uploads.advance(id, from: offset, to: offset + written, state: state) else {
        throw StorageError.offsetMismatch
      }
      upload.offset = offset + written
      upload.state = state
      if let failure {
        throw StorageError.from(failure)
          ?? StorageError.invalidRequest(
            "The upload stopped before its end; HEAD tells how much arrived")
      }
      if upload.offset == upload.length { try await finish(upload, caller: caller) }
      return upload
    }
  }

  /// Runs `work` as the one writer of upload `id`, which must be `caller`'s. A write already
  /// in progress, in this process (directly) or on another server sharing the database
  /// (through its row), is asked to stop and keep what it has (its client has most likely
  /// lost the connection and is retrying), then waited for. While `work` runs its claim is renewed, and `onStop` is called when a
  /// newer request asks it to stop.
  private func writing<T: Sendable>(
    _ id: UUID, caller: Caller, onStop: @escaping @Sendable () -> Void = {},
    _ work: () async throws -> T
  ) async throws -> T {
    guard try await uploads.find(id, caller: caller) != nil else {
      throw StorageError.uploadNotFound
    }
    let askToStop: () async -> Void = { try? await uploads.askWriterToStop(id) }
    await askToStop()
    guard await locks.claim(id, stop: onStop, patience: Self.patience, asking: askToStop) else {
      throw StorageError.uploadBusy
    }
    defer { locks.release(id) }
    guard try await claimWriter(id, asking: askToStop) else { throw StorageError.uploadBusy }
    let watching = Task { try await watchForStop(id, onStop: onStop) }
    defer { watching.cancel() }
    do {
      let result = try await work()
      try? await uploads.releaseWriter(id, writer: server)
      return result
    } catch {
      try? await uploads.releaseWriter(id, writer: server)
      throw error
    }
  }

  /// Renews this server's claim on upload `id` every `renewal` until cancelled, and calls
  /// `onStop` once a newer request has asked for the upload (looked for every `stopCheck`).
  private func watchForStop(_ id: UUID, onStop: @Sendable () -> Void) async throws {
    var renewed = ContinuousClock.now
    while !Task.isCancelled {
      try await Task.sleep(for: Self.stopCheck)
      if ContinuousClock.now - renewed >= Self.renewal {
        renewed = ContinuousClock.now
        let until = storage.now().addingTimeInterval(Self.writerClaim)
        try await uploads.renewWriter(id, writer: server, until: until)
      }
      if try await uploads.isAskedToStop(id, writer: server) {
        onStop()
        return
      }
    }
  }

  /// Claims upload `id` for this server, asking another's write to stop and waiting up to
  /// `patience` for it to end; an upload that is gone is claimed at once (its reader reports it
  /// missing).
  private func claimWriter(_ id: UUID, asking: () async -> Void) async throws -> Bool {
    let deadline = ContinuousClock.now + Self.patience
    while true {
      let until = storage.now().addingTimeInterval(Self.writerClaim)
      if try await uploads.claimWriter(id, writer: server, until: until) { return true }
      guard try await uploads.exists(id) else { return true }
      guard ContinuousClock.now < deadline else { return false }
      await asking()
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Ends an upload, its bytes removed.
  package func terminate(_ id: UUID, caller: Caller) async throws {
    try await writing(id, caller: caller) {
      let upload = try await current(id, caller: caller)
      try await discard(upload)
    }
  }

  /// Removes expired uploads and bytes no upload claims (at start-up).
  package func sweep() async throws -> Int {
    let expired = try await dropExpired()
    let unclaimed = await bytes.sweep(
      olderThan: StorageService.orphanAge, now: storage.now(), known: try await uploads.allIDs())
    return expired + unclaimed
  }

  /// Removes expired uploads with their bytes (as each new upload begins); each expired
  /// upload is removed by the one server whose delete returned it.
  private func dropExpired() async throws -> Int {
    let expired = try await uploads.deleteExpired()
    for (id, state) in expired { await bytes.discard(id, state: state) }
    return expired.count
  }

  private func current(_ id: UUID, caller: Caller) async throws -> ResumableUploadStore.Upload {
    guard let upload = try await uploads.find(id, caller: caller) else {
      throw StorageError.uploadNotFound
    }
    guard upload.expiresAt > storage.now() else {
      try await discard(upload)
      throw StorageError.uploadExpired
    }
    return upload
  }

  /// The finished upload kept as its object, as a plain upload is; refused, it is discarded.
  private func finish(_ upload: ResumableUploadStore.Upload, caller: Caller) async throws {
    do {
      try await storage.keepResumable(upload, from: bytes, caller: caller)
      try await uploads.delete(upload.id)
    } catch {
      try? await discard(upload)
      throw error
    }
  }

  private func discard(_ upload: ResumableUploadStore.Upload) async throws {
    try await uploads.delete(upload.id)
    await bytes.discard(upload.id, state: upload.state)
  }

  private static func user(_ caller: Caller) -> UserID? {
    if case .user(let id) = caller { id } else { nil }
  }
}
