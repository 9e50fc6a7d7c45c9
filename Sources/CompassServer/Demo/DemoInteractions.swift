import CompassModels
import Foundation

/// What passed between Jordan and the coaches met at each event: the conversation there, a
/// thank-you e-mail the next evening, and a note from a program whose coaches watched.
extension DemoSeason {
  /// The coach rows inserted for one program, by its name.
  struct Staff {
    let schoolID: JSONValue
    let coaches: [[String: JSONValue]]

    var head: [String: JSONValue]? { coaches.first { $0["role"] == .string("head") } }
    var recruiter: [String: JSONValue]? {
      coaches.first { $0["role"] == .string("recruiting") } ?? head
    }
  }

  static func interactions(
    around today: LocalDate, staff: [String: Staff], eventIDs: [String: JSONValue], user: UserID
  ) -> [JSONValue] {
    events.filter { $0.attended(around: today) }.flatMap { event in
      var rows: [JSONValue] = []
      let date = event.startDate(around: today)
      let zone = timeZone(of: event)
      let eventID = eventIDs[event.name] ?? .null
      if let host = event.host.flatMap({ staff[$0] }), let coach = host.head {
        rows.append(
          row(
            eventID, host, coach, type: meetingType(event), direction: .inbound,
            at: instant(date, "13:30", zone),
            subject: "Talked with \(name(coach)) at \(event.name)",
            content: event.note ?? "Good conversation after the session about my schedule.",
            sentiment: .veryPositive, user: user))
        let thanks = date.adding(days: event.days)
        if thanks < today, let recruiter = host.recruiter {
          rows.append(
            row(
              eventID, host, recruiter, type: .email, direction: .outbound,
              at: instant(thanks, "19:30", zone), subject: "Thank you: \(event.name)",
              content:
                "Thanked \(name(recruiter)) for the time and sent my updated athletic resume and highlight video.",
              sentiment: .positive, user: user))
        }
      }
      let heard = date.adding(days: event.days + 1)
      if let scout = event.scouts.first.flatMap({ staff[$0] }), let recruiter = scout.recruiter,
        heard < today
      {
        rows.append(
          row(
            eventID, scout, recruiter, type: .email, direction: .inbound,
            at: instant(heard, "10:15", zone), subject: "Saw you at \(event.name)",
            content:
              "\(name(recruiter)) liked the fastball's life and asked for my upcoming schedule and transcript.",
            sentiment: .veryPositive, user: user))
      }
      return rows
    }
  }

  private static func row(
    _ eventID: JSONValue, _ staff: Staff, _ coach: [String: JSONValue],
    type: InteractionType, direction: InteractionDirection, at instant: String, subject: String,
    content: String, sentiment: InteractionSentiment, user: UserID
  ) -> JSONValue {
    [
      "school_id": staff.schoolID, "coach_id": coach["id"] ?? .null,
      "event_id": eventID, "type": .string(type.rawValue),
      "direction": .string(direction.rawValue), "subject": .string(subject),
      "content": .string(content), "sentiment": .string(sentiment.rawValue),
      "occurred_at": .string(instant), "logged_by": .string(user.description),
    ]
  }

  private static func meetingType(_ event: DemoEventPlan) -> InteractionType {
    switch event.type {
    case .officialVisit: .officialVisit
    case .unofficialVisit: .unofficialVisit
    case .camp: .camp
    default: .inPersonVisit
    }
  }

  private static func name(_ coach: [String: JSONValue]) -> String {
    "Coach \(coach["last_name"]?.stringValue ?? "")"
  }

  /// Tennessee's programs keep Central time; the rest of the season is on Eastern.
  static func timeZone(of event: DemoEventPlan) -> TimeZone {
    TimeZone(identifier: event.state == "TN" ? "America/Chicago" : "America/New_York") ?? .gmt
  }

  private static func instant(_ date: LocalDate, _ time: String, _ zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let at = date.instant(in: calendar, at: LocalTime(time)) ?? Date(timeIntervalSince1970: 0)
    return Timestamp.format(at)
  }
}
