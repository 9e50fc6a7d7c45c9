import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import Hummingbird
import Logging

/// Stored files: their rows in `ObjectStore`, their bytes in `ObjectBytes` (the data folder or
/// an S3 bucket), kept in step; uploads arrive in `FileStore`'s spool on this machine first.
/// Every operation takes the caller, and reaches objects only through `ObjectScope`.
package struct StorageService: Sendable {
  package let objects: ObjectStore
  package let files: FileStore
  package let bytes: any ObjectBytes
  package let tokens: TokenService
  package let uploadLimit: Int64
  package let now: @Sendable () -> Date

  package init(
    objects: ObjectStore,
    files: FileStore,
    bytes: any ObjectBytes,
    tokens: TokenService,
    uploadLimit: Int64,
    now: @escaping @Sendable () -> Date
  ) {
    self.objects = objects
    self.files = files
    self.bytes = bytes
    self.tokens = tokens
    self.uploadLimit = uploadLimit
    self.now = now
  }

  /// How long stored bytes may go unrecorded before the start-up sweep removes them.
  package static let orphanAge: TimeInterval = 3600

  /// Reconciles the prepared store with the rows: bytes no row claims go, and rows whose bytes
  /// are gone. A store holding none of the recorded files is refused instead (a storage URL or
  /// folder that points elsewhere must never empty the records).
  package func sweep(logger: Logger) async throws {
    let known = try await objects.allVersions().map {
      BlobName(bucket: $0.bucket, version: $0.version)
    }
    let kept = try await bytes.all()
    let present = Set(kept.map(\.blob))
    let missing = known.filter { !present.contains($0) }
    if !known.isEmpty, missing.count == known.count {
      throw StorageError(
        "500", "internal",
        "The file store holds none of the \(known.count) files the database records: check the storage folder or --storage-url"
      )
    }
    if !missing.isEmpty {
      try await objects.deleteRows(versions: missing.map(\.version))
      logger.warning("storage: dropped \(missing.count) rows whose files were missing")
    }
    let cutoff = now().addingTimeInterval(-Self.orphanAge)
    let claimed = Set(known)
    var removed = files.sweepUploads(olderThan: Self.orphanAge, now: now())
    for (blob, written) in kept where written < cutoff && !claimed.contains(blob) {
      await bytes.remove(blob)
      removed += 1
    }
    if removed > 0 { logger.info("storage: removed \(removed) orphaned files") }
  }

  /// The caller's reach over stored files, with their family links as they are now.
  func objectScope(for caller: Caller) async throws -> ObjectScope {
    guard case .user(let id) = caller else { return ObjectScope(caller: caller) }
    return ObjectScope(
      caller: caller, reach: try await FamilyReach.load(for: id, from: objects.database))
  }

  package func buckets(caller: Caller) async throws -> [StorageBucket] {
    guard caller != .anonymous else { throw StorageError.signInRequired }
    return try await objects.buckets()
  }

  package func bucket(_ id: String, caller: Caller) async throws -> StorageBucket {
    guard caller != .anonymous else { throw StorageError.signInRequired }
    guard let bucket = try await objects.bucket(try ObjectKey.bucketName(id)) else {
      throw StorageError.bucketNotFound
    }
    return bucket
  }

  /// Streams the request's body into `key`: written to a temporary file, moved into place,
  /// then recorded. A refusal or a broken connection at any step leaves nothing behind.
  package func upload(_ request: Request, to key: ObjectKey, upsert: Bool, caller: Caller)
    async throws
    -> StoredObject
  {
    let scope = try await objectScope(for: caller)
    _ = try scope.owner(forWriting: key)
    if !upsert, try await objects.find(key, scope: scope) != nil { throw StorageError.duplicate }
    return try await upload(
      request, bucket: key.bucket, receiver: { UploadReceiver(limit: $0) }, upsert: upsert,
      scope: scope, key: { _ in key }
    ).object
  }

  /// A web page's multipart form into `bucket`: the key is chosen from the form's fields once
  /// the file is received, and a key that throws leaves nothing behind.
  package func uploadForm(
    _ request: Request, bucket: String, caller: Caller,
    key: (UploadReceiver.Received) throws -> ObjectKey
  ) async throws -> (object: StoredObject, received: UploadReceiver.Received) {
    try await upload(
      request, bucket: bucket, receiver: { UploadReceiver(limit: $0, webForm: true) },
      upsert: false, scope: try await objectScope(for: caller), key: key)
  }

  private func upload(
    _ request: Request, bucket name: String, receiver: (Int64) -> UploadReceiver, upsert: Bool,
    scope: ObjectScope, key chooseKey: (UploadReceiver.Received) throws -> ObjectKey
  ) async throws -> (object: StoredObject, received: UploadReceiver.Received) {
    guard let bucket = try await objects.bucket(name) else { throw StorageError.bucketNotFound }
    let limit = min(uploadLimit, bucket.fileSizeLimit ?? uploadLimit)
    let upload = files.uploadPath()
    let received: UploadReceiver.Received
    let key: ObjectKey
    let mimetype: String
    do {
      received = try await receiver(limit).receive(request, into: upload)
      key = try chooseKey(received)
      _ = try scope.owner(forWriting: key)
      guard let declared = received.mimetype else {
        throw StorageError.invalidMimeType(received.declaredType)
      }
      // NB: a file that is not the kind it says (damaged, cut short, renamed) is never kept.
      if let problem = try await FileContents.problem(
        mimeType: declared, fileAt: URL(fileURLWithPath: upload))
      {
        throw StorageError.unreadableFile(problem)
      }
      mimetype = declared
    } catch {
      files.remove(upload)
      throw error
    }
    let saved = try await keep(
      upload, at: key, upsert: upsert, scope: scope,
      contents: {
        .init(
          version: $0, size: received.size, mimetype: mimetype,
          cacheControl: received.cacheControl, userMetadata: received.userMetadata)
      })
    return (saved, received)
  }

  /// Stores `bytes` made on the server (the demo season's files) at `key`, as the caller.
  package func store(_ bytes: Data, at key: ObjectKey, mimetype: String, caller: Caller)
    async throws -> StoredObject
  {
    let scope = try await objectScope(for: caller)
    _ = try scope.owner(forWriting: key)
    let upload = files.uploadPath()
    try bytes.write(to: URL(fileURLWithPath: upload))
    return try await keep(
      upload, at: key, upsert: false, scope: scope,
      contents: {
        .init(
          version: $0, size: Int64(bytes.count), mimetype: mimetype, cacheControl: "max-age=3600",
          userMetadata: nil)
      })
  }

  /// Keeps a finished upload as a new version and records it at `key`; the bytes are removed
  /// again if that fails, and those of a version it replaced once it succeeds.
  func keep(
    _ upload: String, at key: ObjectKey, upsert: Bool, scope: ObjectScope,
    contents: (UUID) -> ObjectStore.Contents
  ) async throws -> StoredObject {
    let blob = BlobName(bucket: key.bucket, version: UUID())
    let recorded = contents(blob.version)
    try await bytes.keep(upload, as: blob, contentType: recorded.mimetype)
    return try await record(blob, at: key, upsert: upsert, scope: scope, contents: recorded)
  }

  /// Records bytes already kept as `blob` at `key`; they are removed again if that fails.
  func record(
    _ blob: BlobName, at key: ObjectKey, upsert: Bool, scope: ObjectScope,
    contents: ObjectStore.Contents
  ) async throws -> StoredObject {
    do {
      let (saved, replaced) = try await objects.save(key, contents, upsert: upsert, scope: scope)
      if let replaced { await bytes.remove(BlobName(bucket: key.bucket, version: replaced)) }
      return saved
    } catch {
      await bytes.remove(blob)
      throw error
    }
  }

  /// Renames an object within its bucket; the destination must be free and the caller's.
  package func move(_ source: ObjectKey, to destination: ObjectKey, caller: Caller) async throws {
    guard source != destination else { return }
    _ = try await object(source, caller: caller)
    _ = try await objects.move(source, to: destination, scope: try await objectScope(for: caller))
  }

  /// A second object with the same bytes and metadata at `destination`, which must be free.
  package func copy(_ source: ObjectKey, to destination: ObjectKey, caller: Caller) async throws
    -> StoredObject
  {
    let scope = try await objectScope(for: caller)
    let original = try await object(source, caller: caller)
    _ = try scope.owner(forWriting: destination)
    let copied = BlobName(bucket: destination.bucket, version: UUID())
    try await bytes.copy(blob(of: original), to: copied)
    return try await record(
      copied, at: destination, upsert: false, scope: scope,
      contents: .init(
        version: copied.version, size: original.size, mimetype: original.mimetype,
        cacheControl: original.cacheControl, userMetadata: original.userMetadata))
  }

  /// The object at `key` when the caller may read it; a hidden object is reported missing.
  package func object(_ key: ObjectKey, caller: Caller) async throws -> StoredObject {
    guard caller != .anonymous else { throw StorageError.objectNotFound }
    guard try await objects.bucket(key.bucket) != nil else { throw StorageError.bucketNotFound }
    guard let object = try await objects.find(key, scope: try await objectScope(for: caller)) else {
      throw StorageError.objectNotFound
    }
    return object
  }

  /// The file at `key` as the answer to `request` (ranges, conditions, its sandbox), when the
  /// caller may read it; `download` makes it an attachment of that name.
  package func response(
    for key: ObjectKey, caller: Caller, request: Request, download: String?
  ) async throws -> Response {
    let object = try await object(key, caller: caller)
    return FileResponse.make(object, bytes: bytes, request: request, download: download)
  }

  /// The object behind a public URL: only buckets marked public have any.
  package func publicObject(_ key: ObjectKey) async throws -> StoredObject {
    guard let bucket = try await objects.bucket(key.bucket), bucket.isPublic,
      let object = try await objects.find(key, scope: ObjectScope(caller: .serviceRole))
    else { throw StorageError.objectNotFound }
    return object
  }

  /// The object a signed URL opens, once its token checks out for exactly this key and its
  /// signer may still read it now (a parent removed from the family since, an object moved out
  /// of the signer's reach): a signed URL never outlives its signer's own access.
  package func signedObject(_ key: ObjectKey, token: String?) async throws -> StoredObject {
    guard let token, !token.isEmpty else { throw StorageError.invalidJWT("Missing token") }
    let signed: (url: String, signer: Caller)
    do {
      signed = try await tokens.verifyObjectURL(token)
    } catch .expired {
      throw StorageError.invalidJWT("jwt expired")
    } catch {
      throw StorageError.invalidJWT("invalid signature")
    }
    guard signed.url == key.path else {
      throw StorageError.invalidJWT("The token is for another object")
    }
    return try await object(key, caller: signed.signer)
  }

  /// A signed URL for `key`, relative to `/storage/v1`, good for `seconds`.
  package func signedURL(_ key: ObjectKey, seconds: Int, caller: Caller) async throws -> String {
    guard seconds > 0 else { throw StorageError.invalidRequest("expiresIn must be at least 1") }
    _ = try await object(key, caller: caller)
    let token = try await tokens.signObjectURL(key.path, seconds: seconds, signer: caller)
    return "/object/sign/\(key.bucket)/\(Self.encodedPath(key.name))?token=\(token)"
  }

  /// The caller's entries directly inside `prefix`: files, and folders as name-only entries.
  package func list(bucket: String, options: ListOptions, caller: Caller) async throws
    -> [JSONValue]
  {
    let scope = try await objectScope(for: caller)
    guard try await objects.bucket(ObjectKey.bucketName(bucket)) != nil else {
      throw StorageError.bucketNotFound
    }
    let folder = try options.folder(in: bucket)
    let rows = try await objects.list(bucket: bucket, namePrefix: folder, scope: scope)
    return options.entries(rows, under: folder)
  }

  /// Deletes the named objects the caller may reach (rows, then bytes) and returns their rows.
  package func remove(_ keys: [ObjectKey], caller: Caller) async throws -> [StoredObject] {
    let deleted = try await objects.delete(keys, scope: try await objectScope(for: caller))
    for object in deleted { await bytes.remove(blob(of: object)) }
    return deleted
  }

  /// Where an object's bytes are kept.
  package func blob(of object: StoredObject) -> BlobName {
    BlobName(bucket: object.key.bucket, version: object.version)
  }

  /// Each segment percent-encoded, the slashes between them kept.
  package static func encodedPath(_ name: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#[]@!$&'()*+,;=")
    return name.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
