/// The select list that hands a table's columns to `StoredColumns` in table order: as they
/// are in SQLite, and in PostgreSQL as text where the decoder reads text (timestamps in ISO 8601,
/// arrays as JSON), so both databases give the decoder the same values. `ColumnLayout` keeps it.
enum ColumnProjection {
  static func sql(_ table: TableSchema, _ dialect: SQLDialectKind) -> String {
    table.columns.map { column in
      let name = RowProjection.identifier(column.name)
      guard dialect == .postgres else { return name }
      return "\(postgresValue(name, column.type)) AS \(name)"
    }.joined(separator: ", ")
  }

  private static func postgresValue(_ name: String, _ type: ColumnType) -> String {
    switch type {
    case .boolean, .integer: name
    case .numeric: "\(name)::float8"
    case .timestamp: "to_json(\(name)) #>> '{}'"
    case .uuidArray: "to_json(\(name))::text"
    case .uuid, .text, .date, .time, .json: "\(name)::text"
    }
  }
}
