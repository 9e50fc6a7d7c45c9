import SQLKit

extension RowScope {
  /// Refuses rows written for an athlete the caller may not change: every owner a row names
  /// is the caller or an athlete linked to them with edit access, read inside the write's
  /// transaction; and an athlete's data belongs to an athlete, never to a parent's own account
  /// (a parent not yet linked has no data of their own to add to).
  func checkOwners(
    _ owners: Set<String>, table: TableSchema, in database: any SQLDatabase,
    dialect: SQLDialectKind
  ) async throws {
    guard table.access == .athleteData, case .user(let id) = caller else { return }
    let builder = SQLBuilder(table: table, dialect: dialect)
    let named = owners.sorted().map { builder.placeholder(BoundValue(value: $0, type: .uuid)) }
    let parents = try await database.raw(
      "SELECT 1 AS found FROM profiles WHERE role = 'parent' AND id IN (\(named.joined(separator: ", ")))"
    ).first()
    guard parents == nil else {
      throw PostgrestError.rowLevelSecurity(table: table.name, anonymous: false)
    }
    let others = owners.subtracting([id.description]).sorted()
    guard !others.isEmpty else { return }
    let listed = others.map { builder.placeholder(BoundValue(value: $0, type: .uuid)) }
    let editable = try await database.raw(
      "SELECT CAST(athlete_id AS TEXT) AS athlete FROM family_links WHERE parent_id = \(builder.placeholder(BoundValue(value: id.description, type: .uuid))) AND access = 'edit' AND athlete_id IN (\(listed.joined(separator: ", ")))"
    ).all().map { try $0.decode(column: "athlete", as: String.self).lowercased() }
    guard Set(others).isSubset(of: editable) else {
      throw PostgrestError.rowLevelSecurity(table: table.name, anonymous: false)
    }
  }

  /// Refuses rows whose ids point at rows of another athlete than the row's own `owners` (or
  /// at rows that do not exist): the same foreign-key error either way, so nothing leaks about
  /// other families' rows. `owners` are the athletes the written rows belong to.
  func checkReferences(
    _ rows: [[String: BoundValue]], owners: Set<String>, table: TableSchema,
    in database: any SQLDatabase, dialect: SQLDialectKind
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
      for owner in owners.isEmpty ? [nil] : owners.sorted().map(Optional.some) {
        let found = try await referencedRows(
          wanted, in: target, columns: column.referencedColumns, owner: owner, database: database,
          dialect: dialect)
        if let missing = wanted.subtracting(found).sorted().first {
          throw PostgrestError.foreignKey(
            table: table.name, column: column.name, value: missing, referenced: referenced)
        }
      }
    }
  }

  /// Which of `ids` appear in any of `columns` of `owner`'s rows of `target` (of any row for
  /// the service role), asked a thousand at a time.
  private func referencedRows(
    _ ids: Set<String>, in target: TableSchema, columns: [String], owner: String?,
    database: any SQLDatabase, dialect: SQLDialectKind
  ) async throws -> Set<String> {
    let builder = SQLBuilder(table: target, dialect: dialect)
    let belongs: SQLQueryString =
      if let owner {
        "\(ident: target.ownerColumn) = \(builder.placeholder(BoundValue(value: owner, type: .uuid)))"
      } else {
        try condition(.read, on: target, builder: builder)
      }
    let sorted = ids.sorted()
    var found = Set<String>()
    for start in stride(from: 0, to: sorted.count, by: 1_000) {
      let chunk = sorted[start..<min(start + 1_000, sorted.count)].map {
        builder.placeholder(BoundValue(value: $0, type: .uuid))
      }
      for name in columns {
        found.formUnion(
          try await database.raw(
            "SELECT CAST(\(ident: name) AS TEXT) AS id FROM \(ident: target.name) WHERE \(ident: name) IN (\(chunk.joined(separator: ", "))) AND \(belongs)"
          ).all().map { try $0.decode(column: "id", as: String.self).lowercased() })
      }
    }
    return found
  }
}
