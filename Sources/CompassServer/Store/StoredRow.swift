import CompassModels

/// A model kept in one of the tables, read and written through `ScopedTable`; its coding keys
/// are the table's column names, so a column is named once, in the model.
protocol StoredRow: Decodable, Sendable, Identifiable where ID == Identifier<Self> {
  associatedtype Field: CodingKey
  static var table: TableSchema { get }
}

extension Event: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.events }
}

extension School: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.schools }
}

extension Coach: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.coaches }
}

extension PerformanceMetric: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.performanceMetrics }
}

extension Interaction: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.interactions }
}

extension Document: StoredRow {
  typealias Field = CodingKeys
  static var table: TableSchema { TableRegistry.documents }
}
