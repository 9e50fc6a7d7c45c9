import CompassModels
import Foundation
import SQLKit

/// A result row of a model's table read by the model's coding keys, for `ColumnReader`: each
/// key is a column, read by the column's type the same way from SQLite and PostgreSQL; `uuid[]`
/// and `jsonb` columns hold JSON text.
package struct StoredColumns<Column: CodingKey>: ColumnReader {
  private let cells: [ColumnCell]
  private let layout: ColumnLayout

  init(row: any SQLRow, layout: ColumnLayout) throws {
    cells = try ColumnCell.cells(of: row, layout)
    self.layout = layout
  }

  package var codingPath: [any CodingKey] { [] }

  package func text(_ column: Column) -> String? { cell(column).text }

  package func number(_ column: Column) -> Double? { cell(column).number }

  package func flag(_ column: Column) -> Bool? { cell(column).flag }

  package func texts(_ column: Column) -> [String?]? {
    guard case .text(let text) = cell(column) else { return nil }
    return IdentifierListText.entries(text)
      ?? (try? JSONDecoder().decode([String?].self, from: Data(text.utf8)))
  }

  package func json(_ column: Column) -> JSONValue? {
    guard case .text(let text) = cell(column) else { return nil }
    return try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  private func cell(_ column: Column) -> ColumnCell {
    guard let position = layout.positions[column.stringValue], position < cells.count else {
      return .null
    }
    return cells[position]
  }
}
