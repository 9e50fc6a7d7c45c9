import CompassModels
import SQLKit

/// One column of a result row, read by the column's type the same way from SQLite and
/// PostgreSQL (whose projection casts what it cannot hand over natively to text).
enum ColumnCell: Sendable {
  case null
  case text(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)

  /// Every column of `row`, in the layout's order.
  static func cells(of row: any SQLRow, _ layout: ColumnLayout) throws -> [ColumnCell] {
    if let values = row as? SQLiteValues, values.cells.count == layout.types.count {
      return values.cells
    }
    return try zip(layout.names, layout.types).map { name, type in
      guard try !row.decodeNil(column: name) else { return .null }
      switch type {
      case .boolean: return .bool(try row.decode(column: name, as: Bool.self))
      case .integer: return .integer(try row.decode(column: name, as: Int.self))
      case .numeric: return .real(try row.decode(column: name, as: Double.self))
      default: return .text(try row.decode(column: name, as: String.self))
      }
    }
  }

  var text: String? {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .bool(let flag): String(flag)
    case .null: nil
    }
  }

  var number: Double? {
    switch self {
    case .real(let number): number
    case .integer(let number): Double(number)
    case .text(let text): DecimalText.number(text)
    case .bool, .null: nil
    }
  }

  var flag: Bool? {
    switch self {
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .text(let text): Bool(text)
    case .real, .null: nil
    }
  }
}
