import SQLKit
import SQLiteKit

/// One result row of an `SQLiteHandle` statement, readable through SQLKit.
package struct SQLiteValues: SQLRow {
  let columns: [String]
  package let values: [SQLiteData]

  package var allColumns: [String] { columns }

  package func contains(column: String) -> Bool { columns.contains(column) }

  package func decodeNil(column: String) throws -> Bool {
    guard let index = columns.firstIndex(of: column) else { return true }
    return values[index] == .null
  }

  package func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
    guard let index = columns.firstIndex(of: column) else {
      throw SQLiteFailure(code: 1, message: "no column \(column) in the result")
    }
    return try SQLiteDataDecoder().decode(D.self, from: values[index])
  }
}
