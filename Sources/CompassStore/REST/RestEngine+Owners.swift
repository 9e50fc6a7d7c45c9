import SQLKit

extension RestEngine {
  /// Before rows are inserted: each athlete they are written for may be changed by the caller,
  /// and the ids and files each row points at belong to that row's athlete.
  func checkOwnersAndReferences(
    _ rows: [[String: BoundValue]], _ table: TableSchema, _ scope: RowScope,
    in connection: any SQLDatabase
  ) async throws {
    let dialect = database.dialect
    try await scope.checkStoredFiles(rows, table: table, in: connection, dialect: dialect)
    guard scope.actor != nil, table.access == .athleteData else {
      try await scope.checkReferences(
        rows, owners: [], table: table, in: connection, dialect: dialect)
      return
    }
    let byOwner = Dictionary(grouping: rows) { Self.owner(of: $0, table) ?? "" }
    try await scope.checkOwners(
      Set(byOwner.keys), table: table, in: connection, dialect: dialect)
    for (owner, owned) in byOwner.sorted(by: { $0.key < $1.key }) {
      try await scope.checkReferences(
        owned, owners: [owner], table: table, in: connection, dialect: dialect)
    }
  }

  /// Before rows are updated: a new athlete named for them may be changed by the caller, and
  /// ids and files the changes point at belong to the athlete of every row `targets` selects.
  func checkChanges(
    _ changes: [String: BoundValue], _ table: TableSchema, _ scope: RowScope,
    targets: SQLQueryString, in connection: any SQLDatabase
  ) async throws {
    let dialect = database.dialect
    try await scope.checkStoredFiles(
      try await scope.filesAfterUpdate(changes, table: table, targets: targets, in: connection),
      table: table, in: connection, dialect: dialect)
    guard scope.actor != nil, table.access == .athleteData else {
      try await scope.checkReferences(
        [changes], owners: [], table: table, in: connection, dialect: dialect)
      return
    }
    let pointsElsewhere = table.columns.contains {
      $0.references != nil && $0.references != "users" && changes[$0.name]?.value != nil
    }
    if let owner = Self.owner(of: changes, table) {
      try await scope.checkOwners([owner], table: table, in: connection, dialect: dialect)
      try await scope.checkReferences(
        [changes], owners: [owner], table: table, in: connection, dialect: dialect)
    } else if pointsElsewhere {
      let owners = try await connection.raw(
        "SELECT DISTINCT CAST(\(ident: table.ownerColumn) AS TEXT) AS owner FROM \(ident: table.name) WHERE \(targets)"
      ).all().map { try $0.decode(column: "owner", as: String.self).lowercased() }
      try await scope.checkReferences(
        [changes], owners: Set(owners), table: table, in: connection, dialect: dialect)
    }
  }

  /// The athlete a row or change names, lowercased.
  private static func owner(of row: [String: BoundValue], _ table: TableSchema) -> String? {
    (row[table.ownerColumn]?.value as? String)?.lowercased()
  }
}
