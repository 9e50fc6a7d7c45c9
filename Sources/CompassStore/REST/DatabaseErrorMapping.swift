@preconcurrency import AsyncKit
import PostgresNIO

/// Turns what either database refused into the PostgREST error clients expect. A refusal caused
/// by the request (a constraint, a value, a statement too large) is a 4xx on both databases;
/// an unavailable database is a 503; anything else stays a server error.
package enum DatabaseErrorMapping {
  /// The two constraint failures callers tell apart.
  package enum Violation { case unique, foreignKey }

  package static func violation(_ error: any Error) -> Violation? {
    switch postgrestError(error, table: nil)?.code {
    case "23505": .unique
    case "23503": .foreignKey
    default: nil
    }
  }

  /// What kind of refusal a database error is wherever it surfaces (a request that lost a
  /// race to a unique key clashes, an unreachable database is unavailable); `nil` for any other
  /// error.
  package static func kind(of error: any Error) -> PostgrestError.Kind? {
    postgrestError(error, table: nil)?.kind
  }

  /// A database error as PostgREST answers it, or `nil` when it is not one.
  package static func refusal(_ error: any Error) -> PostgrestError? {
    postgrestError(error, table: nil)
  }

  static func postgrestError(_ error: any Error, table: TableSchema?) -> PostgrestError? {
    // NB: every pooled connection busy past the pool's wait is a busy database, not a bug.
    if error is ConnectionPoolTimeoutError || error is ConnectionPoolError { return .unavailable }
    if let error = error as? PSQLError {
      return postgres(error, table: table?.name)
    }
    if let error = error as? SQLiteFailure {
      return sqlite(error, table: table?.name)
    }
    return nil
  }

  /// PostgreSQL's own code and message, with PostgREST's status for its class.
  private static func postgres(_ error: PSQLError, table: String?) -> PostgrestError? {
    guard let state = error.serverInfo?[.sqlState] else {
      return error.code == .connectionError || error.code == .serverClosedConnection
        ? .unavailable : nil
    }
    let message = error.serverInfo?[.message] ?? "the database refused the request"
    let detail = error.serverInfo?[.detail]
    let kind: PostgrestError.Kind
    switch state {
    case "23505", "23503": kind = .clash
    case "42501": kind = .denied
    case let code where code.hasPrefix("08") || code.hasPrefix("53") || code.hasPrefix("57P"):
      return .unavailable
    case let code
    where ["22", "23", "42", "54", "2F"].contains(where: code.hasPrefix) || code == "21000":
      kind = .invalid
    default:
      return nil
    }
    if state == "23505", let table {
      return .duplicate(table: table, details: detail)
    }
    return PostgrestError(code: state, message: message, details: detail, kind: kind)
  }

  /// SQLite says in words what PostgreSQL says with a code.
  private static func sqlite(_ error: SQLiteFailure, table: String?) -> PostgrestError? {
    let message = error.message
    let name = table ?? "?"
    if error.code == 5 || error.code == 6 { return .unavailable }
    if message.contains("UNIQUE constraint failed") || message.contains("PRIMARY KEY") {
      return .duplicate(table: name, details: message)
    }
    if message.contains("FOREIGN KEY constraint failed") {
      return PostgrestError(
        code: "23503",
        message: "insert or update on table \"\(name)\" violates foreign key constraint",
        kind: .clash)
    }
    if message.contains("NOT NULL constraint failed") {
      let column = message.split(separator: ".").last.map(String.init) ?? "?"
      return .notNull(column, table: name)
    }
    if let failed = message.range(of: "CHECK constraint failed: ") {
      let constraint = message[failed.upperBound...].prefix { $0 != " " && $0 != "\n" }
      return PostgrestError(
        code: "23514",
        message: "new row for relation \"\(name)\" violates check constraint \"\(constraint)\"",
        kind: .invalid)
    }
    if message.contains("CHECK constraint failed") {
      return PostgrestError(code: "23514", message: message, kind: .invalid)
    }
    if message.contains("ON CONFLICT clause does not match") {
      return PostgrestError(code: "42P10", message: message, kind: .invalid)
    }
    if tooComplex.contains(where: message.contains) {
      return .tooComplex(message)
    }
    if message.contains("malformed JSON") {
      return PostgrestError(code: "22P02", message: message, kind: .invalid)
    }
    return nil
  }

  /// SQLite's words for a statement past one of its limits.
  private static let tooComplex = [
    "too many SQL variables", "Expression tree is too large", "too many arguments on function",
    "too many terms in compound SELECT", "string or blob too big", "pattern too complex",
    "parser stack overflow", "too many columns", "statement too long",
  ]
}

extension PostgrestError {
  /// The database cannot be reached or is overloaded: the client may try again.
  static let unavailable = PostgrestError(
    code: "PGRST001", message: "Database client error. Retrying the connection.",
    kind: .unavailable)
}
