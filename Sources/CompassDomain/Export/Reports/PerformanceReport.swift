import CompassFormats
import CompassModels
import Foundation

/// The Performance Dashboard's PDF: who and what it covers, a line chart per metric type with
/// two or more records, each type's trend, then the full history table on as many pages as it
/// takes, its header repeated on each.
public struct PerformanceReport: Sendable {
  public var athleteName: String
  public var metrics: [PerformanceMetric]
  public var filter: MetricFilter
  public var events: [Event]
  public var locale: Locale
  public var timeZone: TimeZone
  public var generatedAt: Date

  public init(
    athleteName: String, metrics: [PerformanceMetric], filter: MetricFilter = MetricFilter(),
    events: [Event] = [], locale: Locale, timeZone: TimeZone, generatedAt: Date
  ) {
    self.timeZone = timeZone
    self.athleteName = athleteName
    self.metrics = metrics
    self.filter = filter
    self.events = events
    self.locale = locale
    self.generatedAt = generatedAt
  }

  static let historyColumns = [
    PDFTable.Column(title: "Date", width: 68), PDFTable.Column(title: "Metric", width: 92),
    PDFTable.Column(title: "Value", width: 56, alignRight: true),
    PDFTable.Column(title: "Unit", width: 38),
    PDFTable.Column(title: "Verified", width: 44), PDFTable.Column(title: "Event", width: 92),
    PDFTable.Column(title: "Notes", width: 126),
  ]

  static let trendColumns = [
    PDFTable.Column(title: "Metric", width: 132), PDFTable.Column(title: "Trend", width: 74),
    PDFTable.Column(title: "Min", width: 72, alignRight: true),
    PDFTable.Column(title: "Max", width: 72, alignRight: true),
    PDFTable.Column(title: "Average", width: 96, alignRight: true),
    PDFTable.Column(title: "Records", width: 70, alignRight: true),
  ]

  public func pdf() -> Data {
    let analysis = MetricAnalysis(metrics: metrics.filter(filter.admits))
    let dates = EventDateText(locale: locale)
    let values = MetricValueFormatter(locale: locale)
    var layout = PDFReportLayout()
    layout.paragraph("Performance Report", font: .bold, size: 20, after: 6)
    if !athleteName.isEmpty { layout.paragraph(athleteName, font: .bold, size: 12, after: 2) }
    layout.paragraph(coverage(analysis, dates: dates), size: 10, color: .gray, after: 2)
    layout.paragraph(
      "Filters: \(filter.summary(events: events, locale: locale))", size: 10, color: .gray, after: 2
    )
    let stamp = Date.FormatStyle(
      date: .abbreviated, time: .shortened, locale: locale,
      calendar: Calendar(identifier: .gregorian),
      timeZone: timeZone)
    layout.paragraph("Generated \(generatedAt.formatted(stamp))", size: 10, color: .gray, after: 0)
    layout.rule()
    guard !analysis.history.isEmpty else {
      layout.paragraph(PerformanceText.emptyTitle, size: 11)
      return finish(layout)
    }
    drawCharts(analysis, on: &layout)
    if !analysis.trends.isEmpty {
      layout.reserve(80)
      layout.paragraph("Trends", font: .bold, size: 13, after: 6)
      PDFTable(columns: Self.trendColumns).draw(
        rows: analysis.trends.map { trend in
          [
            trend.type.displayName, trend.direction.label,
            values.value(trend.min, unit: trend.unit),
            values.value(trend.max, unit: trend.unit),
            values.value(trend.average, unit: trend.unit),
            String(trend.count),
          ]
        }, on: &layout)
      layout.advance(14)
    }
    layout.reserve(80)
    layout.paragraph("Metric History", font: .bold, size: 13, after: 6)
    let eventNames = Dictionary(events.map { ($0.id, EventListText.displayName($0)) }) { first, _ in
      first
    }
    PDFTable(columns: Self.historyColumns).draw(
      rows: analysis.history.lazy.map { metric in
        [
          dates.day(metric.recordedDate), metric.metricType.displayName, values.value(metric.value),
          metric.unit, metric.verified ? "Yes" : "No",
          metric.eventID.flatMap { eventNames[$0] } ?? "",
          metric.notes ?? "",
        ]
      }, on: &layout)
    return finish(layout)
  }

  private func coverage(_ analysis: MetricAnalysis, dates: EventDateText) -> String {
    guard let newest = analysis.history.first, let oldest = analysis.history.last else {
      return "No records"
    }
    let count = analysis.history.count == 1 ? "1 record" : "\(analysis.history.count) records"
    return "\(count), \(dates.range(from: oldest.recordedDate, to: newest.recordedDate))"
  }

  private func drawCharts(_ analysis: MetricAnalysis, on layout: inout PDFReportLayout) {
    guard !analysis.series.isEmpty else { return }
    layout.paragraph("Charts", font: .bold, size: 13, after: 6)
    for series in analysis.series {
      let chart = ChartGeometry(
        series: series, width: layout.contentWidth, height: 170, locale: locale)
      layout.reserve(196)
      layout.paragraph(chart.title, font: .bold, size: 10, after: 2)
      PDFChart.draw(chart, x: layout.left, top: layout.cursor, on: &layout.page)
      layout.advance(chart.height + 14)
    }
  }

  private func finish(_ layout: PDFReportLayout) -> Data {
    layout.finished(
      footer: "The Recruiting Compass · Performance Report", title: "Performance Report",
      author: athleteName, created: generatedAt)
  }
}
