import CompassModels
import Foundation
import SQLKit

/// A result row of a model's table read by the model's coding keys, for `ColumnReader`: each
/// key is a column, read by the column's type the same way from SQLite and PostgreSQL; `uuid[]`
/// and `jsonb` columns hold JSON text.
package struct StoredColumns<Column: CodingKey>: ColumnReader {
  private let row: Row

  init(row: any SQLRow, layout: ColumnLayout) throws {
    self.row = Row(cells: try ColumnCell.cells(of: row, layout), layout: layout)
  }

  /// The row's cells and layout behind one reference, so the copies a model's generic reads
  /// make cost one retain; and where the next column is expected: models read their columns in
  /// about the table's order, so most reads compare one name instead of hashing it (hashing
  /// was 5 % of a page's CPU).
  private final class Row {
    let cells: [ColumnCell]
    let layout: ColumnLayout
    var next = 0

    init(cells: [ColumnCell], layout: ColumnLayout) {
      self.cells = cells
      self.layout = layout
    }
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
    let name = column.stringValue
    let names = row.layout.names
    let expected = row.next
    let position =
      expected < names.count && names[expected] == name ? expected : row.layout.positions[name]
    guard let position, position < row.cells.count else { return .null }
    row.next = position + 1
    return row.cells[position]
  }
}
