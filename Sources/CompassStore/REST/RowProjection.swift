/// The SQL that turns a row into its JSON object, written out as text: SQLKit's expression
/// serializer costs more than the query itself for a 25-column object. Column names come from
/// the registry; keys (which a `select` alias may set) are quoted as SQL string literals.
enum RowProjection {
  /// `select=*` for every table, built once per dialect.
  private static let everything: [SQLDialectKind: [String: String]] = [
    .sqlite: allColumns(.sqlite), .postgres: allColumns(.postgres),
  ]

  static func sql(_ table: TableSchema, selected: [RestQuery.Selected]?, dialect: SQLDialectKind)
    -> String
  {
    if selected == nil, let cached = everything[dialect]?[table.name] { return cached }
    let items = selected ?? table.columnNames.map { RestQuery.Selected(column: $0, key: $0) }
    let pairs = items.map { item in
      "\(literal(item.key)), \(value(item.column, type: table.column(item.column)?.type ?? .text, dialect))"
    }
    let objects = stride(from: 0, to: pairs.count, by: pairsPerCall).map { start in
      object(pairs[start..<min(start + pairsPerCall, pairs.count)], dialect)
    }
    return joined(objects)
  }

  /// A whole row as its JSON text, the same object `select=*` reads, from a trigger's `NEW` or
  /// `OLD` row on SQLite (PostgreSQL's triggers use `to_jsonb`, which gives the same values).
  static func triggerRow(_ table: TableSchema, _ row: String) -> String {
    let pairs = table.columnNames.map { column in
      "\(literal(column)), \(value(column, type: table.column(column)?.type ?? .text, .sqlite, row: row))"
    }
    let objects = stride(from: 0, to: pairs.count, by: pairsPerCall).map { start in
      object(pairs[start..<min(start + pairsPerCall, pairs.count)], .sqlite)
    }
    return joined(objects)
  }

  /// Both databases cap a function's arguments (PostgreSQL at 100, SQLite at 127), so a long
  /// `select` builds its object in pieces of 50 keys.
  private static let pairsPerCall = 50

  private static func object(_ pairs: ArraySlice<String>, _ dialect: SQLDialectKind) -> String {
    let object =
      "\(dialect == .sqlite ? "json_object" : "json_build_object")(\(pairs.joined(separator: ", ")))"
    return dialect == .postgres ? "\(object)::text" : object
  }

  /// One JSON object text from several: each piece's braces dropped where they meet.
  private static func joined(_ objects: [String]) -> String {
    guard objects.count > 1 else { return objects.first ?? "'{}'" }
    return objects.enumerated().map { index, object in
      var piece = object
      if index < objects.count - 1 { piece = "substr(\(piece), 1, length(\(piece)) - 1)" }
      if index > 0 { piece = "substr(\(piece), 2)" }
      return piece
    }.joined(separator: " || ',' || ")
  }

  private static func allColumns(_ dialect: SQLDialectKind) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: TableRegistry.tables.values.map { table in
        let items = table.columnNames.map { RestQuery.Selected(column: $0, key: $0) }
        return (table.name, sql(table, selected: items, dialect: dialect))
      })
  }

  private static func value(
    _ column: String, type: ColumnType, _ dialect: SQLDialectKind, row: String? = nil
  ) -> String {
    let name = (row.map { $0 + "." } ?? "") + identifier(column)
    guard dialect == .sqlite else { return name }
    switch type {
    case .boolean:
      return
        "CASE WHEN \(name) IS NULL THEN NULL WHEN \(name) THEN json('true') ELSE json('false') END"
    case .uuidArray, .json: return "json(\(name))"
    default: return name
    }
  }

  static func identifier(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
