import CompassModels

/// A model kept in one of the tables, read and written through `ScopedTable`; its coding keys
/// are the table's column names, so a column is named once, in the model.
package protocol StoredRow: Decodable, Sendable, Identifiable where ID == Identifier<Entity> {
  /// What the row's id names: the row itself, or (a profile) the account it belongs to.
  associatedtype Entity
  associatedtype Field: CodingKey
  static var table: TableSchema { get }
  /// The model read from a row of its table. Each model implements it as a concrete call to
  /// its inlinable `init(columns:)`, so that reader is specialized for database rows.
  init(stored row: StoredColumns<Field>) throws
}

extension Event: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.events }
}

extension School: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.schools }
}

extension Coach: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.coaches }
}

extension PerformanceMetric: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.performanceMetrics }
}

extension Interaction: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.interactions }
}

extension FollowUp: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.followUps }
}

extension SchoolStatus: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.schoolStatuses }
}

extension Document: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.documents }
}

extension AthleteProfile: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.athleteProfiles }
}

extension ShareLinkRecord: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.shareLinks }
}

extension ShareViewRecord: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.shareLinkViews }
}

extension FamilyLinkRecord: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.familyLinks }
}

extension FamilyInviteRecord: StoredRow {
  package typealias Entity = Self
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.familyInvites }
}

extension ProfileRecord: StoredRow {
  package typealias Entity = Account
  package typealias Field = CodingKeys
  package init(stored row: StoredColumns<CodingKeys>) throws { try self.init(columns: row) }
  package static var table: TableSchema { TableRegistry.profiles }
}
