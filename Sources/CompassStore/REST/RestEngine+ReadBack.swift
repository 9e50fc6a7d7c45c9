import SQLKit

extension RestEngine {
  /// What an insert returns: the rows' projection, and their keys when they are read back.
  func insertReturning<Row>(_ table: TableSchema, _ shape: RowShape<Row>, _ builder: SQLBuilder)
    -> SQLQueryString
  {
    guard readsBack(table) else { return shape.projection(builder) }
    return "\(shape.projection(builder)), \(ident: table.primaryKey) AS \(ident: Self.readBackKey)"
  }

  /// The inserted rows as the request asked for them. SQLite's RETURNING shows a row as the
  /// statement wrote it, before its triggers completed it, so such rows are read again.
  func insertedRows<Row>(
    _ rows: [any SQLRow], _ table: TableSchema, _ shape: RowShape<Row>, _ builder: SQLBuilder,
    in connection: any SQLDatabase
  ) async throws -> [Row] {
    guard readsBack(table) else { return try rows.map(shape.read) }
    var read: [Row] = []
    for row in rows {
      let key = try row.decode(column: Self.readBackKey, as: String.self)
      let again = try await connection.raw(
        "SELECT \(shape.projection(builder)) FROM \(ident: table.name) WHERE \(ident: table.primaryKey) = \(bind: key)"
      ).first()
      if let again { read.append(try shape.read(again)) }
    }
    return read
  }

  private static let readBackKey = "compass_read_back_key"

  private func readsBack(_ table: TableSchema) -> Bool {
    table.completedAfterInsert && database.dialect == .sqlite
  }
}
