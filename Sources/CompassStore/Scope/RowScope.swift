import CompassModels
import SQLKit

/// The one place that confines every row read and written to the caller: reads, updates and
/// deletes carry `user_id = caller`; inserted rows are owned by the caller; ids that point at
/// other rows must point at the caller's own. REST, `/api` and the web pages all go through it.
package struct RowScope: Sendable {
  let caller: Caller

  package init(caller: Caller) {
    self.caller = caller
  }

  /// The condition every read, update and delete on `table` carries; `qualified` names the
  /// column with its table (inside an upsert's conflict clause).
  func ownership(of table: TableSchema, builder: SQLBuilder, qualified: Bool = false) throws
    -> SQLQueryString
  {
    switch caller {
    case .anonymous:
      throw PostgrestError.permissionDenied(table: table.name)
    case .serviceRole:
      return "1 = 1"
    case .user(let id):
      let column: SQLQueryString =
        qualified
        ? "\(ident: table.name).\(ident: table.ownerColumn)" : "\(ident: table.ownerColumn)"
      return "\(column) = \(builder.placeholder(BoundValue(value: id.description, type: .uuid)))"
    }
  }

  /// Fills and checks a row to insert, or the changes of an update: the owner is the caller
  /// and any user id the body names must be the caller's.
  func claim(_ row: inout [String: BoundValue], table: TableSchema, isInsert: Bool) throws {
    guard case .user(let id) = caller else {
      if caller == .anonymous { throw PostgrestError.permissionDenied(table: table.name) }
      return
    }
    let me = id.description
    let userColumns =
      [table.ownerColumn] + table.columns.filter { $0.references == "users" }.map(\.name)
    for name in userColumns {
      if let given = row[name]?.value as? String, given != me {
        throw PostgrestError.rowLevelSecurity(table: table.name, anonymous: false)
      }
    }
    if isInsert { row[table.ownerColumn] = BoundValue(value: me, type: .uuid) }
  }

  /// Refuses rows whose ids point at rows that are not the caller's (or do not exist): the
  /// same foreign-key error either way, so nothing leaks about other users' rows.
  func checkReferences(
    _ rows: [[String: BoundValue]], table: TableSchema, in database: any SQLDatabase,
    dialect: SQLDialectKind
  ) async throws {
    for column in table.columns {
      guard let referenced = column.references, referenced != "users",
        let target = TableRegistry.table(referenced)
      else { continue }
      var wanted = Set<String>()
      for row in rows {
        let ids = row[column.name]?.referencedIDs ?? []
        let ownID = row[table.primaryKey]?.value as? String
        wanted.formUnion(ids.filter { !(referenced == table.name && $0 == ownID) })
      }
      guard !wanted.isEmpty else { continue }
      let found = try await owned(
        wanted, in: target, columns: column.referencedColumns, database: database,
        dialect: dialect)
      if let missing = wanted.subtracting(found).sorted().first {
        throw PostgrestError.foreignKey(
          table: table.name, column: column.name, value: missing, referenced: referenced)
      }
    }
  }

  /// Which of `ids` appear in any of `columns` of the caller's rows of `target`, asked a
  /// thousand at a time.
  private func owned(
    _ ids: Set<String>, in target: TableSchema, columns: [String], database: any SQLDatabase,
    dialect: SQLDialectKind
  ) async throws -> Set<String> {
    let builder = SQLBuilder(table: target, dialect: dialect)
    let owner = try ownership(of: target, builder: builder)
    let sorted = ids.sorted()
    var found = Set<String>()
    for start in stride(from: 0, to: sorted.count, by: 1_000) {
      let chunk = sorted[start..<min(start + 1_000, sorted.count)].map {
        builder.placeholder(BoundValue(value: $0, type: .uuid))
      }
      for name in columns {
        found.formUnion(
          try await database.raw(
            "SELECT CAST(\(ident: name) AS TEXT) AS id FROM \(ident: target.name) WHERE \(ident: name) IN (\(chunk.joined(separator: ", "))) AND \(owner)"
          ).all().map { try $0.decode(column: "id", as: String.self).lowercased() })
      }
    }
    return found
  }
}
