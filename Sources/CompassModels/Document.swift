import Foundation

/// One version of a recruiting document — a highlight video, transcript, resume … (a row of
/// `documents`). All versions of a document share `versionGroupID`, the id of version 1, so
/// history survives a title edit.
public struct Document: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<Document>

  public var id: ID
  public var userID: UserID
  public var type: DocumentType
  public var title: String
  public var description: String?
  public var fileURL: String
  public var fileType: String?
  public var version: Int
  public var schoolID: School.ID?
  public var isCurrent: Bool
  public var sharedWithSchools: [School.ID]
  public var uploadedBy: UserID?
  public var versionGroupID: ID
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, type: DocumentType, title: String, description: String? = nil,
    fileURL: String, fileType: String? = nil, version: Int = 1, schoolID: School.ID? = nil,
    isCurrent: Bool = true, sharedWithSchools: [School.ID] = [], uploadedBy: UserID? = nil,
    versionGroupID: ID? = nil, createdAt: Date? = nil, updatedAt: Date? = nil,
    createdBy: UserID? = nil,
    updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.type = type
    self.title = title
    self.description = description
    self.fileURL = fileURL
    self.fileType = fileType
    self.version = version
    self.schoolID = schoolID
    self.isCurrent = isCurrent
    self.sharedWithSchools = sharedWithSchools
    self.uploadedBy = uploadedBy
    self.versionGroupID = versionGroupID ?? id
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension Document: Codable {
  /// The column names, exactly as in the `documents` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case type, title, description
    case fileURL = "file_url"
    case fileType = "file_type"
    case version
    case schoolID = "school_id"
    case isCurrent = "is_current"
    case sharedWithSchools = "shared_with_schools"
    case uploadedBy = "uploaded_by"
    case versionGroupID = "version_group_id"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case createdBy = "created_by"
    case updatedBy = "updated_by"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// A row without `version_group_id` (written before the column existed) is its own group.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    id = try row.required(.id)
    userID = try row.required(.userID)
    type = try row.required(.type)
    title = row.value(.title, default: "")
    description = row.optional(.description)
    fileURL = row.value(.fileURL, default: "")
    fileType = row.optional(.fileType)
    version = row.number(.version).flatMap { Int(exactly: $0) } ?? 1
    schoolID = row.optional(.schoolID)
    isCurrent = row.value(.isCurrent, default: false)
    sharedWithSchools = row.identifiers(.sharedWithSchools)
    uploadedBy = row.optional(.uploadedBy)
    versionGroupID = row.value(.versionGroupID, default: id)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encode(type, forKey: .type)
    try row.encode(title, forKey: .title)
    try row.encodeOrNull(description, forKey: .description)
    try row.encode(fileURL, forKey: .fileURL)
    try row.encodeOrNull(fileType, forKey: .fileType)
    try row.encode(version, forKey: .version)
    try row.encodeOrNull(schoolID, forKey: .schoolID)
    try row.encode(isCurrent, forKey: .isCurrent)
    try row.encode(sharedWithSchools, forKey: .sharedWithSchools)
    try row.encodeOrNull(uploadedBy, forKey: .uploadedBy)
    try row.encode(versionGroupID, forKey: .versionGroupID)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
