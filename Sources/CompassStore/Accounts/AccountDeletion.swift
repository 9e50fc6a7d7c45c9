import CompassModels
import Foundation
import SQLKit

/// Deleting an account for good. An athlete's rows all go (everything keyed by their id
/// cascades from `users`), with every file in their folder whoever uploaded it; a parent's
/// links, invites, feeds and sessions go, and what they did in an athlete's data stays, no
/// longer naming them. The rows go in one transaction; the files it returns are the caller's
/// to remove from the file store after it.
package struct AccountDeletion: Sendable {
  package let database: CompassDatabase

  package init(database: CompassDatabase) {
    self.database = database
  }

  /// A stored file of the deleted account, by bucket and the version its bytes are kept under.
  package struct StoredFile: Sendable, Equatable {
    package let bucket: String
    package let version: UUID
  }

  /// What the caller removes from the file store once the rows are gone.
  package struct Removed: Sendable {
    package let files: [StoredFile]
    /// Resumable uploads the person made, or anyone made into their folder, with where their
    /// bytes stand.
    package let resumable: [(id: UUID, state: String?)]
  }

  /// Deletes `user` and returns the files whose rows went with them.
  package func delete(_ user: UserID, email: String) async throws -> Removed {
    let id = database.dialect.bind(BoundValue(value: user.description, type: .uuid))
    let folder = user.description + "/"
    return try await database.transaction { connection in
      let files = try await connection.raw(
        """
        SELECT bucket_id, CAST(version AS TEXT) AS version FROM storage_objects \
        WHERE name LIKE \(bind: folder + "%")
        """
      ).all().compactMap(Self.file)
      try await connection.raw(
        "DELETE FROM storage_objects WHERE name LIKE \(bind: folder + "%")"
      ).run()
      let resumable = try await connection.raw(
        """
        DELETE FROM resumable_uploads WHERE user_id = \(id) OR name LIKE \(bind: folder + "%") \
        RETURNING CAST(id AS TEXT) AS id, store_state
        """
      ).all().compactMap { row -> (id: UUID, state: String?)? in
        guard let upload = UUID(uuidString: try row.decode(column: "id", as: String.self)) else {
          return nil
        }
        return (upload, try row.decode(column: "store_state", as: String?.self))
      }
      try await keepUploads(by: id, on: connection)
      for statement in Self.forgetting(id, email: email) {
        try await connection.raw(statement).run()
      }
      try await connection.raw("DELETE FROM users WHERE id = \(id)").run()
      // NB: the change log keeps rows as they were; what named the person goes with them,
      // also the changes this deletion recorded (no one may read them any more).
      let named = "%" + user.description + "%"
      try await connection.raw(
        """
        DELETE FROM realtime_changes WHERE record LIKE \(bind: named) \
        OR old_record LIKE \(bind: named)
        """
      ).run()
      return Removed(files: files, resumable: resumable)
    }
  }

  /// What the person did in someone else's data stays, without their name: files they put in
  /// an athlete's folder become the athlete's, and "logged by" or "uploaded by" them is
  /// cleared (`created_by` and `updated_by` clear themselves).
  private func keepUploads(by id: SQLQueryString, on connection: any SQLDatabase) async throws {
    let uploads = try await connection.raw(
      "SELECT CAST(id AS TEXT) AS id, name FROM storage_objects WHERE owner = \(id)"
    ).all()
    for upload in uploads {
      let name = try upload.decode(column: "name", as: String.self)
      let folderOwner = name.split(separator: "/").first.flatMap { UserID(String($0)) }
      let object = try upload.decode(column: "id", as: String.self)
      try await connection.raw(
        """
        UPDATE storage_objects SET owner = \
        \(database.dialect.bind(BoundValue(value: folderOwner?.description, type: .uuid))) \
        WHERE id = \(database.dialect.bind(BoundValue(value: object, type: .uuid)))
        """
      ).run()
    }
  }

  /// The statements that clear the person's id and address from rows that do not cascade.
  private static func forgetting(_ id: SQLQueryString, email: String) -> [SQLQueryString] {
    [
      "UPDATE interactions SET logged_by = NULL WHERE logged_by = \(id)",
      "UPDATE documents SET uploaded_by = NULL WHERE uploaded_by = \(id)",
      "UPDATE family_invites SET used_by = NULL WHERE used_by = \(id)",
      "DELETE FROM family_invite_failures WHERE user_id = \(id)",
      "DELETE FROM login_failures WHERE email = \(bind: email)",
      "DELETE FROM mail_requests WHERE email = \(bind: email)",
    ]
  }

  private static func file(_ row: any SQLRow) throws -> StoredFile? {
    guard let version = UUID(uuidString: try row.decode(column: "version", as: String.self))
    else { return nil }
    return StoredFile(
      bucket: try row.decode(column: "bucket_id", as: String.self), version: version)
  }
}
