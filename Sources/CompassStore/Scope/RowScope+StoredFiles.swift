import SQLKit

extension RowScope {
  /// Refuses rows whose file column (`documents.file_url`) names anything but an existing
  /// object in the folder of the row's own athlete: a stranger's row naming someone else's
  /// file would otherwise open those bytes to whoever the row is shared with. Every caller is
  /// held to it, the service role too; a missing object and another's look the same.
  func checkStoredFiles(
    _ rows: [[String: BoundValue]], table: TableSchema, in database: any SQLDatabase,
    dialect: SQLDialectKind
  ) async throws {
    for column in table.columns {
      guard let bucket = column.storedIn else { continue }
      var wanted = Set<String>()
      for row in rows {
        guard let name = row[column.name]?.value as? String else { continue }
        let owner = (row[table.ownerColumn]?.value as? String)?.lowercased()
        guard let key = try? ObjectKey(bucket: bucket, name: name), key.name == name,
          key.folder == owner
        else { throw Self.notOwnersFile(table, column, name) }
        wanted.insert(name)
      }
      let found = try await existingObjects(wanted, bucket: bucket, in: database, dialect: dialect)
      if let missing = wanted.subtracting(found).sorted().first {
        throw Self.notOwnersFile(table, column, missing)
      }
    }
  }

  /// The rows an update leaves behind, as far as their files go: each targeted row's owner and
  /// file columns with `changes` applied; empty when the update touches neither.
  func filesAfterUpdate(
    _ changes: [String: BoundValue], table: TableSchema, targets: SQLQueryString,
    in database: any SQLDatabase
  ) async throws -> [[String: BoundValue]] {
    let files = table.columns.filter { $0.storedIn != nil }.map(\.name)
    guard !files.isEmpty,
      changes.keys.contains(where: { files.contains($0) || $0 == table.ownerColumn })
    else { return [] }
    let selected: [SQLQueryString] = ([table.ownerColumn] + files).map {
      "CAST(\(ident: $0) AS TEXT) AS \(ident: $0)"
    }
    return try await database.raw(
      "SELECT \(selected.joined(separator: ", ")) FROM \(ident: table.name) WHERE \(targets)"
    ).all().map { stored in
      var row: [String: BoundValue] = [:]
      for name in [table.ownerColumn] + files {
        row[name] =
          try changes[name]
          ?? BoundValue(
            value: try stored.decode(column: name, as: String?.self), type: .text)
      }
      return row
    }
  }

  private func existingObjects(
    _ names: Set<String>, bucket: String, in database: any SQLDatabase, dialect: SQLDialectKind
  ) async throws -> Set<String> {
    let sorted = names.sorted()
    var found = Set<String>()
    for start in stride(from: 0, to: sorted.count, by: 1_000) {
      let chunk = sorted[start..<min(start + 1_000, sorted.count)].map {
        dialect.bind(BoundValue(value: $0, type: .text))
      }
      found.formUnion(
        try await database.raw(
          "SELECT name FROM storage_objects WHERE bucket_id = \(bind: bucket) AND name IN (\(chunk.joined(separator: ", ")))"
        ).all().map { try $0.decode(column: "name", as: String.self) })
    }
    return found
  }

  private static func notOwnersFile(
    _ table: TableSchema, _ column: TableSchema.Column, _ name: String
  )
    -> PostgrestError
  {
    .foreignKey(
      table: table.name, column: column.name, value: PostgrestError.excerpt(name),
      referenced: "storage.objects")
  }
}
