import PostgresNIO

/// Turns constraint failures from either database into the PostgREST errors clients expect.
enum DatabaseErrorMapping {
  /// The two constraint failures callers tell apart.
  enum Violation { case unique, foreignKey }

  static func violation(_ error: any Error) -> Violation? {
    if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
      return state == "23505" ? .unique : state == "23503" ? .foreignKey : nil
    }
    if let error = error as? SQLiteFailure {
      if error.message.contains("UNIQUE constraint failed") { return .unique }
      if error.message.contains("FOREIGN KEY constraint failed") { return .foreignKey }
    }
    return nil
  }

  static func postgrestError(_ error: any Error, table: TableSchema) -> PostgrestError? {
    if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
      let detail = error.serverInfo?[.detail]
      switch state {
      case "23505": return .duplicate(table: table.name, details: detail)
      case "23503":
        return PostgrestError(
          code: state, message: error.serverInfo?[.message] ?? "foreign key violation",
          details: detail,
          status: .conflict)
      case "23502", "23514", "22P02", "22007", "22008", "22003":
        return PostgrestError(
          code: state, message: error.serverInfo?[.message] ?? "invalid value", details: detail,
          status: .badRequest)
      default: return nil
      }
    }
    if let error = error as? SQLiteFailure {
      let message = error.message
      if message.contains("UNIQUE constraint failed") || message.contains("PRIMARY KEY") {
        return .duplicate(table: table.name, details: message)
      }
      if message.contains("FOREIGN KEY constraint failed") {
        return PostgrestError(
          code: "23503",
          message: "insert or update on table \"\(table.name)\" violates foreign key constraint",
          status: .conflict)
      }
      if message.contains("NOT NULL constraint failed") {
        let column = message.split(separator: ".").last.map(String.init) ?? "?"
        return .notNull(column, table: table.name)
      }
    }
    return nil
  }
}
