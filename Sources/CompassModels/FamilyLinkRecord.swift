import Foundation

/// A link between an athlete and a parent (a row of `family_links`), with the parent's access
/// (`edit` or `view`).
public struct FamilyLinkRecord: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<FamilyLinkRecord>

  public let id: ID
  public let athleteID: UserID
  public let parentID: UserID
  public let access: String
  public let createdAt: Date?

  public init(
    id: ID, athleteID: UserID, parentID: UserID, access: String, createdAt: Date? = nil
  ) {
    self.id = id
    self.athleteID = athleteID
    self.parentID = parentID
    self.access = access
    self.createdAt = createdAt
  }
}

extension FamilyLinkRecord: Codable {
  /// The column names, exactly as in the `family_links` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, access
    case athleteID = "athlete_id"
    case parentID = "parent_id"
    case createdAt = "created_at"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    self.init(
      id: try row.required(.id), athleteID: try row.required(.athleteID),
      parentID: try row.required(.parentID), access: try row.required(.access),
      createdAt: row.timestamp(.createdAt))
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(athleteID, forKey: .athleteID)
    try row.encode(parentID, forKey: .parentID)
    try row.encode(access, forKey: .access)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
  }
}
