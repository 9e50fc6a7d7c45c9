import Foundation

/// Something to do for a school or coach by a day (a row of `follow_ups`): open until done (the
/// interaction that did it noted) or dropped.
public struct FollowUp: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<FollowUp>

  public var id: ID
  public var userID: UserID
  public var title: String
  public var notes: String?
  public var dueDate: LocalDate
  public var status: FollowUpStatus
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  /// The interaction it follows up on.
  public var interactionID: Interaction.ID?
  /// The interaction logged when it was done.
  public var doneInteractionID: Interaction.ID?
  public var doneAt: Date?
  public var createdAt: Date?
  public var updatedAt: Date?
  public var createdBy: UserID?
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, title: String, notes: String? = nil, dueDate: LocalDate,
    status: FollowUpStatus = .open, schoolID: School.ID? = nil, coachID: Coach.ID? = nil,
    eventID: Event.ID? = nil, interactionID: Interaction.ID? = nil,
    doneInteractionID: Interaction.ID? = nil, doneAt: Date? = nil, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil, updatedBy: UserID? = nil
  ) {
    self.id = id
    self.userID = userID
    self.title = title
    self.notes = notes
    self.dueDate = dueDate
    self.status = status
    self.schoolID = schoolID
    self.coachID = coachID
    self.eventID = eventID
    self.interactionID = interactionID
    self.doneInteractionID = doneInteractionID
    self.doneAt = doneAt
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }
}

extension FollowUp: Codable {
  /// The column names, exactly as in the `follow_ups` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case title, notes
    case dueDate = "due_date"
    case status
    case schoolID = "school_id"
    case coachID = "coach_id"
    case eventID = "event_id"
    case interactionID = "interaction_id"
    case doneInteractionID = "done_interaction_id"
    case doneAt = "done_at"
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
    title = try row.required(.title)
    notes = row.optional(.notes)
    dueDate = try row.required(.dueDate)
    status = row.value(.status, default: .open)
    schoolID = row.optional(.schoolID)
    coachID = row.optional(.coachID)
    eventID = row.optional(.eventID)
    interactionID = row.optional(.interactionID)
    doneInteractionID = row.optional(.doneInteractionID)
    doneAt = row.timestamp(.doneAt)
    createdAt = row.timestamp(.createdAt)
    updatedAt = row.timestamp(.updatedAt)
    createdBy = row.optional(.createdBy)
    updatedBy = row.optional(.updatedBy)
  }

  public func encode(to encoder: any Encoder) throws {
    var row = encoder.container(keyedBy: CodingKeys.self)
    try row.encode(id, forKey: .id)
    try row.encode(userID, forKey: .userID)
    try row.encode(title, forKey: .title)
    try row.encodeOrNull(notes, forKey: .notes)
    try row.encode(dueDate, forKey: .dueDate)
    try row.encode(status, forKey: .status)
    try row.encodeOrNull(schoolID, forKey: .schoolID)
    try row.encodeOrNull(coachID, forKey: .coachID)
    try row.encodeOrNull(eventID, forKey: .eventID)
    try row.encodeOrNull(interactionID, forKey: .interactionID)
    try row.encodeOrNull(doneInteractionID, forKey: .doneInteractionID)
    try row.encodeTimestamp(doneAt, forKey: .doneAt)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
