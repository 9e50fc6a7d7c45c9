import CompassModels
import Foundation

/// Editing a contact-log entry: its columns as the form shows them, and a clash with a change
/// made meanwhile (the other parent's) in words.
public enum ContactEdit {
  /// The entry's columns as its edit form would send them untouched.
  public static func columns(of interaction: Interaction, coaches: [Coach], calendar: Calendar)
    -> [String: JSONValue]
  {
    let today =
      interaction.occurredAt.map { LocalDate($0, in: calendar) } ?? LocalDate(dayNumber: 0)
    return ContactForm(editing: interaction, calendar: calendar, today: today)
      .columns(coaches: coaches, calendar: calendar)
  }

  /// The form's labels, by column.
  public static let labels: [String: String] = [
    "type": "Type", "direction": "Who reached out", "school_id": "School", "coach_id": "Coach",
    "event_id": "Event", "subject": "Subject", "content": "What was said",
    "sentiment": "How it went", "occurred_at": "When",
  ]

  /// The fields both changed, in words.
  public static func fields(
    of conflict: EditConflict<Interaction>, coaches: [Coach], schools: [School],
    calendar: Calendar, locale: Locale
  ) -> [ConflictField] {
    EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current, coaches: coaches, calendar: calendar),
      labels: labels
    ) { column, value in
      guard case .string(let raw) = value else { return EditConflictText.plain(value) }
      switch column {
      case "type": return InteractionType(rawValue: raw).displayName
      case "direction": return InteractionDirection(rawValue: raw).displayName
      case "sentiment": return InteractionSentiment(rawValue: raw).displayName
      case "school_id": return schools.first { $0.id.description == raw }?.name ?? "Another school"
      case "coach_id":
        return coaches.first { $0.id.description == raw }?.fullName ?? "Another coach"
      case "occurred_at":
        guard let instant = Timestamp.parse(raw) else { return raw }
        var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
        style.timeZone = calendar.timeZone
        return instant.formatted(style)
      default: return EditConflictText.plain(value)
      }
    }
  }
}
