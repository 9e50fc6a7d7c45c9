import SQLKit

/// A table's columns as `StoredColumns` reads them: the select list for each database, names
/// and types in select order and each name's position, worked out once per table rather than
/// once per row. A class, so a row holds it by one reference.
final class ColumnLayout: Sendable {
  let names: [String]
  let types: [ColumnType]
  let positions: [String: Int]
  private let sqliteSelect: String
  private let postgresSelect: String

  init(_ table: TableSchema) {
    names = table.columnNames
    types = table.columns.map(\.type)
    positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    sqliteSelect = ColumnProjection.sql(table, .sqlite)
    postgresSelect = ColumnProjection.sql(table, .postgres)
  }

  /// The select list of the table's columns in `dialect`.
  func select(_ dialect: SQLDialectKind) -> String {
    dialect == .sqlite ? sqliteSelect : postgresSelect
  }

  private static let byTable = TableRegistry.tables.mapValues(ColumnLayout.init)

  /// The layout of `table`.
  static func of(_ table: TableSchema) -> ColumnLayout {
    byTable[table.name] ?? ColumnLayout(table)
  }
}

/// How the rows a statement returns are read: as PostgREST's JSON object texts for REST
/// clients, or as models decoded straight from their columns for the pages and `/api`.
struct RowShape<Row: Sendable>: Sendable {
  /// What the statement selects or returns.
  let projection: @Sendable (SQLBuilder) -> SQLQueryString
  /// One result row read as `Row`; a row that cannot be read throws.
  let read: @Sendable (any SQLRow) throws -> Row
}

extension RowShape where Row == String {
  /// Each row as its JSON object text, with only the `selected` columns when given.
  static func json(_ selected: [RestQuery.Selected]?) -> RowShape<String> {
    RowShape(
      projection: { builder in "\(builder.rowJSON(selected)) AS row" },
      read: { row in try row.decode(column: "row", as: String.self) })
  }
}
