import CompassModels
import SQLKit

/// The one place that confines every row read and written to the caller: reads, updates and
/// deletes carry `user_id = caller`; inserted rows are owned by the caller; ids that point at
/// other rows must point at the caller's own. REST, `/api` and the web pages all go through it.
struct RowScope: Sendable {
  let caller: Caller

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
      let builder = SQLBuilder(table: target, dialect: dialect)
      let ids = wanted.sorted().map { builder.placeholder(BoundValue(value: $0, type: .uuid)) }
      let owner = try ownership(of: target, builder: builder)
      let found = try await database.raw(
        "SELECT CAST(\(ident: "id") AS TEXT) AS id FROM \(ident: target.name) WHERE \(ident: "id") IN (\(ids.joined(separator: ", "))) AND \(owner)"
      ).all().map { try $0.decode(column: "id", as: String.self).lowercased() }
      if let missing = wanted.subtracting(found).sorted().first {
        throw PostgrestError.foreignKey(
          table: table.name, column: column.name, value: missing, referenced: referenced)
      }
    }
  }
}
