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
