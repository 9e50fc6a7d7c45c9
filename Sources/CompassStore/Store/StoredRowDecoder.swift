import Foundation
import SQLKit

/// Decodes a model straight from a result row of its table: each coding key is a column, read
/// by the column's type; `uuid[]` and `jsonb` columns, which hold JSON, are decoded as JSON.
/// The same decoder serves SQLite and PostgreSQL rows.
struct StoredRowDecoder: Decoder {
  private let row: RowCells

  init(row: any SQLRow, layout: ColumnLayout) throws {
    self.row = RowCells(cells: try ColumnCell.cells(of: row, layout), layout: layout)
  }

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(RowColumns<Key>(row: row))
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

/// One row's cells and its table's layout, shared by reference: the decoding containers are
/// copied for every column a model reads, and a copy then retains one object, not six.
private final class RowCells: Sendable {
  let cells: [ColumnCell]
  let layout: ColumnLayout

  init(cells: [ColumnCell], layout: ColumnLayout) {
    self.cells = cells
    self.layout = layout
  }
}

/// The columns of one row, keyed by the model's coding keys.
private struct RowColumns<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let row: RowCells

  private var cells: [ColumnCell] { row.cells }
  private var layout: ColumnLayout { row.layout }

  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { layout.names.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { layout.positions[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { cell(key).isNull }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let position = layout.positions[key.stringValue], !cells[position].isNull else {
      return nil
    }
    return try decode(type, at: position, key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    guard let position = layout.positions[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "No column \(key.stringValue)"))
    }
    return try decode(type, at: position, key)
  }

  private func decode<T: Decodable>(_ type: T.Type, at position: Int, _ key: Key) throws -> T {
    let cell = cells[position]
    let kind = layout.types[position]
    if kind == .json || kind == .uuidArray, case .text(let text) = cell {
      if kind == .uuidArray, let entries = IdentifierListText.entries(text) as? T {
        return entries
      }
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

  func superDecoder() throws -> any Decoder {
    throw DecodingError.typeMismatch(
      Any.self, .init(codingPath: [], debugDescription: "A row has no super decoder"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    CellDecoder(cell: cell(key), codingPath: [key])
  }

  private func cell(_ key: Key) -> ColumnCell {
    layout.positions[key.stringValue].map { cells[$0] } ?? .null
  }
}
