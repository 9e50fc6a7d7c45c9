import CompassFormats
import CompassModels
import Foundation

/// Performance metrics as a spreadsheet: Date, Metric, Value, Unit, Verified, Event, Notes,
/// newest first. Dates are ISO and values plain numbers, so spreadsheets sort and sum them.
public enum MetricsCSV {
  public static let header = ["Date", "Metric", "Value", "Unit", "Verified", "Event", "Notes"]

  public static func make(
    metrics: [PerformanceMetric], filter: MetricFilter = MetricFilter(), events: [Event] = []
  ) -> Data {
    let eventNames = Dictionary(events.map { ($0.id, EventListText.displayName($0)) }) { first, _ in
      first
    }
    var table = CSVTable(header: header)
    for metric in MetricAnalysis(metrics: metrics.filter(filter.admits)).history {
      table.appendRow([
        metric.recordedDate.description,
        CSVTable.inert(metric.metricType.displayName),
        MetricValueFormatter.editableText(metric.value),
        CSVTable.inert(metric.unit),
        metric.verified ? "Yes" : "No",
        CSVTable.inert(metric.eventID.flatMap { eventNames[$0] } ?? ""),
        CSVTable.inert(metric.notes ?? ""),
      ])
    }
    return Data(table.data)
  }
}
