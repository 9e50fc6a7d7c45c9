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
  public static let labels: [String: String] = [
    "type": "Event Type", "name": "Event Name", "school_id": "School", "location": "Venue",
    "address": "Street Address", "city": "City", "state": "State", "start_date": "Start Date",
    "end_date": "End Date", "start_time": "Start Time", "end_time": "End Time",
    "checkin_time": "Check-in Time", "url": "Event URL", "description": "Event Description",
    "event_source": "Event Source", "cost": "Cost", "registered": "Registered",
    "attended": "Attended", "performance_notes": "Performance Notes", "time_zone": "Time Zone",
  ]

  /// The fields both changed, in words (`schools` names a school id).
  public static func fields(
    of conflict: EditConflict<Event>, schools: [School], locale: Locale
  ) -> [ConflictField] {
    let dates = EventDateText(locale: locale)
    let text = EventListText(locale: locale)
    return EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current), labels: labels
    ) { column, value in
      guard case .string(let raw) = value else {
        if column == "cost", case .number(let amount) = value { return text.cost(amount) }
        return EditConflictText.plain(value)
      }
      switch column {
      case "type": return EventType(rawValue: raw).displayName
      case "time_zone": return EventTimeZone.label(raw, locale: locale)
      case "event_source": return EventSource(rawValue: raw).displayName
      case "school_id":
        return schools.first { $0.id.description == raw }?.name ?? "Another school"
      case "start_date", "end_date": return LocalDate(raw).map(dates.day) ?? raw
      case "start_time", "end_time", "checkin_time": return LocalTime(raw).map(dates.time) ?? raw
      default: return EditConflictText.plain(value)
      }
    }
  }
}
