import Foundation

/// One row's columns, named by a model's coding keys and read in whatever form the source holds
/// them: a PostgREST JSON object (`DecodedColumns`) or a database row on the server. A model
/// reads itself once, against this, and so reads the same from both, with the same fallbacks.
public protocol ColumnReader<Column> {
  associatedtype Column: CodingKey

  /// Where the row sits, for errors.
  var codingPath: [any CodingKey] { get }
  /// The column as text; `nil` when it is missing, null or not text.
  func text(_ column: Column) -> String?
  /// The column as a finite number, from a number or a numeric string.
  func number(_ column: Column) -> Double?
  /// The column as a Boolean.
  func flag(_ column: Column) -> Bool?
  /// A list column's entries (`uuid[]`), or `nil` when it is missing, null or no list.
  func texts(_ column: Column) -> [String?]?
  /// A `jsonb` column, or `nil` when it is missing or null.
  func json(_ column: Column) -> JSONValue?
}

/// A value a column holds as text: strings, identifiers, dates, times and enumerations.
public protocol ColumnText {
  /// The value `text` spells, or `nil` when it spells none.
  init?(columnText text: String)
}

extension String: ColumnText {
  @inlinable public init?(columnText text: String) { self = text }
}

extension WireString {
  public init?(columnText text: String) { self.init(text) }
}

extension OpenEnum {
  public init?(columnText text: String) { self.init(rawValue: text) }
}

/// The fallbacks every model uses: a column the page cannot live without fails the row, any
/// other missing, null or malformed column falls back.
extension ColumnReader {
  /// A required value: missing, null or malformed fails the row.
  @inlinable
  public func required<T: ColumnText>(_ column: Column) throws -> T {
    guard let value: T = optional(column) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [column], debugDescription: "Missing, null or not \(T.self)"))
    }
    return value
  }

  /// An optional value: missing, null or malformed becomes `nil`.
  @inlinable
  public func optional<T: ColumnText>(_ column: Column) -> T? {
    text(column).flatMap(T.init(columnText:))
  }

  /// A value with a default for missing, null or malformed input.
  @inlinable
  public func value<T: ColumnText>(_ column: Column, default fallback: T) -> T {
    optional(column) ?? fallback
  }

  /// A Boolean with a default for missing, null or malformed input.
  @inlinable
  public func value(_ column: Column, default fallback: Bool) -> Bool {
    flag(column) ?? fallback
  }

  /// A required number, from a number or a numeric string.
  @inlinable
  public func requiredNumber(_ column: Column) throws -> Double {
    guard let value = number(column) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + [column], debugDescription: "Expected a number"))
    }
    return value
  }

  /// A `timestamptz` in any offset, with or without fractional seconds.
  @inlinable
  public func timestamp(_ column: Column) -> Date? {
    text(column).flatMap(Timestamp.parse)
  }

  /// A required `timestamptz`: missing, null or malformed fails the row.
  @inlinable
  public func requiredTimestamp(_ column: Column) throws -> Date {
    guard let instant = timestamp(column) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + [column], debugDescription: "Expected a timestamp"))
    }
    return instant
  }

  /// A `uuid[]` column: null becomes empty; entries that are not UUIDs are dropped.
  @inlinable
  public func identifiers<Entity>(_ column: Column) -> [Identifier<Entity>] {
    (texts(column) ?? []).compactMap { $0.flatMap(Identifier<Entity>.init) }
  }
}
