import CompassModels
import Foundation

/// A condition on one of `Row`'s columns, named by the model's coding key.
package struct RowCondition<Row: StoredRow>: Sendable {
  let node: FilterNode

  /// The column equals `value`.
  package static func equals(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .eq, operand: .value(value.columnText)))
  }

  /// The column is one of `values` (none when `values` is empty).
  package static func isAmong(_ field: Row.Field, _ values: [some ColumnText]) -> Self {
    Self(
      node: .condition(
        column: field.stringValue, operator: .in, operand: .list(values.map(\.columnText))))
  }

  /// The column is at least `value`.
  package static func atLeast(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .gte, operand: .value(value.columnText))
    )
  }

  /// The column is at most `value`.
  package static func atMost(_ field: Row.Field, _ value: some ColumnText) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: .lte, operand: .value(value.columnText))
    )
  }
}

/// One term of a typed `ORDER BY`.
package struct RowOrder<Row: StoredRow>: Sendable {
  let term: RestQuery.Order

  package static func ascending(_ field: Row.Field) -> Self {
    Self(term: RestQuery.Order(column: field.stringValue))
  }

  package static func descending(_ field: Row.Field) -> Self {
    Self(term: RestQuery.Order(column: field.stringValue, descending: true))
  }
}

/// A value compared with a column, in the text form the SQL builder binds and casts.
package protocol ColumnText {
  var columnText: String { get }
}

extension Identifier: ColumnText {
  package var columnText: String { description }
}

extension UUID: ColumnText {
  package var columnText: String { UUIDText.lowercase(self) }
}

extension Bool: ColumnText {
  package var columnText: String { self ? "true" : "false" }
}

extension String: ColumnText {
  package var columnText: String { self }
}

extension LocalDate: ColumnText {
  package var columnText: String { description }
}
