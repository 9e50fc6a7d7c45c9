import SQLKit
import SQLiteKit

/// One result row of an `SQLiteHandle` statement, readable through SQLKit. Its cells are the
/// ones `StoredColumns` reads, so a model's row is not converted a second time.
package struct SQLiteValues: SQLRow {
  let columns: [String]
  let cells: [ColumnCell]

  package var allColumns: [String] { columns }

  package func contains(column: String) -> Bool { columns.contains(column) }

  package func decodeNil(column: String) throws -> Bool {
    guard let index = columns.firstIndex(of: column) else { return true }
    if case .null = cells[index] { return true }
    return false
  }

  package func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
    guard let index = columns.firstIndex(of: column) else {
      throw SQLiteFailure(code: 1, message: "no column \(column) in the result")
    }
    return try SQLiteDataDecoder().decode(D.self, from: Self.data(cells[index]))
  }

  private static func data(_ cell: ColumnCell) -> SQLiteData {
    switch cell {
    case .null: .null
    case .text(let text): .text(text)
    case .integer(let number): .integer(number)
    case .real(let number): .float(number)
    case .bool(let flag): .integer(flag ? 1 : 0)
    }
  }
}
