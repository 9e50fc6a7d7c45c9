import Foundation

/// Decoding helpers that take a value in any form PostgREST or a hand-written client may send,
/// and fall back to a default instead of failing the row when a column the page can live
/// without is null or malformed.
extension KeyedDecodingContainer {
  /// A required value: missing, null or malformed fails the row.
  func required<T: Decodable>(_ key: Key) throws -> T {
    try decode(T.self, forKey: key)
  }

  /// An optional value: missing, null or malformed becomes `nil`.
  func optional<T: Decodable>(_ key: Key) -> T? {
    (try? decodeIfPresent(T.self, forKey: key)) ?? nil
  }

  /// A value with a default for missing, null or malformed input.
  func value<T: Decodable>(_ key: Key, default fallback: T) -> T {
    optional(key) ?? fallback
  }

  /// A number from a JSON number or a numeric string (`numeric` may arrive either way).
  func number(_ key: Key) -> Double? {
    if let value = try? decodeIfPresent(Double.self, forKey: key) { return value }
    guard let text = try? decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    return value
  }

  /// A required number from a JSON number or a numeric string.
  func requiredNumber(_ key: Key) throws -> Double {
    guard let value = number(key) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + [key], debugDescription: "Expected a number"))
    }
    return value
  }

  /// A `timestamptz` in any offset, with or without fractional seconds.
  func timestamp(_ key: Key) -> Date? {
    guard let text = optional(key) as String? else { return nil }
    return Timestamp.parse(text)
  }

  /// A `uuid[]` column: null becomes empty; entries that are not UUIDs are dropped.
  func identifiers<Entity>(_ key: Key) -> [Identifier<Entity>] {
    let strings: [String?] = value(key, default: [])
    return strings.compactMap { $0.flatMap(Identifier<Entity>.init) }
  }
}

extension KeyedEncodingContainer {
  /// Writes `nil` as JSON `null`, the way PostgREST emits every column.
  public mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }

  /// Writes a timestamp in PostgREST's form, or `null`.
  public mutating func encodeTimestamp(_ instant: Date?, forKey key: Key) throws {
    try encodeOrNull(instant.map(Timestamp.format), forKey: key)
  }
}
