import Foundation

/// One thing opened through a coaches' link (a row of `share_link_views`): the page, a view
/// of a document or its download, by a browser known only by its family.
public struct ShareViewRecord: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<ShareViewRecord>

  public let id: ID
  public let linkID: ShareLinkRecord.ID
  public let documentID: Document.ID?
  public let kind: String
  public let agent: String
  public let occurredAt: Date

  public init(
    id: ID, linkID: ShareLinkRecord.ID, documentID: Document.ID?, kind: String, agent: String,
    occurredAt: Date
  ) {
    self.id = id
    self.linkID = linkID
    self.documentID = documentID
    self.kind = kind
    self.agent = agent
    self.occurredAt = occurredAt
  }
}

extension ShareViewRecord: Codable {
  /// The column names, exactly as in the `share_link_views` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, kind, agent
    case linkID = "link_id"
    case documentID = "document_id"
    case occurredAt = "occurred_at"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// Reads the row from its columns, as a JSON object or a database row holds them.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    self.init(
      id: try row.required(.id), linkID: try row.required(.linkID),
      documentID: row.optional(.documentID), kind: try row.required(.kind),
      agent: row.value(.agent, default: ""), occurredAt: try row.requiredTimestamp(.occurredAt))
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(linkID, forKey: .linkID)
    try row.encodeOrNull(documentID, forKey: .documentID)
    try row.encode(kind, forKey: .kind)
    try row.encode(agent, forKey: .agent)
    try row.encodeTimestamp(occurredAt, forKey: .occurredAt)
  }
}
