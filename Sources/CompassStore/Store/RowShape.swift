import SQLKit

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
