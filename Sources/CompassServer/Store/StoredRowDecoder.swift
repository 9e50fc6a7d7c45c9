import Foundation
import SQLKit

/// Decodes a model straight from a result row of its table: each coding key is a column, read
/// by the column's type; `uuid[]` and `jsonb` columns, which hold JSON, are decoded as JSON.
/// The same decoder serves SQLite and PostgreSQL rows.
struct StoredRowDecoder: Decoder {
  let row: any SQLRow
  let table: TableSchema

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowColumns<Key>(row: row, table: table))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: [], debugDescription: "A row is not a list"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: [], debugDescription: "A row is not a single value"))
  }
}

/// The columns of one row, keyed by the model's coding keys.
private struct RowColumns<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let row: any SQLRow
  let table: TableSchema

  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { table.columns.compactMap { Key(stringValue: $0.name) } }

  func contains(_ key: Key) -> Bool { position(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try cell(key).isNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard let position = position(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "No column \(key.stringValue)"))
    }
    let column = table.columns[position]
    let cell = try ColumnCell.read(column, at: position, of: row)
    if column.type == .json || column.type == .uuidArray, case .text(let text) = cell {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
    return try CellDecoder(cell: cell, codingPath: [key]).decode(T.self)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      [String: Any].self, .init(codingPath: [key], debugDescription: "A column is not nested"))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: [key], debugDescription: "A column is not nested"))
  }

  func superDecoder() throws -> any Decoder { StoredRowDecoder(row: row, table: table) }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try CellDecoder(cell: cell(key), codingPath: [key])
  }

  private func position(_ key: Key) -> Int? {
    table.columns.firstIndex { $0.name == key.stringValue }
  }

  private func cell(_ key: Key) throws -> ColumnCell {
    guard let position = position(key) else { return .null }
    return try ColumnCell.read(table.columns[position], at: position, of: row)
  }
}
