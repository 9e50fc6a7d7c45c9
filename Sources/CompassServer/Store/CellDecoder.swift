/// Decodes one column's value: the scalars a model asks for directly, and types such as
/// identifiers, dates and enumerations that decode themselves from a single string.
struct CellDecoder: Decoder, SingleValueDecodingContainer {
  let cell: ColumnCell
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw mismatch([String: Any].self)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw mismatch([Any].self) }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { cell.isNull }

  func decode(_ type: Bool.Type) throws -> Bool { try value(cell.flag) }
  func decode(_ type: String.Type) throws -> String { try value(cell.text) }
  func decode(_ type: Double.Type) throws -> Double { try value(cell.number) }
  func decode(_ type: Float.Type) throws -> Float {
    try value(cell.number.flatMap(Float.init(exactly:)))
  }
  func decode(_ type: Int.Type) throws -> Int { try value(cell.integer) }
  func decode(_ type: Int8.Type) throws -> Int8 { try exactly(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try exactly(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try exactly(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try exactly(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try exactly(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try exactly(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try exactly(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try exactly(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try exactly(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    switch type {
    case is String.Type: return try value(cell.text as? T)
    case is Double.Type: return try value(cell.number as? T)
    case is Int.Type: return try value(cell.integer as? T)
    case is Bool.Type: return try value(cell.flag as? T)
    default: return try T(from: self)
    }
  }

  /// The integer, when it fits `type` exactly.
  private func exactly<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try value(cell.integer.flatMap(T.init(exactly:)))
  }

  private func value<T>(_ value: T?) throws -> T {
    guard let value else {
      guard !cell.isNull else {
        throw DecodingError.valueNotFound(
          T.self, .init(codingPath: codingPath, debugDescription: "The column is null"))
      }
      throw mismatch(T.self)
    }
    return value
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "The column holds \(cell)"))
  }
}
