import CompassModels
import Foundation
import SQLKit

/// Object and bucket rows in the database. Every object read and write takes the caller's
/// `ObjectScope`, so no query here reaches another user's files.
package struct ObjectStore: Sendable {
  package let database: CompassDatabase
  package let now: @Sendable () -> Date
  package let newID: @Sendable () -> UUID

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    newID: @escaping @Sendable () -> UUID
  ) {
    self.database = database
    self.now = now
    self.newID = newID
  }

  /// What a write records besides the key: the bytes' version on disk and how to serve them.
  package struct Contents: Sendable {
    let version: UUID
    let size: Int64
    package let mimetype: String
    let cacheControl: String
    let userMetadata: JSONValue?

    package init(
      version: UUID, size: Int64, mimetype: String, cacheControl: String,
      userMetadata: JSONValue?
    ) {
      self.version = version
      self.size = size
      self.mimetype = mimetype
      self.cacheControl = cacheControl
      self.userMetadata = userMetadata
    }
  }

  private static let columns: SQLQueryString = """
    CAST(id AS TEXT) AS id, bucket_id, name, CAST(owner AS TEXT) AS owner, \
    CAST(version AS TEXT) AS version, size, mimetype, cache_control, \
    CAST(user_metadata AS TEXT) AS user_metadata, CAST(created_at AS TEXT) AS created_at, \
    CAST(updated_at AS TEXT) AS updated_at
    """

  package func bucket(_ id: String) async throws -> StorageBucket? {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT id, name, public, file_size_limit, CAST(created_at AS TEXT) AS created_at, CAST(updated_at AS TEXT) AS updated_at FROM storage_buckets WHERE id = \(bind: id)"
      ).first().map(Self.bucket(from:))
    }
  }

  package func buckets() async throws -> [StorageBucket] {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT id, name, public, file_size_limit, CAST(created_at AS TEXT) AS created_at, CAST(updated_at AS TEXT) AS updated_at FROM storage_buckets ORDER BY name"
      ).all().map(Self.bucket(from:))
    }
  }

  /// The object at `key` when the caller may read it.
  package func find(_ key: ObjectKey, scope: ObjectScope) async throws -> StoredObject? {
    guard scope.mayRead(key) else { return nil }
    return try await database.withConnection { connection in
      try await connection.raw(
        "SELECT \(Self.columns) FROM storage_objects WHERE bucket_id = \(bind: key.bucket) AND name = \(bind: key.name)"
      ).first().map(Self.object(from:))
    }
  }

  /// Records `contents` at `key`, replacing an existing object only when `upsert`. Returns the
  /// saved row and the version it replaced, whose bytes the caller then removes.
  package func save(_ key: ObjectKey, _ contents: Contents, upsert: Bool, scope: ObjectScope)
    async throws -> (saved: StoredObject, replaced: UUID?)
  {
    let owner = try scope.owner(forWriting: key)
    let dialect = database.dialect
    let stamp = now()
    let time = dialect.bind(BoundValue(value: Timestamp.format(stamp), type: .timestamp))
    let ownerValue = dialect.bind(BoundValue(value: owner?.description, type: .uuid))
    let version = dialect.bind(
      BoundValue(value: UUIDText.lowercase(contents.version), type: .uuid))
    let metadata = dialect.bind(
      BoundValue(value: contents.userMetadata.map(Self.jsonText), type: .json))
    do {
      return try await database.transaction { connection in
        let existing = try await connection.raw(
          "SELECT \(Self.columns) FROM storage_objects WHERE bucket_id = \(bind: key.bucket) AND name = \(bind: key.name)"
        ).first().map(Self.object(from:))
        if let existing {
          guard upsert else { throw ObjectRefusal.duplicate }
          try await connection.raw(
            "UPDATE storage_objects SET owner = \(ownerValue), version = \(version), size = \(bind: contents.size), mimetype = \(bind: contents.mimetype), cache_control = \(bind: contents.cacheControl), user_metadata = \(metadata), updated_at = \(time) WHERE id = \(dialect.bind(BoundValue(value: UUIDText.lowercase(existing.id), type: .uuid)))"
          ).run()
          return (
            Self.saved(
              key, contents, id: existing.id, owner: owner, created: existing.createdAt,
              updated: stamp),
            existing.version
          )
        }
        let id = newID()
        try await connection.raw(
          "INSERT INTO storage_objects (id, bucket_id, name, owner, version, size, mimetype, cache_control, user_metadata, created_at, updated_at) VALUES (\(dialect.bind(BoundValue(value: UUIDText.lowercase(id), type: .uuid))), \(bind: key.bucket), \(bind: key.name), \(ownerValue), \(version), \(bind: contents.size), \(bind: contents.mimetype), \(bind: contents.cacheControl), \(metadata), \(time), \(time))"
        ).run()
        return (
          Self.saved(key, contents, id: id, owner: owner, created: stamp, updated: stamp), nil
        )
      }
    } catch let error as ObjectRefusal {
      throw error
    } catch {
      throw Self.storageError(error)
    }
  }

  /// Renames the caller's object `source` to `destination` in one step; the bytes stay where
  /// they are, since they are filed by version.
  package func move(_ source: ObjectKey, to destination: ObjectKey, scope: ObjectScope) async throws
    -> StoredObject
  {
    let owner = try scope.owner(forWriting: destination)
    guard scope.mayWrite(source) else { throw ObjectRefusal.objectNotFound }
    let dialect = database.dialect
    let time = dialect.bind(BoundValue(value: Timestamp.format(now()), type: .timestamp))
    let ownerValue = dialect.bind(BoundValue(value: owner?.description, type: .uuid))
    do {
      return try await database.transaction { connection in
        guard
          let moved = try await connection.raw(
            "UPDATE storage_objects SET bucket_id = \(bind: destination.bucket), name = \(bind: destination.name), owner = \(ownerValue), updated_at = \(time) WHERE bucket_id = \(bind: source.bucket) AND name = \(bind: source.name) RETURNING \(Self.columns)"
          ).first().map(Self.object(from:))
        else { throw ObjectRefusal.objectNotFound }
        return moved
      }
    } catch let error as ObjectRefusal {
      throw error
    } catch {
      throw Self.storageError(error)
    }
  }

  /// The objects in `bucket` under folders the caller reaches whose names start with
  /// `namePrefix`.
  package func list(bucket: String, namePrefix: String, scope: ObjectScope) async throws
    -> [StoredObject]
  {
    let folders = try scope.folders()
    return try await database.withConnection { connection in
      let folderCondition: SQLQueryString =
        folders.map { ids in
          let names = ids.map { SQLQueryString("\(bind: $0.description + "/")") }
          return "lower(substr(name, 1, 37)) IN (\(names.joined(separator: ", ")))"
        } ?? "1 = 1"
      return try await connection.raw(
        "SELECT \(Self.columns) FROM storage_objects WHERE bucket_id = \(bind: bucket) AND \(folderCondition) AND substr(name, 1, CAST(\(bind: namePrefix.unicodeScalars.count) AS INTEGER)) = \(bind: namePrefix) ORDER BY name"
      ).all().map(Self.object(from:))
    }
  }

  /// Deletes the rows of those `keys` the caller may reach and returns them; their bytes are
  /// the caller's to remove.
  package func delete(_ keys: [ObjectKey], scope: ObjectScope) async throws -> [StoredObject] {
    let reachable = keys.filter(scope.mayWrite)
    guard !reachable.isEmpty else { return [] }
    return try await database.transaction { connection in
      var deleted: [StoredObject] = []
      for key in reachable {
        guard
          let row = try await connection.raw(
            "SELECT \(Self.columns) FROM storage_objects WHERE bucket_id = \(bind: key.bucket) AND name = \(bind: key.name)"
          ).first().map(Self.object(from:))
        else { continue }
        try await connection.raw(
          "DELETE FROM storage_objects WHERE bucket_id = \(bind: key.bucket) AND name = \(bind: key.name)"
        ).run()
        deleted.append(row)
      }
      return deleted
    }
  }

  /// Every object's bucket and version, for the start-up sweep.
  package func allVersions() async throws -> [(bucket: String, version: UUID)] {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT bucket_id, CAST(version AS TEXT) AS version FROM storage_objects"
      ).all().compactMap { row in
        guard let version = UUID(uuidString: try row.decode(column: "version", as: String.self))
        else { return nil }
        return (try row.decode(column: "bucket_id", as: String.self), version)
      }
    }
  }

  /// Drops rows whose bytes are gone (a file removed behind the server's back).
  package func deleteRows(versions: [UUID]) async throws {
    let dialect = database.dialect
    for version in versions {
      try await database.transaction { connection in
        try await connection.raw(
          "DELETE FROM storage_objects WHERE version = \(dialect.bind(BoundValue(value: UUIDText.lowercase(version), type: .uuid)))"
        ).run()
      }
    }
  }

  private static func saved(
    _ key: ObjectKey, _ contents: Contents, id: UUID, owner: UserID?, created: Date, updated: Date
  ) -> StoredObject {
    StoredObject(
      id: id, key: key, owner: owner, version: contents.version, size: contents.size,
      mimetype: contents.mimetype, cacheControl: contents.cacheControl,
      userMetadata: contents.userMetadata, createdAt: created, updatedAt: updated)
  }

  private static func object(from row: any SQLRow) throws -> StoredObject {
    func time(_ column: String) throws -> Date {
      Timestamp.parse(try row.decode(column: column, as: String.self))
        ?? Date(timeIntervalSince1970: 0)
    }
    guard let id = UUID(uuidString: try row.decode(column: "id", as: String.self)),
      let version = UUID(uuidString: try row.decode(column: "version", as: String.self))
    else { throw ObjectRefusal.objectNotFound }
    let metadata = try row.decode(column: "user_metadata", as: String?.self).flatMap {
      try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8))
    }
    return StoredObject(
      id: id,
      key: try ObjectKey(
        bucket: try row.decode(column: "bucket_id", as: String.self),
        name: try row.decode(column: "name", as: String.self)),
      owner: try row.decode(column: "owner", as: String?.self).flatMap(UserID.init),
      version: version, size: try row.decode(column: "size", as: Int64.self),
      mimetype: try row.decode(column: "mimetype", as: String.self),
      cacheControl: try row.decode(column: "cache_control", as: String.self),
      userMetadata: metadata, createdAt: try time("created_at"), updatedAt: try time("updated_at"))
  }

  private static func bucket(from row: any SQLRow) throws -> StorageBucket {
    func time(_ column: String) throws -> Date {
      Timestamp.parse(try row.decode(column: column, as: String.self))
        ?? Date(timeIntervalSince1970: 0)
    }
    return StorageBucket(
      id: try row.decode(column: "id", as: String.self),
      name: try row.decode(column: "name", as: String.self),
      isPublic: try row.decode(column: "public", as: Bool.self),
      fileSizeLimit: try row.decode(column: "file_size_limit", as: Int64?.self),
      createdAt: try time("created_at"), updatedAt: try time("updated_at"))
  }

  private static func jsonText(_ value: JSONValue) -> String {
    (try? String(decoding: JSONEncoder().encode(value), as: UTF8.self)) ?? "null"
  }

  /// A unique clash is a concurrent upload of the same new key; a missing owner is a service-role
  /// upload into a folder named after no user.
  private static func storageError(_ error: any Error) -> any Error {
    switch DatabaseErrorMapping.violation(error) {
    case .unique: ObjectRefusal.duplicate
    case .foreignKey: ObjectRefusal.invalidRequest("The first folder names no user")
    case nil: error
    }
  }
}
