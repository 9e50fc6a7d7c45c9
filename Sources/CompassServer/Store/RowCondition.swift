import CompassModels
import Foundation

/// A condition on one of `Row`'s columns, named by the model's coding key.
struct RowCondition<Row: StoredRow>: Sendable {
  let node: FilterNode

  /// The column equals `value`.
  static func equals(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .eq, operand: .value(value.columnText)))
  }

  /// The column is at least `value`.
  static func atLeast(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .gte, operand: .value(value.columnText))
    )
  }

  /// The column is at most `value`.
  static func atMost(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .lte, operand: .value(value.columnText))
    )
  }
}

/// One term of a typed `ORDER BY`.
struct RowOrder<Row: StoredRow>: Sendable {
  let term: RestQuery.Order

  static func ascending(_ field: Row.Field) -> Self {
    Self(term: RestQuery.Order(column: field.stringValue))
  }

  static func descending(_ field: Row.Field) -> Self {
    Self(term: RestQuery.Order(column: field.stringValue, descending: true))
  }
}

/// A value compared with a column, in the text form the SQL builder binds and casts.
protocol ColumnText {
  var columnText: String { get }
}

extension Identifier: ColumnText {
  var columnText: String { description }
}

extension UUID: ColumnText {
  var columnText: String { UUIDText.lowercase(self) }
}

extension String: ColumnText {
  var columnText: String { self }
}

extension LocalDate: ColumnText {
  var columnText: String { description }
}
