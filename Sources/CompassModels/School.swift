import Foundation

/// A college program the athlete is talking to (a row of `schools`).
public struct School: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<School>

  public var id: ID
  public var userID: UserID
  public var name: String
  public var location: String?
  public var city: String?
  public var state: String?
  public var division: SchoolDivision?
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, name: String, location: String? = nil, city: String? = nil,
    state: String? = nil, division: SchoolDivision? = nil, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil,
    updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.name = name
    self.location = location
    self.city = city
    self.state = state
    self.division = division
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension School: Codable {
  /// The column names, exactly as in the `schools` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case name, location, city, state, division
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case createdBy = "created_by"
    case updatedBy = "updated_by"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    id = try row.required(.id)
    userID = try row.required(.userID)
    name = row.value(.name, default: "")
    location = row.optional(.location)
    city = row.optional(.city)
    state = row.optional(.state)
    division = row.optional(.division)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encode(name, forKey: .name)
    try row.encodeOrNull(location, forKey: .location)
    try row.encodeOrNull(city, forKey: .city)
    try row.encodeOrNull(state, forKey: .state)
    try row.encodeOrNull(division, forKey: .division)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
