import CompassHTTP
import CompassModels
import CompassServices

/// An auth request's JSON object, read the way GoTrue's typed structs read it: a field of the
/// wrong type is a malformed body, not a value silently ignored.
struct AuthBody {
  let fields: [String: JSONValue]

  /// The text field `key`; absent or `null` is `nil`.
  func string(_ key: String) throws(AuthError) -> String? {
    switch fields[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw .wrongType(key, expected: "string")
    }
  }

  /// The object field `key`; absent or `null` is `nil`.
  func object(_ key: String) throws(AuthError) -> [String: JSONValue]? {
    switch fields[key] {
    case nil, .null?: return nil
    case .object(let object)?: return object
    default: throw .wrongType(key, expected: "object")
    }
  }
}

extension AuthBody {
  /// The true-or-false field `key`; absent or `null` is `nil`.
  func bool(_ key: String) throws(AuthError) -> Bool? {
    switch fields[key] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    default: throw .wrongType(key, expected: "boolean")
    }
  }
}
