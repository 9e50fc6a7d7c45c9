import CompassModels
import Foundation

/// A condition on one of `Row`'s columns, named by the model's coding key, with a typed value.
package struct RowCondition<Row: StoredRow>: Sendable {
  let node: FilterNode

  /// The column equals `value`.
  package static func equals(_ field: Row.Field, _ value: some StoreValueRepresentable) -> Self {
    compare(field, .eq, value)
  }

  /// The column is one of `values` (none when `values` is empty).
  package static func isAmong(_ field: Row.Field, _ values: [some StoreValueRepresentable]) -> Self
  {
    Self(
      node: .condition(
        column: field.stringValue, operator: .in, operand: .typedList(values.map(\.storeValue))))
  }

  /// The column is at least `value`.
  package static func atLeast(_ field: Row.Field, _ value: some StoreValueRepresentable) -> Self {
    compare(field, .gte, value)
  }

  /// The column is at most `value`.
  package static func atMost(_ field: Row.Field, _ value: some StoreValueRepresentable) -> Self {
    compare(field, .lte, value)
  }

  /// The column is later than `value`.
  package static func after(_ field: Row.Field, _ value: some StoreValueRepresentable) -> Self {
    compare(field, .gt, value)
  }

  /// The column is null.
  package static func isNull(_ field: Row.Field) -> Self {
    Self(node: .condition(column: field.stringValue, operator: .is, operand: .value("null")))
  }

  /// The column `name` (not one of the model's keys) equals `value`.
  static func column(_ name: String, equals value: StoreValue) -> Self {
    Self(node: .condition(column: name, operator: .eq, operand: .typed(value)))
  }

  private static func compare(
    _ field: Row.Field, _ op: FilterOperator, _ value: some StoreValueRepresentable
  ) -> Self {
    Self(
      node: .condition(column: field.stringValue, operator: op, operand: .typed(value.storeValue)))
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
