import HTTPTypes

/// An error the REST API answers with, in PostgREST's shape: `{code, details, hint, message}`
/// and the HTTP status PostgREST gives that code.
package struct PostgrestError: Error, Sendable, Equatable {
  package let code: String
  package let message: String
  package var details: String?
  package var hint: String?
  package let status: HTTPResponse.Status

  package init(
    code: String,
    message: String,
    details: String? = nil,
    hint: String? = nil,
    status: HTTPResponse.Status
  ) {
    self.code = code
    self.message = message
    self.details = details
    self.hint = hint
    self.status = status
  }

  static func parse(_ what: String, details: String? = nil) -> PostgrestError {
    PostgrestError(
      code: "PGRST100", message: "\"failed to parse \(excerpt(what))\" (line 1, column 1)",
      details: details.map(excerpt), status: .badRequest)
  }

  static func unsupported(_ message: String) -> PostgrestError {
    PostgrestError(code: "PGRST100", message: message, status: .badRequest)
  }

  package static let invalidBody = PostgrestError(
    code: "PGRST102", message: "Empty or invalid json", status: .badRequest)

  package static func rangeNotSatisfiable(total: Int) -> PostgrestError {
    PostgrestError(
      code: "PGRST103", message: "Requested range not satisfiable",
      details: "An offset was requested but there are only \(total) rows",
      status: .rangeNotSatisfiable)
  }

  package static func invalidSchema(_ schema: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST106", message: "Invalid schema: \(schema)",
      hint: "Only the following schemas are exposed: public", status: .notAcceptable)
  }

  package static func singular(rows: Int) -> PostgrestError {
    PostgrestError(
      code: "PGRST116", message: "Cannot coerce the result to a single JSON object",
      details: "The result contains \(rows) rows", status: .notAcceptable)
  }

  static func unknownColumn(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST204",
      message: "Could not find the '\(excerpt(column))' column of '\(table)' in the schema cache",
      status: .badRequest)
  }

  package static func unknownTable(_ table: String, suggestion: String?) -> PostgrestError {
    PostgrestError(
      code: "PGRST205",
      message: "Could not find the table 'public.\(excerpt(table))' in the schema cache",
      hint: suggestion.map { "Perhaps you meant the table 'public.\($0)'" }, status: .notFound)
  }

  static func undefinedColumn(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "42703", message: "column \(table).\(excerpt(column)) does not exist",
      status: .badRequest)
  }

  static func invalidInput(_ type: ColumnType, _ value: String) -> PostgrestError {
    PostgrestError(
      code: "22P02",
      message:
        "invalid input syntax for type \(type.postgresName): \"\(PostgrestError.excerpt(value))\"",
      status: .badRequest)
  }

  static func outOfRange(_ type: ColumnType, _ value: String) -> PostgrestError {
    PostgrestError(
      code: "22003",
      message:
        "value \"\(PostgrestError.excerpt(value))\" is out of range for type \(type.postgresName)",
      status: .badRequest)
  }

  static func checkViolation(table: String, column: String) -> PostgrestError {
    PostgrestError(
      code: "23514",
      message:
        "new row for relation \"\(table)\" violates check constraint \"\(table)_\(column)_check\"",
      status: .badRequest)
  }

  static let nulCharacter = PostgrestError(
    code: "22021", message: "invalid byte sequence for encoding \"UTF8\": 0x00",
    status: .badRequest)

  static let nulInJSON = PostgrestError(
    code: "22P05", message: "unsupported Unicode escape sequence",
    details: "\\u0000 cannot be converted to text.", status: .badRequest)

  /// A request whose filters or columns go past what one statement may hold.
  static func tooComplex(_ detail: String) -> PostgrestError {
    PostgrestError(
      code: "54001", message: "statement too complex", details: detail, status: .badRequest)
  }

  static func notNull(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "23502",
      message:
        "null value in column \"\(column)\" of relation \"\(table)\" violates not-null constraint",
      status: .badRequest)
  }

  static func duplicate(table: String, details: String?) -> PostgrestError {
    PostgrestError(
      code: "23505", message: "duplicate key value violates unique constraint \"\(table)_pkey\"",
      details: details, status: .conflict)
  }

  static func foreignKey(table: String, column: String, value: String, referenced: String)
    -> PostgrestError
  {
    PostgrestError(
      code: "23503",
      message:
        "insert or update on table \"\(table)\" violates foreign key constraint \"\(table)_\(column)_fkey\"",
      details: "Key (\(column))=(\(value)) is not present in table \"\(referenced)\".",
      status: .conflict)
  }

  /// A function argument that should name an account and does not.
  package static func invalidUUID(_ value: String) -> PostgrestError {
    invalidInput(.uuid, value)
  }

  /// A signed-in caller asking a function for what is not theirs to have.
  package static func forbidden(function: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for function \(function)", status: .forbidden)
  }

  /// Row-level security: 401 for the anonymous role, 403 for a signed-in one.
  static func rowLevelSecurity(table: String, anonymous: Bool) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "new row violates row-level security policy for table \"\(table)\"",
      status: anonymous ? .unauthorized : .forbidden)
  }

  /// A function the caller may not run (the anon key calling a family function).
  package static func permissionDenied(function: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for function \(function)", status: .unauthorized)
  }

  static func permissionDenied(table: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for table \(table)", status: .unauthorized)
  }

  static func missingWhere(_ verb: String) -> PostgrestError {
    PostgrestError(code: "21000", message: "\(verb) requires a WHERE clause", status: .badRequest)
  }

  package static let `internal` = PostgrestError(
    code: "PGRST000", message: "The server could not complete the request",
    status: .internalServerError)

  package static func unknownFunction(_ name: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST202",
      message:
        "Could not find the function public.\(excerpt(name)) without parameters in the schema cache",
      status: .notFound)
  }

  /// A verb PostgREST does not serve on a table (`TRACE`, `CONNECT` …).
  package static func unsupportedMethod(_ method: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST117", message: "Unsupported HTTP method: \(excerpt(method))",
      status: .methodNotAllowed)
  }

  package static let invalidPath = PostgrestError(
    code: "PGRST125", message: "Invalid path specified in request URL", status: .notFound)

  package static func jwt(_ message: String, code: String = "PGRST301") -> PostgrestError {
    PostgrestError(code: code, message: message, status: .unauthorized)
  }

  /// At most 100 characters of a value a client sent, for an error message.
  static func excerpt(_ value: String) -> String {
    value.count <= 100 ? value : String(value.prefix(100)) + "…"
  }
}
