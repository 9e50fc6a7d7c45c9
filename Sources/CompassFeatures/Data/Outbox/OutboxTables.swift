import CompassDomain
import CompassModels
import Foundation

/// A row's columns as the edit form of its table sends them (the stored values for columns the
/// form has not), so a queued edit meets the row as it is now the way an edit made online does
/// (a time "07:30" is the stored "07:30:00").
enum OutboxTables {
  static func columns(of fields: [String: JSONValue], in table: String) -> [String: JSONValue] {
    switch table {
    case "performance_metrics": typed(fields, PerformanceMetric.self, MetricEdit.columns(of:))
    case "events": typed(fields, Event.self, EventEdit.columns(of:))
    case "documents": typed(fields, Document.self, DocumentEdit.columns(of:))
    case "athlete_profiles": typed(fields, AthleteProfile.self, AthleteProfileDraft.columns(of:))
    default: fields
    }
  }

  private static func typed<Row: Decodable>(
    _ fields: [String: JSONValue], _ type: Row.Type,
    _ columns: (Row) -> [String: JSONValue]
  ) -> [String: JSONValue] {
    guard let row = JSONColumns.row(fields, as: Row.self) else { return fields }
    // NB: the form's spelling where it has the column; the stored value for the rest (an
    // event's `attended` and `coaches_present` are changed by buttons, not its form).
    return fields.merging(columns(row)) { _, form in form }
  }
}
