import SQLKit
import SQLiteKit

/// One result row of an `SQLiteHandle` statement, readable through SQLKit.
struct SQLiteValues: SQLRow {
  let columns: [String]
  let values: [SQLiteData]

  var allColumns: [String] { columns }

  func contains(column: String) -> Bool { columns.contains(column) }

  func decodeNil(column: String) throws -> Bool {
    guard let index = columns.firstIndex(of: column) else { return true }
    return values[index] == .null
  }

  func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
    guard let index = columns.firstIndex(of: column) else {
      throw SQLiteFailure(code: 1, message: "no column \(column) in the result")
    }
    return try SQLiteDataDecoder().decode(D.self, from: values[index])
  }
}
