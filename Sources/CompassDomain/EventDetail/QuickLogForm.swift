import CompassModels
import Foundation

/// The "Log Interactions" sheet that opens after marking an event attended.
public struct QuickLogForm: Hashable, Sendable {
  /// The four types the sheet offers.
  public static let typeChoices: [InteractionType] = [.inPersonVisit, .phoneCall, .email, .game]
  public static let contentRequired = "Please describe the interaction"
  /// The time used when the event has no start time.
  public static let defaultTime = LocalTime(hour: 9, minute: 0)!

  public var type = InteractionType.inPersonVisit
  public var direction = InteractionDirection.inbound
  public var content = ""
  public var sentiment = InteractionSentiment.positive

  public init() {}

  /// "Did you have any coaching interactions at Spring Showcase?"
  public static func prompt(for event: Event) -> String {
    "Did you have any coaching interactions at \(EventListText.displayName(event))?"
  }

  /// What the page says once an interaction of `type` is logged: "In-Person Visit logged."
  public static func loggedNotice(_ type: InteractionType) -> String {
    "\(type.displayName) logged. It is in the interactions for this event’s school."
  }

  public var contentError: String? {
    content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? Self.contentRequired : nil
  }

  /// The interaction to insert, or `nil` while the content is empty. It happened at the
  /// event's start (9:00 when no time is set) in the user's time zone, written as UTC.
  public func payload(for event: Event, loggedBy user: UserID, calendar: Calendar)
    -> InteractionPayload?
  {
    guard contentError == nil else { return nil }
    return InteractionPayload(
      schoolID: event.schoolID, coachID: nil, eventID: event.id, type: type,
      direction: direction, subject: "Interaction at \(EventListText.displayName(event))",
      content: content.trimmingCharacters(in: .whitespacesAndNewlines), sentiment: sentiment,
      occurredAt: Self.occurredAt(event: event, calendar: calendar), loggedBy: user)
  }

  /// The instant the event started: on its own clock, else `calendar`'s (the athlete's).
  public static func occurredAt(event: Event, calendar: Calendar) -> Date {
    let clock =
      PersonalTimeZone.named(event.timeZone).map(PersonalTimeZone.calendar(in:)) ?? calendar
    return event.startDate.instant(in: clock, at: event.startTime ?? defaultTime)
      ?? event.startDate.noonUTC
  }
}

/// The body of an `interactions` insert.
public struct InteractionPayload: Hashable, Sendable, Encodable {
  public var schoolID: School.ID?
  public var coachID: Coach.ID?
  public var eventID: Event.ID?
  public var type: InteractionType
  public var direction: InteractionDirection
  public var subject: String?
  public var content: String?
  public var sentiment: InteractionSentiment?
  public var occurredAt: Date
  public var loggedBy: UserID?

  /// The columns are the model's own.
  typealias CodingKeys = Interaction.CodingKeys

  public func encode(to encoder: any Encoder) throws {
    var body = encoder.container(keyedBy: CodingKeys.self)
    try body.encodeOrNull(schoolID, forKey: .schoolID)
    try body.encodeOrNull(coachID, forKey: .coachID)
    try body.encodeOrNull(eventID, forKey: .eventID)
    try body.encode(type, forKey: .type)
    try body.encode(direction, forKey: .direction)
    try body.encodeOrNull(subject, forKey: .subject)
    try body.encodeOrNull(content, forKey: .content)
    try body.encodeOrNull(sentiment, forKey: .sentiment)
    try body.encodeTimestamp(occurredAt, forKey: .occurredAt)
    try body.encodeOrNull(loggedBy, forKey: .loggedBy)
  }
}
