import CompassModels
import Foundation

/// A metric's edit against changes saved meanwhile: its columns as the form sends them, and a
/// clash in words.
public enum MetricEdit {
  /// The metric's columns as its edit form would send them untouched.
  public static func columns(of metric: PerformanceMetric) -> [String: JSONValue] {
    MetricForm(editing: metric, today: metric.recordedDate).columns
  }

  /// The form's labels, by column.
  public static let labels: [String: String] = [
    "metric_type": "Metric Type", "value": "Value", "unit": "Unit", "recorded_date": "Date",
    "event_id": "Event", "verified": "Verified", "verified_by": "Verified how", "notes": "Notes",
  ]

  /// The fields both changed, in words (`events` names an event id).
  public static func fields(
    of conflict: EditConflict<PerformanceMetric>, events: [Event], locale: Locale
  ) -> [ConflictField] {
    let dates = EventDateText(locale: locale)
    return EditConflictText.fields(
      of: conflict, columns: columns(of: conflict.current), labels: labels
    ) { column, value in
      guard case .string(let raw) = value else { return EditConflictText.plain(value) }
      switch column {
      case "metric_type": return MetricType(rawValue: raw).displayName
      case "recorded_date": return LocalDate(raw).map(dates.day) ?? raw
      case "verified_by":
        return VerificationSource(rawValue: raw).map(VerificationText.label) ?? raw
      case "event_id":
        return events.first { $0.id.description == raw }.map(EventListText.displayName)
          ?? "Another event"
      default: return EditConflictText.plain(value)
      }
    }
  }
}
