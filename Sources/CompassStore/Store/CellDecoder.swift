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
    // NB: comparing metatypes is a pointer comparison; `as? T` on a value of the same type is
    // then the identity. Models read most columns through this generic path, and a dynamic
    // cast per column was a fifth of the Events List's CPU.
    if T.self == String.self, let text = cell.text as? T { return text }
    if T.self == Double.self, let number = cell.number as? T { return number }
    if T.self == Bool.self, let flag = cell.flag as? T { return flag }
    if T.self == Int.self, let integer = cell.integer as? T { return integer }
    return try T(from: self)
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
