import CompassFormats
import CompassModels
import Foundation

/// Event Detail's PDF: the event — name, dates, place — then the metrics recorded there.
public struct EventMetricsReport: Sendable {
  public var event: Event
  public var metrics: [PerformanceMetric]
  public var schoolName: String?
  public var locale: Locale
  public var generatedAt: Date

  public init(
    event: Event, metrics: [PerformanceMetric], schoolName: String? = nil, locale: Locale,
    generatedAt: Date
  ) {
    self.event = event
    self.metrics = metrics
    self.schoolName = schoolName
    self.locale = locale
    self.generatedAt = generatedAt
  }

  static let columns = [
    PDFTable.Column(title: "Metric", width: 110),
    PDFTable.Column(title: "Value", width: 62, alignRight: true),
    PDFTable.Column(title: "Unit", width: 44), PDFTable.Column(title: "Verified", width: 48),
    PDFTable.Column(title: "Date", width: 72), PDFTable.Column(title: "Notes", width: 180),
  ]

  public func pdf() -> Data {
    let dates = EventDateText(locale: locale)
    let text = EventListText(locale: locale)
    let values = MetricValueFormatter(locale: locale)
    var layout = PDFReportLayout()
    layout.paragraph(EventListText.displayName(event), font: .bold, size: 20, after: 6)
    var when = dates.range(of: event)
    if let times = text.timeSpan(event) { when += ", \(times)" }
    layout.paragraph(
      "\(event.type.displayName) · \(when) · \(EventStatus(event).label)", size: 10, color: .gray,
      after: 2)
    let place = [event.location, event.address, event.city, event.state].compactMap { $0 }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    if !place.isEmpty {
      layout.paragraph(place.joined(separator: ", "), size: 10, color: .gray, after: 2)
    }
    if let schoolName {
      layout.paragraph("School: \(schoolName)", size: 10, color: .gray, after: 2)
    }
    layout.rule()
    layout.paragraph("Metrics Recorded at This Event", font: .bold, size: 13, after: 6)
    let history = MetricAnalysis(metrics: metrics.filter { $0.eventID == event.id }).history
    if history.isEmpty {
      layout.paragraph("No metrics were recorded at this event.", size: 10)
    } else {
      PDFTable(columns: Self.columns).draw(
        rows: history.map { metric in
          [
            metric.metricType.displayName, values.value(metric.value), metric.unit,
            metric.verified ? "Yes" : "No", dates.day(metric.recordedDate), metric.notes ?? "",
          ]
        }, on: &layout)
    }
    return layout.finished(
      footer: "The Recruiting Compass · \(EventListText.displayName(event))",
      title: "\(EventListText.displayName(event)) — Metrics", author: "", created: generatedAt)
  }
}
