import CompassModels
import Foundation
import SQLKit

/// The changes the capture triggers recorded (`realtime_changes`), read in order by id; old
/// ones are pruned. Every instance sharing the database reads the same log.
package struct ChangeLog: Sendable {
  /// One recorded change: a row inserted, updated or deleted, as `select=*` reads it.
  package struct Change: Sendable, Equatable {
    package let id: Int64
    package let table: String
    /// `INSERT`, `UPDATE` or `DELETE`.
    package let kind: String
    package let record: [String: JSONValue]?
    package let oldRecord: [String: JSONValue]?
    package let committedAt: String
  }

  package let database: CompassDatabase

  package init(database: CompassDatabase) {
    self.database = database
  }

  /// The id of the newest change, where a reader starting now begins.
  package func latest() async throws -> Int64 {
    let row = try await database.withConnection { connection in
      try await connection.raw("SELECT COALESCE(MAX(id), 0) AS latest FROM realtime_changes")
        .first()
    }
    return try row?.decode(column: "latest", as: Int64.self) ?? 0
  }

  /// How many changes one read takes at most.
  package static let pageSize = 500

  /// The changes after `id`, oldest first, at most `pageSize`.
  package func after(_ id: Int64) async throws -> [Change] {
    let rows = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT id, table_name, kind, record, old_record, \
        CAST(committed_at AS TEXT) AS committed_at FROM realtime_changes \
        WHERE id > \(bind: id) ORDER BY id LIMIT \(bind: Self.pageSize)
        """
      ).all()
    }
    return try rows.map(Self.change)
  }

  /// Forgets the changes up to `id` (every reader is past them).
  package func prune(through id: Int64) async throws {
    try await database.withConnection { connection in
      try await connection.raw("DELETE FROM realtime_changes WHERE id <= \(bind: id)").run()
    }
  }

  private static func change(_ row: any SQLRow) throws -> Change {
    Change(
      id: try row.decode(column: "id", as: Int64.self),
      table: try row.decode(column: "table_name", as: String.self),
      kind: try row.decode(column: "kind", as: String.self),
      record: object(try row.decode(column: "record", as: String?.self)),
      oldRecord: object(try row.decode(column: "old_record", as: String?.self)),
      committedAt: try row.decode(column: "committed_at", as: String.self))
  }

  private static func object(_ text: String?) -> [String: JSONValue]? {
    guard let text,
      case .object(let fields)? = try? JSONDecoder().decode(
        JSONValue.self, from: Data(text.utf8))
    else { return nil }
    return fields
  }
}
