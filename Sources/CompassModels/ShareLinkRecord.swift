import Foundation

/// A coaches' link (a row of `share_links`), without its token, which only its hash keeps.
public struct ShareLinkRecord: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<ShareLinkRecord>

  public let id: ID
  public let schoolID: School.ID
  public let label: String?
  public let includesMetrics: Bool
  public let expiresAt: Date
  public let revokedAt: Date?
  public let createdAt: Date

  public init(
    id: ID, schoolID: School.ID, label: String?, includesMetrics: Bool, expiresAt: Date,
    revokedAt: Date?, createdAt: Date
  ) {
    self.id = id
    self.schoolID = schoolID
    self.label = label
    self.includesMetrics = includesMetrics
    self.expiresAt = expiresAt
    self.revokedAt = revokedAt
    self.createdAt = createdAt
  }

  /// Whether the link still opens its page at `now`.
  public func isOpen(at now: Date) -> Bool {
    revokedAt == nil && expiresAt > now
  }
}

extension ShareLinkRecord: Codable {
  /// The column names, exactly as in the `share_links` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, label
    case schoolID = "school_id"
    case includesMetrics = "include_metrics"
    case expiresAt = "expires_at"
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
      id: try row.required(.id), schoolID: try row.required(.schoolID),
      label: row.optional(.label), includesMetrics: row.value(.includesMetrics, default: false),
      expiresAt: try row.requiredTimestamp(.expiresAt), revokedAt: row.timestamp(.revokedAt),
      createdAt: try row.requiredTimestamp(.createdAt))
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(schoolID, forKey: .schoolID)
    try row.encodeOrNull(label, forKey: .label)
    try row.encode(includesMetrics, forKey: .includesMetrics)
    try row.encodeTimestamp(expiresAt, forKey: .expiresAt)
    try row.encodeTimestamp(revokedAt, forKey: .revokedAt)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
  }
}
