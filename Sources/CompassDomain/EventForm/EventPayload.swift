import CompassModels

/// The body of an `events` insert or update: every editable column, trimmed, with empty
/// text sent as `null` so an edit can clear a field.
public struct EventPayload: Hashable, Sendable, Encodable {
  public var userID: UserID?
  public var type: EventType
  public var name: String
  public var schoolID: School.ID?
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
  public var cost: Double?
  public var registered: Bool
  public var attended: Bool
  public var performanceNotes: String?
  public var timeZone: String?

  /// The columns are the model's own.
  typealias CodingKeys = Event.CodingKeys

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encodeIfPresent(userID, forKey: .userID)
    try body.encode(type, forKey: .type)
    try body.encode(name, forKey: .name)
    try body.encodeOrNull(schoolID, forKey: .schoolID)
    try body.encodeOrNull(location, forKey: .location)
    try body.encodeOrNull(address, forKey: .address)
    try body.encodeOrNull(city, forKey: .city)
    try body.encodeOrNull(state, forKey: .state)
    try body.encode(startDate, forKey: .startDate)
    try body.encodeOrNull(endDate, forKey: .endDate)
    try body.encodeOrNull(startTime, forKey: .startTime)
    try body.encodeOrNull(endTime, forKey: .endTime)
    try body.encodeOrNull(checkinTime, forKey: .checkinTime)
    try body.encodeOrNull(url, forKey: .url)
    try body.encodeOrNull(description, forKey: .description)
    try body.encodeOrNull(eventSource, forKey: .eventSource)
    try body.encodeOrNull(cost, forKey: .cost)
    try body.encode(registered, forKey: .registered)
    try body.encode(attended, forKey: .attended)
    try body.encodeOrNull(performanceNotes, forKey: .performanceNotes)
    try body.encodeOrNull(timeZone, forKey: .timeZone)
  }
}

extension EventForm {
  /// The insert/update body, or `nil` while the form is invalid. An "Other" school must be
  /// created first and passed as `schoolID`.
  public func payload(userID: UserID? = nil, schoolID: School.ID? = nil) -> EventPayload? {
    guard validate().isValid else { return nil }
    return uncheckedPayload(userID: userID, schoolID: schoolID)
  }

  /// The columns the form sends when saved, unchecked: what an edit compares (`EditMerge`).
  public func columns(schoolID: School.ID? = nil) -> [String: JSONValue] {
    uncheckedPayload(schoolID: schoolID).map(JSONColumns.of) ?? [:]
  }

  private func uncheckedPayload(userID: UserID? = nil, schoolID: School.ID? = nil)
    -> EventPayload?
  {
    guard let type, let startDate else { return nil }
    var cost: Double?
    if case .amount(let amount) = Self.parseCost(costText) { cost = amount }
    return EventPayload(
      userID: userID, type: type, name: trimmed(name),
      schoolID: schoolID ?? school.schoolID, location: nonEmpty(location),
      address: nonEmpty(address), city: nonEmpty(city), state: nonEmpty(state)?.uppercased(),
      startDate: startDate, endDate: endDate, startTime: startTime, endTime: endTime,
      checkinTime: checkinTime, url: nonEmpty(url), description: nonEmpty(description),
      eventSource: eventSource, cost: cost, registered: registered, attended: attended,
      performanceNotes: nonEmpty(performanceNotes), timeZone: nonEmpty(timeZone))
  }

  private func nonEmpty(_ text: String) -> String? {
    let value = trimmed(text)
    return value.isEmpty ? nil : value
  }
}
