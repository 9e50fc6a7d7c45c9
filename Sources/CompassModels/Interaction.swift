import Foundation

/// A contact between the athlete and a program (a row of `interactions`).
public struct Interaction: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<Interaction>

  public var id: ID
  public var userID: UserID
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  public var type: InteractionType
  public var direction: InteractionDirection
  public var subject: String?
  public var content: String?
  public var sentiment: InteractionSentiment?
  public var occurredAt: Date?
  public var loggedBy: UserID?
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, schoolID: School.ID? = nil, coachID: Coach.ID? = nil,
    eventID: Event.ID? = nil, type: InteractionType, direction: InteractionDirection,
    subject: String? = nil, content: String? = nil, sentiment: InteractionSentiment? = nil,
    occurredAt: Date? = nil, loggedBy: UserID? = nil, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil, updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.schoolID = schoolID
    self.coachID = coachID
    self.eventID = eventID
    self.type = type
    self.direction = direction
    self.subject = subject
    self.content = content
    self.sentiment = sentiment
    self.occurredAt = occurredAt
    self.loggedBy = loggedBy
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension Interaction: Codable {
  /// The column names, exactly as in the `interactions` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case schoolID = "school_id"
    case coachID = "coach_id"
    case eventID = "event_id"
    case type, direction, subject, content, sentiment
    case occurredAt = "occurred_at"
    case loggedBy = "logged_by"
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
    coachID = row.optional(.coachID)
    eventID = row.optional(.eventID)
    type = row.value(.type, default: .other)
    direction = row.value(.direction, default: .outbound)
    subject = row.optional(.subject)
    content = row.optional(.content)
    sentiment = row.optional(.sentiment)
    occurredAt = row.timestamp(.occurredAt)
    loggedBy = row.optional(.loggedBy)
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
    try row.encodeOrNull(coachID, forKey: .coachID)
    try row.encodeOrNull(eventID, forKey: .eventID)
    try row.encode(type, forKey: .type)
    try row.encode(direction, forKey: .direction)
    try row.encodeOrNull(subject, forKey: .subject)
    try row.encodeOrNull(content, forKey: .content)
    try row.encodeOrNull(sentiment, forKey: .sentiment)
    try row.encodeTimestamp(occurredAt, forKey: .occurredAt)
    try row.encodeOrNull(loggedBy, forKey: .loggedBy)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
