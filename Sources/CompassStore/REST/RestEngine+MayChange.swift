import SQLKit

extension RestEngine {
  /// Whether the caller may change every one of the rows `query` selects, and there is at
  /// least one: how a function writing beside the REST tables (a coach's link to one school)
  /// asks the scoping layer before it writes.
  package func mayChange(_ table: TableSchema, _ query: RestQuery, scope: RowScope) async throws
    -> Bool
  {
    let builder = SQLBuilder(table: table, dialect: database.dialect)
    let selected = try builder.conditions(query.filters)
    let changeable = try scope.condition(.update, on: table, builder: builder)
    return try await database.withConnection { connection in
      let counts = try await connection.raw(
        "SELECT count(*) AS total, count(CASE WHEN \(changeable) THEN 1 END) AS allowed FROM \(ident: table.name) WHERE \(selected)"
      ).first()
      guard let counts else { return false }
      let total = try counts.decode(column: "total", as: Int.self)
      let allowed = try counts.decode(column: "allowed", as: Int.self)
      return total > 0 && total == allowed
    }
  }
}
