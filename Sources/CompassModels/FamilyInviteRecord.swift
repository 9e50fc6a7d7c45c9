import Foundation

/// An invite into a family (a row of `family_invites`), without its code, which only its hash
/// keeps.
public struct FamilyInviteRecord: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<FamilyInviteRecord>

  public let id: ID
  public let access: String
  public let email: String?
  public let expiresAt: Date
  public let usedAt: Date?
  public let revokedAt: Date?
  public let createdAt: Date?

  public init(
    id: ID, access: String, email: String?, expiresAt: Date, usedAt: Date?, revokedAt: Date?,
    createdAt: Date? = nil
  ) {
    self.createdAt = createdAt
    self.id = id
    self.access = access
    self.email = email
    self.expiresAt = expiresAt
    self.usedAt = usedAt
    self.revokedAt = revokedAt
  }
}

extension FamilyInviteRecord: Codable {
  /// The column names, exactly as in the `family_invites` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, access, email
    case expiresAt = "expires_at"
    case usedAt = "used_at"
    case revokedAt = "revoked_at"
    case createdAt = "created_at"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    self.init(
      id: try row.required(.id), access: try row.required(.access), email: row.optional(.email),
      expiresAt: try row.requiredTimestamp(.expiresAt), usedAt: row.timestamp(.usedAt),
      revokedAt: row.timestamp(.revokedAt), createdAt: row.timestamp(.createdAt))
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(access, forKey: .access)
    try row.encodeOrNull(email, forKey: .email)
    try row.encodeTimestamp(expiresAt, forKey: .expiresAt)
    try row.encodeTimestamp(usedAt, forKey: .usedAt)
    try row.encodeTimestamp(revokedAt, forKey: .revokedAt)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
  }
}
