import Foundation

/// A camp, showcase, visit or game the athlete tracks (a row of `events`).
public struct Event: Identifiable, Hashable, Sendable {
  public typealias ID = Identifier<Event>

  public var id: ID
  public var userID: UserID
  public var schoolID: School.ID?
  public var type: EventType
  public var name: String
  public var location: String?
  public var address: String?
  public var city: String?
  public var state: String?
  public var startDate: LocalDate
  public var endDate: LocalDate?
  public var startTime: LocalTime?
  public var endTime: LocalTime?
  public var checkinTime: LocalTime?
  public var url: String?
  public var description: String?
  public var eventSource: EventSource?
  public var coachesPresent: [Coach.ID]
  public var performanceNotes: String?
  public var statsRecorded: JSONValue?
  /// Where the event happens, as an IANA zone ("America/Chicago"); `nil` means the athlete's
  /// own zone. Its dates and times are read on that clock.
  public var timeZone: String?
  public var cost: Double?
  public var registered: Bool
  public var attended: Bool
  public var createdAt: Date?
  public var updatedAt: Date?
  /// Who added the row (`nil` for rows older than family accounts).
  public var createdBy: UserID?
  /// Who last changed the row.
  public var updatedBy: UserID?

  public init(
    id: ID, userID: UserID, schoolID: School.ID? = nil, type: EventType, name: String,
    location: String? = nil, address: String? = nil, city: String? = nil, state: String? = nil,
    startDate: LocalDate, endDate: LocalDate? = nil, startTime: LocalTime? = nil,
    endTime: LocalTime? = nil, checkinTime: LocalTime? = nil, url: String? = nil,
    description: String? = nil, eventSource: EventSource? = nil, coachesPresent: [Coach.ID] = [],
    performanceNotes: String? = nil, statsRecorded: JSONValue? = nil, cost: Double? = nil,
    registered: Bool = false, attended: Bool = false, createdAt: Date? = nil,
    updatedAt: Date? = nil, createdBy: UserID? = nil,
    updatedBy: UserID? = nil, timeZone: String? = nil
  ) {
    self.timeZone = timeZone
    self.id = id
    self.userID = userID
    self.schoolID = schoolID
    self.type = type
    self.name = name
    self.location = location
    self.address = address
    self.city = city
    self.state = state
    self.startDate = startDate
    self.endDate = endDate
    self.startTime = startTime
    self.endTime = endTime
    self.checkinTime = checkinTime
    self.url = url
    self.description = description
    self.eventSource = eventSource
    self.coachesPresent = coachesPresent
    self.performanceNotes = performanceNotes
    self.statsRecorded = statsRecorded
    self.cost = cost
    self.registered = registered
    self.attended = attended
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.createdBy = createdBy
    self.updatedBy = updatedBy
  }

  /// The last day the event covers: its end date, or the start date when the end is missing
  /// or (by a data error) earlier than the start.
  public var lastDate: LocalDate {
    guard let endDate, endDate > startDate else { return startDate }
    return endDate
  }
}

extension Event: Codable {
  /// The column names, exactly as in the `events` table.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case userID = "user_id"
    case schoolID = "school_id"
    case type, name, location, address, city, state
    case startDate = "start_date"
    case endDate = "end_date"
    case startTime = "start_time"
    case endTime = "end_time"
    case checkinTime = "checkin_time"
    case url, description
    case eventSource = "event_source"
    case coachesPresent = "coaches_present"
    case performanceNotes = "performance_notes"
    case statsRecorded = "stats_recorded"
    case cost, registered, attended
    case timeZone = "time_zone"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case createdBy = "created_by"
    case updatedBy = "updated_by"
  }

  public init(from decoder: any Decoder) throws {
    try self.init(columns: DecodedColumns<CodingKeys>(decoder))
  }

  /// An event without a valid id, owner, type or start date is skipped by list decoding
  /// (the spec: "Invalid date format: skip rendering that event"); other columns fall back.
  @inlinable
  public init(columns row: some ColumnReader<CodingKeys>) throws {
    id = try row.required(.id)
    userID = try row.required(.userID)
    schoolID = row.optional(.schoolID)
    type = try row.required(.type)
    name = row.value(.name, default: "")
    location = row.optional(.location)
    address = row.optional(.address)
    city = row.optional(.city)
    state = row.optional(.state)
    startDate = try row.required(.startDate)
    endDate = row.optional(.endDate)
    startTime = row.optional(.startTime)
    endTime = row.optional(.endTime)
    checkinTime = row.optional(.checkinTime)
    url = row.optional(.url)
    description = row.optional(.description)
    eventSource = row.optional(.eventSource)
    coachesPresent = row.identifiers(.coachesPresent)
    performanceNotes = row.optional(.performanceNotes)
    statsRecorded = row.json(.statsRecorded)
    timeZone = row.optional(.timeZone)
    cost = row.number(.cost)
    registered = row.value(.registered, default: false)
    attended = row.value(.attended, default: false)
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
    try row.encode(type, forKey: .type)
    try row.encode(name, forKey: .name)
    try row.encodeOrNull(location, forKey: .location)
    try row.encodeOrNull(address, forKey: .address)
    try row.encodeOrNull(city, forKey: .city)
    try row.encodeOrNull(state, forKey: .state)
    try row.encode(startDate, forKey: .startDate)
    try row.encodeOrNull(endDate, forKey: .endDate)
    try row.encodeOrNull(startTime, forKey: .startTime)
    try row.encodeOrNull(endTime, forKey: .endTime)
    try row.encodeOrNull(checkinTime, forKey: .checkinTime)
    try row.encodeOrNull(url, forKey: .url)
    try row.encodeOrNull(description, forKey: .description)
    try row.encodeOrNull(eventSource, forKey: .eventSource)
    try row.encode(coachesPresent, forKey: .coachesPresent)
    try row.encodeOrNull(performanceNotes, forKey: .performanceNotes)
    try row.encodeOrNull(statsRecorded, forKey: .statsRecorded)
    try row.encodeOrNull(timeZone, forKey: .timeZone)
    try row.encodeOrNull(cost, forKey: .cost)
    try row.encode(registered, forKey: .registered)
    try row.encode(attended, forKey: .attended)
    try row.encodeTimestamp(createdAt, forKey: .createdAt)
    try row.encodeTimestamp(updatedAt, forKey: .updatedAt)
    try row.encodeOrNull(createdBy, forKey: .createdBy)
    try row.encodeOrNull(updatedBy, forKey: .updatedBy)
  }
}
