import CompassModels

/// Text PostgreSQL cannot store: a NUL character. SQLite would keep it and PostgreSQL refuse it
/// with a server error, so both databases refuse it here, with PostgreSQL's codes.
package enum TextSafety {
  static func check(_ text: String) throws(PostgrestError) {
    guard !text.utf8.contains(0) else { throw .nulCharacter }
  }

  /// Deepest nesting a stored JSON value may have; a row holding it must still read back
  /// through parsers that stop at 512 levels.
  package static let maxJSONDepth = 32

  /// Every key and string inside a JSON value (`jsonb` refuses `\u0000` anywhere), and its depth.
  package static func check(_ json: JSONValue, depth: Int = 1) throws(PostgrestError) {
    guard depth <= maxJSONDepth else {
      throw .tooComplex("JSON nested more than \(maxJSONDepth) levels deep")
    }
    switch json {
    case .string(let text):
      guard !text.utf8.contains(0) else { throw .nulInJSON }
    case .array(let items):
      for item in items { try check(item, depth: depth + 1) }
    case .object(let fields):
      for (key, value) in fields {
        guard !key.utf8.contains(0) else { throw .nulInJSON }
        try check(value, depth: depth + 1)
      }
    case .null, .bool, .number:
      break
    }
  }
}
