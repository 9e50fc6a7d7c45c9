import Foundation

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
