import CompassDomain
import CompassModels
import Foundation

/// How a carried form's field reads in the "Not sent yet" summary: the words the form showed
/// ("Fastball Velocity", "May 3, 2027", "2:00 PM", "Yes") instead of what it sent ("velocity",
/// "2027-05-03", "14:00", "on").
struct CarriedFieldText {
  private let dates: EventDateText
  private let events: EventListText

  init(locale: Locale = Locale(identifier: "en_US")) {
    dates = EventDateText(locale: locale)
    events = EventListText(locale: locale)
  }

  /// The value as shown, for a field of a form posted to `action`.
  func value(_ value: String, of name: String, action: String) -> String {
    switch name {
    case "metric_type": return MetricType(rawValue: value).displayName
    case "type" where action.hasPrefix(SitePath(.documents).path):
      return DocumentType(rawValue: value).label
    case "type": return EventType(rawValue: value).displayName
    case "event_source": return EventSource(rawValue: value).displayName
    case "role": return CoachRole(rawValue: value).displayName
    case "direction": return InteractionDirection(rawValue: value).displayName
    case "sentiment": return InteractionSentiment(rawValue: value).displayName
    case "registered", "attended", "verified": return value.isEmpty ? "No" : "Yes"
    case "cost": return Double(value).map(events.cost) ?? value
    default: break
    }
    if name.hasSuffix("_date"), let date = LocalDate(value) { return dates.day(date) }
    if name.hasSuffix("_time"), let time = LocalTime(value) { return dates.time(time) }
    return value
  }

  /// Fields the summary leaves out: ids and lists of ids, which say nothing to a person.
  static func isHidden(_ name: String) -> Bool {
    name.hasSuffix("_id") || name.hasSuffix("[]") || name == "school"
  }
}
