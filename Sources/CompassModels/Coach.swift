import Foundation

/// A coach on a school's staff (a row of `coaches`).
public struct Coach: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<Coach>

  public var id: ID
  public var userID: UserID
  public var schoolID: School.ID?
  public var role: CoachRole
  public var firstName: String
  public var lastName: String
  public var email: String?
  public var phone: String?
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, schoolID: School.ID?, role: CoachRole, firstName: String,
    lastName: String, email: String? = nil, phone: String? = nil, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil,
    updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.schoolID = schoolID
    self.role = role
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.phone = phone
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }

  /// "First Last", without stray spaces when one part is missing.
  public var fullName: String {
    [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension Coach: Codable {
  /// The column names, exactly as in the `coaches` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case schoolID = "school_id"
    case role
    case firstName = "first_name"
    case lastName = "last_name"
    case email, phone
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
    schoolID = row.optional(.schoolID)
    role = row.value(.role, default: .assistant)
    firstName = row.value(.firstName, default: "")
    lastName = row.value(.lastName, default: "")
    email = row.optional(.email)
    phone = row.optional(.phone)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encodeOrNull(schoolID, forKey: .schoolID)
    try row.encode(role, forKey: .role)
    try row.encode(firstName, forKey: .firstName)
    try row.encode(lastName, forKey: .lastName)
    try row.encodeOrNull(email, forKey: .email)
    try row.encodeOrNull(phone, forKey: .phone)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
