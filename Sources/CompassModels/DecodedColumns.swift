import Foundation

/// A row's columns as a PostgREST JSON object holds them, for `ColumnReader`: any value a
/// column cannot use reads as missing, so the model's fallback applies.
public struct DecodedColumns<Column: CodingKey>: ColumnReader {
  private let container: KeyedDecodingContainer<Column>

  /// The columns of the object `decoder` holds.
  public init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: Column.self)
  }

  public var codingPath: [any CodingKey] { container.codingPath }

  public func text(_ column: Column) -> String? {
    (try? container.decodeIfPresent(String.self, forKey: column)) ?? nil
  }

  public func number(_ column: Column) -> Double? {
    if let value = try? container.decodeIfPresent(Double.self, forKey: column) { return value }
    guard let text = text(column),
      let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite
    else { return nil }
    return value
  }

  public func flag(_ column: Column) -> Bool? {
    (try? container.decodeIfPresent(Bool.self, forKey: column)) ?? nil
  }

  public func texts(_ column: Column) -> [String?]? {
    (try? container.decodeIfPresent([String?].self, forKey: column)) ?? nil
  }

  public func json(_ column: Column) -> JSONValue? {
    (try? container.decodeIfPresent(JSONValue.self, forKey: column)) ?? nil
  }
}
