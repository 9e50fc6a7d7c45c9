import CompassModels
import Foundation
import SQLKit

/// The rows of resumable uploads: what each will become, how much of it has arrived, and whose
/// it is. Only the caller who began an upload reaches it; the object's own scope is checked
/// again when it is finished.
package struct ResumableUploadStore: Sendable {
  package let database: CompassDatabase
  package let now: @Sendable () -> Date

  package init(database: CompassDatabase, now: @escaping @Sendable () -> Date) {
    self.database = database
    self.now = now
  }

  /// An upload as recorded.
  package struct Upload: Sendable, Equatable {
    package let id: UUID
    /// Whose upload it is; `nil` for the service role's.
    package let user: UserID?
    package let key: ObjectKey
    package let contentType: String
    package let cacheControl: String
    package let userMetadata: String?
    package let upsert: Bool
    package let length: Int64
    package var offset: Int64
    package let expiresAt: Date
    /// Where its bytes stand in the object store (an S3 multipart upload's parts), if anywhere.
    package var state: String?

    package init(
      id: UUID, user: UserID?, key: ObjectKey, contentType: String, cacheControl: String,
      userMetadata: String?, upsert: Bool, length: Int64, offset: Int64, expiresAt: Date,
      state: String? = nil
    ) {
      self.id = id
      self.user = user
      self.key = key
      self.contentType = contentType
      self.cacheControl = cacheControl
      self.userMetadata = userMetadata
      self.upsert = upsert
      self.length = length
      self.offset = offset
      self.expiresAt = expiresAt
      self.state = state
    }
  }

  private static let columns: SQLQueryString = """
    CAST(id AS TEXT) AS id, CAST(user_id AS TEXT) AS user_id, bucket_id, name, content_type, \
    cache_control, user_metadata, upsert, upload_length, upload_offset, \
    CAST(expires_at AS TEXT) AS expires_at, store_state
    """

  package func insert(_ upload: Upload) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        INSERT INTO resumable_uploads (id, user_id, bucket_id, name, content_type, \
        cache_control, user_metadata, upsert, upload_length, upload_offset, created_at, \
        expires_at, store_state) VALUES (\(database.bind(uuid: UUIDText.lowercase(upload.id))), \
        \(upload.user.map { database.bind(uuid: $0.description) } ?? "NULL"), \
        \(bind: upload.key.bucket), \(bind: upload.key.name), \(bind: upload.contentType), \
        \(bind: upload.cacheControl), \(bind: upload.userMetadata), \
        \(database.bind(flag: upload.upsert)), \(bind: upload.length), \(bind: upload.offset), \
        \(database.bind(time: now())), \(database.bind(time: upload.expiresAt)), \
        \(bind: upload.state))
        """
      ).run()
    }
  }

  /// The upload `id` when it is `caller`'s (the user who began it, or the service role for its
  /// own); `nil` otherwise, as if it did not exist.
  package func find(_ id: UUID, caller: Caller) async throws -> Upload? {
    let row = try await database.withConnection { connection in
      try await connection.raw(
        "SELECT \(Self.columns) FROM resumable_uploads WHERE id = \(database.bind(uuid: UUIDText.lowercase(id)))"
      ).first()
    }
    guard let row, let upload = try Self.upload(from: row) else { return nil }
    switch caller {
    case .serviceRole: return upload.user == nil ? upload : nil
    case .user(let person): return upload.user == person ? upload : nil
    case .anonymous, .coach: return nil
    }
  }

  /// Records that `offset` bytes have arrived, standing as `state` in the store, when the row
  /// still said `from` (so two writes at once cannot both count).
  package func advance(_ id: UUID, from: Int64, to offset: Int64, state: String?) async throws
    -> Bool
  {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE resumable_uploads SET upload_offset = \(bind: offset), store_state = \
        \(bind: state) WHERE id = \(database.bind(uuid: UUIDText.lowercase(id))) AND \
        upload_offset = \(bind: from) RETURNING upload_offset
        """
      ).first() != nil
    }
  }

  /// Makes `writer` the one server writing to upload `id` until `until`, when no other server
  /// is (or its claim has lapsed, a server gone mid-write); `false` otherwise.
  package func claimWriter(_ id: UUID, writer: String, until: Date) async throws -> Bool {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE resumable_uploads SET writer = \(bind: writer), writer_until = \
        \(database.bind(time: until)), stop_asked_at = NULL WHERE id = \
        \(database.bind(uuid: UUIDText.lowercase(id))) AND (writer IS NULL OR writer = \
        \(bind: writer) OR writer_until <= \(database.bind(time: now()))) RETURNING writer
        """
      ).first() != nil
    }
  }

  /// Keeps `writer`'s claim on upload `id` until `until`.
  package func renewWriter(_ id: UUID, writer: String, until: Date) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE resumable_uploads SET writer_until = \(database.bind(time: until)) WHERE id = \
        \(database.bind(uuid: UUIDText.lowercase(id))) AND writer = \(bind: writer)
        """
      ).run()
    }
  }

  /// Whether a newer request has asked `writer`, writing to upload `id`, to stop. An upload
  /// gone (its last byte just made it an object) asks nothing.
  package func isAskedToStop(_ id: UUID, writer: String) async throws -> Bool {
    let row = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(stop_asked_at AS TEXT) AS stop_asked_at FROM resumable_uploads WHERE id = \
        \(database.bind(uuid: UUIDText.lowercase(id))) AND writer = \(bind: writer)
        """
      ).first()
    }
    guard let row else { return false }
    return try row.decodeNil(column: "stop_asked_at") == false
  }

  /// Asks whichever server is writing to upload `id` to stop and keep what it has.
  package func askWriterToStop(_ id: UUID) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE resumable_uploads SET stop_asked_at = \(database.bind(time: now())) WHERE id = \
        \(database.bind(uuid: UUIDText.lowercase(id))) AND writer IS NOT NULL
        """
      ).run()
    }
  }

  /// Ends `writer`'s claim on upload `id`.
  package func releaseWriter(_ id: UUID, writer: String) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE resumable_uploads SET writer = NULL, writer_until = NULL WHERE id = \
        \(database.bind(uuid: UUIDText.lowercase(id))) AND writer = \(bind: writer)
        """
      ).run()
    }
  }

  package func delete(_ id: UUID) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        "DELETE FROM resumable_uploads WHERE id = \(database.bind(uuid: UUIDText.lowercase(id)))"
      ).run()
    }
  }

  /// Removes the uploads past their expiry and returns their ids and states, whose bytes then
  /// go.
  package func deleteExpired() async throws -> [(id: UUID, state: String?)] {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        DELETE FROM resumable_uploads WHERE expires_at < \(database.bind(time: now())) \
        RETURNING CAST(id AS TEXT) AS id, store_state
        """
      ).all().compactMap { row in
        guard let id = UUID(uuidString: try row.decode(column: "id", as: String.self)) else {
          return nil
        }
        return (id, try row.decode(column: "store_state", as: String?.self))
      }
    }
  }

  /// Whether upload `id` is recorded, whoever's it is.
  package func exists(_ id: UUID) async throws -> Bool {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT 1 AS one FROM resumable_uploads WHERE id = \(database.bind(uuid: UUIDText.lowercase(id)))"
      ).first() != nil
    }
  }

  /// Every upload's id, for the start-up sweep of bytes no row claims.
  package func allIDs() async throws -> Set<UUID> {
    try await database.withConnection { connection in
      Set(
        try await connection.raw("SELECT CAST(id AS TEXT) AS id FROM resumable_uploads").all()
          .compactMap { UUID(uuidString: try $0.decode(column: "id", as: String.self)) })
    }
  }

  private static func upload(from row: any SQLRow) throws -> Upload? {
    guard let id = UUID(uuidString: try row.decode(column: "id", as: String.self)),
      let key = try? ObjectKey(
        bucket: row.decode(column: "bucket_id", as: String.self),
        name: row.decode(column: "name", as: String.self)),
      let expiry = Timestamp.parse(try row.decode(column: "expires_at", as: String.self))
    else { return nil }
    return Upload(
      id: id, user: try row.decode(column: "user_id", as: String?.self).flatMap(UserID.init),
      key: key, contentType: try row.decode(column: "content_type", as: String.self),
      cacheControl: try row.decode(column: "cache_control", as: String.self),
      userMetadata: try row.decode(column: "user_metadata", as: String?.self),
      upsert: try row.decode(column: "upsert", as: Bool.self),
      length: try row.decode(column: "upload_length", as: Int64.self),
      offset: try row.decode(column: "upload_offset", as: Int64.self), expiresAt: expiry,
      state: try row.decode(column: "store_state", as: String?.self))
  }
}
