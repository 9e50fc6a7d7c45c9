/// Why the data layer refused, in PostgREST's shape: `{code, details, hint, message}` (the
/// codes are PostgreSQL's and PostgREST's) and what kind of refusal it is. The HTTP API gives
/// each kind PostgREST's status; the store itself knows nothing of HTTP.
package struct PostgrestError: Error, Sendable, Equatable {
  /// What kind of refusal it is, which decides the status the HTTP API answers with.
  package enum Kind: Sendable, Equatable {
    /// What was sent cannot be done: malformed, out of range, against a rule.
    case invalid
    /// No such table, function or path.
    case missing
    /// The write clashes with a stored row (a key taken, a reference gone).
    case clash
    /// A signed-in caller may not do this.
    case denied
    /// Only a signed-in caller (or a valid token) may do this.
    case signInRequired
    /// The answer cannot take the form asked for (one object, a schema).
    case unacceptable
    /// The page asked for starts past the last row.
    case beyondRange
    /// The request is larger than allowed.
    case tooLarge
    /// Too many attempts; later ones may succeed.
    case throttled
    /// The verb is not one served here.
    case unsupportedMethod
    /// The database cannot be reached just now; a retry may succeed.
    case unavailable
    /// The server failed.
    case failed
  }

  package let code: String
  package let message: String
  package var details: String?
  package var hint: String?
  package let kind: Kind

  package init(
    code: String,
    message: String,
    details: String? = nil,
    hint: String? = nil,
    kind: Kind
  ) {
    self.code = code
    self.message = message
    self.details = details
    self.hint = hint
    self.kind = kind
  }

  /// Refused because of what was sent (any kind but the server's own failures).
  package var isCallersToFix: Bool { kind != .unavailable && kind != .failed }

  package static func parse(_ what: String, details: String? = nil) -> PostgrestError {
    PostgrestError(
      code: "PGRST100", message: "\"failed to parse \(excerpt(what))\" (line 1, column 1)",
      details: details.map(excerpt), kind: .invalid)
  }

  package static func unsupported(_ message: String) -> PostgrestError {
    PostgrestError(code: "PGRST100", message: message, kind: .invalid)
  }

  package static let invalidBody = PostgrestError(
    code: "PGRST102", message: "Empty or invalid json", kind: .invalid)

  package static func rangeNotSatisfiable(total: Int) -> PostgrestError {
    PostgrestError(
      code: "PGRST103", message: "Requested range not satisfiable",
      details: "An offset was requested but there are only \(total) rows",
      kind: .beyondRange)
  }

  package static func invalidSchema(_ schema: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST106", message: "Invalid schema: \(schema)",
      hint: "Only the following schemas are exposed: public", kind: .unacceptable)
  }

  package static func singular(rows: Int) -> PostgrestError {
    PostgrestError(
      code: "PGRST116", message: "Cannot coerce the result to a single JSON object",
      details: "The result contains \(rows) rows", kind: .unacceptable)
  }

  package static func unknownColumn(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST204",
      message: "Could not find the '\(excerpt(column))' column of '\(table)' in the schema cache",
      kind: .invalid)
  }

  package static func unknownTable(_ table: String, suggestion: String?) -> PostgrestError {
    PostgrestError(
      code: "PGRST205",
      message: "Could not find the table 'public.\(excerpt(table))' in the schema cache",
      hint: suggestion.map { "Perhaps you meant the table 'public.\($0)'" }, kind: .missing)
  }

  package static func undefinedColumn(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "42703", message: "column \(table).\(excerpt(column)) does not exist",
      kind: .invalid)
  }

  package static func invalidInput(_ type: ColumnType, _ value: String) -> PostgrestError {
    PostgrestError(
      code: "22P02",
      message:
        "invalid input syntax for type \(type.postgresName): \"\(PostgrestError.excerpt(value))\"",
      kind: .invalid)
  }

  package static func outOfRange(_ type: ColumnType, _ value: String) -> PostgrestError {
    PostgrestError(
      code: "22003",
      message:
        "value \"\(PostgrestError.excerpt(value))\" is out of range for type \(type.postgresName)",
      kind: .invalid)
  }

  package static func checkViolation(table: String, column: String) -> PostgrestError {
    PostgrestError(
      code: "23514",
      message:
        "new row for relation \"\(table)\" violates check constraint \"\(table)_\(column)_check\"",
      kind: .invalid)
  }

  package static let nulCharacter = PostgrestError(
    code: "22021", message: "invalid byte sequence for encoding \"UTF8\": 0x00",
    kind: .invalid)

  package static let nulInJSON = PostgrestError(
    code: "22P05", message: "unsupported Unicode escape sequence",
    details: "\\u0000 cannot be converted to text.", kind: .invalid)

  /// A request whose filters or columns go past what one statement may hold.
  package static func tooComplex(_ detail: String) -> PostgrestError {
    PostgrestError(
      code: "54001", message: "statement too complex", details: detail, kind: .invalid)
  }

  package static func notNull(_ column: String, table: String) -> PostgrestError {
    PostgrestError(
      code: "23502",
      message:
        "null value in column \"\(column)\" of relation \"\(table)\" violates not-null constraint",
      kind: .invalid)
  }

  package static func duplicate(table: String, details: String?) -> PostgrestError {
    PostgrestError(
      code: "23505", message: "duplicate key value violates unique constraint \"\(table)_pkey\"",
      details: details, kind: .clash)
  }

  package static func foreignKey(table: String, column: String, value: String, referenced: String)
    -> PostgrestError
  {
    PostgrestError(
      code: "23503",
      message:
        "insert or update on table \"\(table)\" violates foreign key constraint \"\(table)_\(column)_fkey\"",
      details: "Key (\(column))=(\(value)) is not present in table \"\(referenced)\".",
      kind: .clash)
  }

  /// A function argument that should name an account and does not.
  package static func invalidUUID(_ value: String) -> PostgrestError {
    invalidInput(.uuid, value)
  }

  /// A signed-in caller asking a function for what is not theirs to have.
  package static func forbidden(function: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for function \(function)", kind: .denied)
  }

  /// Row-level security: 401 for the anonymous role, 403 for a signed-in one.
  package static func rowLevelSecurity(table: String, anonymous: Bool) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "new row violates row-level security policy for table \"\(table)\"",
      kind: anonymous ? .signInRequired : .denied)
  }

  /// A function the caller may not run (the anon key calling a family function).
  package static func permissionDenied(function: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for function \(function)", kind: .signInRequired)
  }

  package static func permissionDenied(table: String) -> PostgrestError {
    PostgrestError(
      code: "42501", message: "permission denied for table \(table)", kind: .signInRequired)
  }

  package static func missingWhere(_ verb: String) -> PostgrestError {
    PostgrestError(code: "21000", message: "\(verb) requires a WHERE clause", kind: .invalid)
  }

  package static let `internal` = PostgrestError(
    code: "PGRST000", message: "The server could not complete the request",
    kind: .failed)

  package static func unknownFunction(_ name: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST202",
      message:
        "Could not find the function public.\(excerpt(name)) without parameters in the schema cache",
      kind: .missing)
  }

  /// A verb PostgREST does not serve on a table (`TRACE`, `CONNECT` …).
  package static func unsupportedMethod(_ method: String) -> PostgrestError {
    PostgrestError(
      code: "PGRST117", message: "Unsupported HTTP method: \(excerpt(method))",
      kind: .unsupportedMethod)
  }

  package static let invalidPath = PostgrestError(
    code: "PGRST125", message: "Invalid path specified in request URL", kind: .missing)

  package static func jwt(_ message: String, code: String = "PGRST301") -> PostgrestError {
    PostgrestError(code: code, message: message, kind: .signInRequired)
  }

  /// At most 100 characters of a value a client sent, for an error message.
  package static func excerpt(_ value: String) -> String {
    value.count <= 100 ? value : String(value.prefix(100)) + "…"
  }
}
