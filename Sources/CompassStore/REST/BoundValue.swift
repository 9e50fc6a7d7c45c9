import CompassModels
import Foundation

/// A value checked against its column's type, in the form the database stores it: SQLite keeps
/// text, REAL and INTEGER (arrays and JSON as JSON text); Postgres gets text cast to the type.
package struct BoundValue: Sendable {
  /// `nil` is SQL NULL.
  let value: (any Encodable & Sendable)?
  let type: ColumnType

  package init(value: (any Encodable & Sendable)?, type: ColumnType) {
    self.value = value
    self.type = type
  }

  static func null(_ type: ColumnType) -> BoundValue { BoundValue(value: nil, type: type) }

  /// A filter operand from the URL (`eq.2026-04-15`, `eq.5A3F…`).
  static func fromText(_ text: String, type: ColumnType, dialect: SQLDialectKind) throws
    -> BoundValue
  {
    switch type {
    case .uuid:
      guard let uuid = UUID(uuidString: text) else { throw PostgrestError.invalidInput(type, text) }
      return BoundValue(value: UUIDText.lowercase(uuid), type: type)
    case .date:
      guard let date = LocalDate(text) else { throw PostgrestError.invalidInput(type, text) }
      return BoundValue(value: date.description, type: type)
    case .time:
      guard let time = LocalTime(text) else { throw PostgrestError.invalidInput(type, text) }
      return BoundValue(value: time.description, type: type)
    case .timestamp:
      let instant =
        Timestamp.parse(text) ?? LocalDate(text).flatMap { Timestamp.parse("\($0)T00:00:00Z") }
      guard let instant else { throw PostgrestError.invalidInput(type, text) }
      return BoundValue(value: Timestamp.format(instant), type: type)
    case .numeric:
      guard let number = DecimalText.number(text) else {
        throw PostgrestError.invalidInput(type, text)
      }
      return BoundValue(value: number, type: type)
    case .integer:
      guard DecimalText.isWholeNumber(text), let number = Double(text) else {
        throw PostgrestError.invalidInput(type, text)
      }
      return try integer(number, text: text)
    case .boolean:
      switch text.lowercased() {
      case "true", "t", "yes", "y", "on", "1": return BoundValue(value: true, type: type)
      case "false", "f", "no", "n", "off", "0": return BoundValue(value: false, type: type)
      default: throw PostgrestError.invalidInput(type, text)
      }
    case .text:
      try TextSafety.check(text)
      return BoundValue(value: text, type: type)
    case .uuidArray:
      return try array(Self.postgresArrayItems(text), dialect: dialect)
    case .json:
      guard let json = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
        throw PostgrestError.invalidInput(type, text)
      }
      try TextSafety.check(json)
      return BoundValue(value: text, type: type)
    }
  }

  /// A value from a JSON request body; `null` stays NULL.
  static func fromJSON(_ json: JSONValue, type: ColumnType, dialect: SQLDialectKind) throws
    -> BoundValue
  {
    switch (json, type) {
    case (.null, _):
      return .null(type)
    case (.string(let text), .uuidArray):
      return try fromText(text, type: type, dialect: dialect)
    case (.array(let items), .uuidArray):
      let strings = try items.map { item -> String in
        guard case .string(let text) = item else {
          throw PostgrestError.invalidInput(type, "\(item)")
        }
        return text
      }
      return try array(strings, dialect: dialect)
    case (_, .json):
      try TextSafety.check(json)
      let data = try JSONEncoder().encode(json)
      return BoundValue(value: String(decoding: data, as: UTF8.self), type: type)
    case (.string(let text), _):
      return try fromText(text, type: type, dialect: dialect)
    case (.number(let number), .numeric):
      guard number.isFinite else { throw PostgrestError.outOfRange(type, Self.describe(json)) }
      return BoundValue(value: number, type: type)
    case (.number(let number), .integer):
      return try integer(number, text: Self.describe(json))
    case (.number(let number), .text):
      guard number.isFinite else { throw PostgrestError.outOfRange(.numeric, Self.describe(json)) }
      return BoundValue(value: Int64(exactly: number).map(String.init) ?? "\(number)", type: type)
    case (.bool(let flag), .boolean):
      return BoundValue(value: flag, type: type)
    default:
      throw PostgrestError.invalidInput(type, Self.describe(json))
    }
  }

  /// A typed value for its column, written in the column's stored form without being read
  /// from text; a value of another kind than the column's is refused as PostgreSQL would.
  static func typed(_ value: StoreValue, type: ColumnType, dialect: SQLDialectKind) throws
    -> BoundValue
  {
    switch (value, type) {
    case (.null, _): return .null(type)
    case (.uuid(let id), .uuid): return BoundValue(value: UUIDText.lowercase(id), type: type)
    case (.uuids(let ids), .uuidArray): return array(ids, dialect: dialect)
    case (.date(let date), .date): return BoundValue(value: date.description, type: type)
    case (.time(let time), .time): return BoundValue(value: time.description, type: type)
    case (.instant(let instant), .timestamp):
      return BoundValue(value: Timestamp.format(instant), type: type)
    case (.flag(let flag), .boolean): return BoundValue(value: flag, type: type)
    case (.integer(let number), .integer): return try integer(Double(number), text: String(number))
    case (.integer(let number), .numeric): return BoundValue(value: Double(number), type: type)
    case (.number(let number), .numeric):
      guard number.isFinite else { throw PostgrestError.outOfRange(type, "\(number)") }
      return BoundValue(value: number, type: type)
    case (.number(let number), .integer): return try integer(number, text: "\(number)")
    case (.text(let text), _): return try fromText(text, type: type, dialect: dialect)
    case (.json(let json), _): return try fromJSON(json, type: type, dialect: dialect)
    default: throw PostgrestError.invalidInput(type, "\(value.jsonValue)")
    }
  }

  /// A whole number that fits the column: Postgres `integer` is 32 bits.
  private static func integer(_ number: Double, text: String) throws -> BoundValue {
    guard !number.isFinite || number == number.rounded(.towardZero) else {
      throw PostgrestError.invalidInput(.integer, text)
    }
    guard number.isFinite, let value = Int32(exactly: number) else {
      throw PostgrestError.outOfRange(.integer, text)
    }
    return BoundValue(value: Int(value), type: .integer)
  }

  private static func array(_ items: [String], dialect: SQLDialectKind) throws
    -> BoundValue
  {
    let ids = try items.map { item -> UUID in
      guard let uuid = UUID(uuidString: item.trimmingCharacters(in: .whitespaces)) else {
        throw PostgrestError.invalidInput(.uuid, item)
      }
      return uuid
    }
    return array(ids, dialect: dialect)
  }

  /// A `uuid[]` in its stored form: a JSON array on SQLite, an array literal on PostgreSQL.
  private static func array(_ uuids: [UUID], dialect: SQLDialectKind) -> BoundValue {
    let ids = uuids.map(UUIDText.lowercase)
    let text =
      dialect == .sqlite
      ? "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
      : "{" + ids.joined(separator: ",") + "}"
    return BoundValue(value: text, type: .uuidArray)
  }

  /// The ids of a Postgres array literal `{a,b}` (quotes allowed).
  static func postgresArrayItems(_ text: String) throws -> [String] {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else {
      throw PostgrestError.invalidInput(.uuidArray, text)
    }
    let inner = trimmed.dropFirst().dropLast()
    if inner.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
    return inner.split(separator: ",").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
  }

  /// The ids this value holds, for reference checks: one for `uuid`, all for `uuid[]`.
  var referencedIDs: [String] {
    guard let text = value as? String else { return [] }
    switch type {
    case .uuid: return [text]
    case .uuidArray:
      return text.trimmingCharacters(in: CharacterSet(charactersIn: "[]{}")).split(separator: ",")
        .map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }.filter { !$0.isEmpty }
    default: return []
    }
  }

  private static func describe(_ json: JSONValue) -> String {
    (try? JSONEncoder().encode(json)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
  }
}
