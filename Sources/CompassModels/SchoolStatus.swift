import Foundation

/// Where the family stands with one school (a row of `school_statuses`, one per school): the
/// status of the relationship, the family's interest, and notes.
public struct SchoolStatus: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<SchoolStatus>

  public var id: ID
  public var userID: UserID
  public var schoolID: School.ID
  public var status: RecruitingStatus
  public var interest: SchoolInterest?
  public var notes: String?
  public var createdAt: Date?
  public var updatedAt: Date?
  public var createdBy: UserID?
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, schoolID: School.ID, status: RecruitingStatus = .researching,
    interest: SchoolInterest? = nil, notes: String? = nil, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil, updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.schoolID = schoolID
    self.status = status
    self.interest = interest
    self.notes = notes
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension SchoolStatus: Codable {
  /// The column names, exactly as in the `school_statuses` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case schoolID = "school_id"
    case status, interest, notes
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
    schoolID = try row.required(.schoolID)
    status = row.value(.status, default: .researching)
    interest = row.optional(.interest)
    notes = row.optional(.notes)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encode(schoolID, forKey: .schoolID)
    try row.encode(status, forKey: .status)
    try row.encodeOrNull(interest, forKey: .interest)
    try row.encodeOrNull(notes, forKey: .notes)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
