import CompassModels
import Foundation

/// An event's edit against changes saved meanwhile: its columns as the form sends them, and a
/// clash in words.
public enum EventEdit {
  /// The event's columns as its edit form would send them untouched.
  public static func columns(of event: Event) -> [String: JSONValue] {
    EventForm(event: event).columns()
  }

  /// The form's labels, by column.
  public static let labels: [String: String] = Dictionary(
    uniqueKeysWithValues: [
      (Event.CodingKeys.type, "Event Type"), (.name, "Event Name"), (.schoolID, "School"),
      (.location, "Venue"), (.address, "Street Address"), (.city, "City"), (.state, "State"),
      (.startDate, "Start Date"), (.endDate, "End Date"), (.startTime, "Start Time"),
      (.endTime, "End Time"), (.checkinTime, "Check-in Time"), (.url, "Event URL"),
      (.description, "Event Description"), (.eventSource, "Event Source"), (.cost, "Cost"),
      (.registered, "Registered"), (.attended, "Attended"),
      (.performanceNotes, "Performance Notes"), (.timeZone, "Time Zone"),
    ].map { ($0.stringValue, $1) })

  /// The fields both changed, in words (`schools` names a school id).
  public static func fields(
    of conflict: EditConflict<Event>, schools: [School], locale: Locale
  ) -> [ConflictField] {
    let dates = EventDateText(locale: locale)
    let text = EventListText(locale: locale)
    return EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current), labels: labels
    ) { name, value in
      let column = Event.CodingKeys(stringValue: name)
      guard case .string(let raw) = value else {
        if column == .cost, case .number(let amount) = value { return text.cost(amount) }
        return EditConflictText.plain(value)
      }
      switch column {
      case .type: return EventType(rawValue: raw).displayName
      case .timeZone: return EventTimeZone.label(raw, locale: locale)
      case .eventSource: return EventSource(rawValue: raw).displayName
      case .schoolID:
        return schools.first { $0.id.description == raw }?.name ?? "Another school"
      case .startDate, .endDate: return LocalDate(raw).map(dates.day) ?? raw
      case .startTime, .endTime, .checkinTime: return LocalTime(raw).map(dates.time) ?? raw
      default: return EditConflictText.plain(value)
      }
    }
  }
}
