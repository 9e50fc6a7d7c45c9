import CompassModels
import CompassStore
import Foundation

/// A `postgres_changes` binding's `filter`, as Supabase Realtime takes it: `column=op.value`
/// with `eq`, `neq`, `lt`, `lte`, `gt`, `gte`, or `in.(a,b)`. It only narrows what the caller may
/// read anyway; the row is read as recorded, values compared as the column's type.
package struct ChangeFilter: Sendable, Equatable {
  package enum Operator: String, Sendable {
    case eq, neq, lt, lte, gt, gte, `in`
  }

  let column: String
  let op: Operator
  let values: [String]

  /// The filter `text` on `table`; `nil` when it names no column of the table or reads as no
  /// filter Realtime takes.
  package init?(_ text: String, table: TableSchema) {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    let column = String(text[..<equals])
    let rest = text[text.index(after: equals)...]
    guard table.column(column) != nil, let dot = rest.firstIndex(of: "."),
      let op = Operator(rawValue: String(rest[..<dot]))
    else { return nil }
    let value = String(rest[rest.index(after: dot)...])
    if op == .in {
      guard value.hasPrefix("("), value.hasSuffix(")") else { return nil }
      values = value.dropFirst().dropLast().split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
      }
    } else {
      values = [value]
    }
    self.column = column
    self.op = op
  }

  /// Whether `record` passes.
  package func matches(_ record: [String: JSONValue]) -> Bool {
    guard let value = record[column], let first = values.first else { return false }
    switch op {
    case .eq: return Self.compare(value, first) == .orderedSame
    case .neq: return Self.compare(value, first).map { $0 != .orderedSame } ?? false
    case .lt: return Self.compare(value, first) == .orderedAscending
    case .lte: return Self.compare(value, first).map { $0 != .orderedDescending } ?? false
    case .gt: return Self.compare(value, first) == .orderedDescending
    case .gte: return Self.compare(value, first).map { $0 != .orderedAscending } ?? false
    case .in: return values.contains { Self.compare(value, $0) == .orderedSame }
    }
  }

  /// `value` against the filter's text: as numbers when both are, else as text (ids, dates
  /// and times compare in their stored form); nothing against null.
  private static func compare(_ value: JSONValue, _ text: String) -> ComparisonResult? {
    switch value {
    case .number(let number):
      guard let other = Double(text) else { return nil }
      return number < other ? .orderedAscending : number > other ? .orderedDescending : .orderedSame
    case .string(let string):
      let (left, right) = (string.lowercased(), text.lowercased())
      return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    case .bool(let flag):
      return String(flag) == text.lowercased() ? .orderedSame : .orderedDescending
    case .null, .array, .object: return nil
    }
  }
}
