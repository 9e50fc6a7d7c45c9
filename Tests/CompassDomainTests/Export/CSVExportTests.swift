import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Exports: CSV (RFC 4180)")
struct CSVExportTests {
  let showcase = Event.fixture(1, name: "Spring Showcase, Day 1")

  func metric(
    _ number: Int, note: String?, type: MetricType = .velocity, date: String = "2026-04-15"
  )
    -> PerformanceMetric
  {
    var metric = PerformanceMetric.fixture(
      number, type: type, value: 88.5, date: date, eventID: showcase.id)
    metric.notes = note
    metric.verified = number % 2 == 0
    return metric
  }

  func rows(_ data: Data) -> [[String]] {
    CSVReader.rows(String(decoding: data, as: UTF8.self))
  }

  @Test func quotesCommasQuotesAndLineBreaksInsteadOfReplacingThem() {
    let notes = "Felt good, threw \"heavy\" ball\nsecond line"
    let data = MetricsCSV.make(metrics: [metric(1, note: notes)], events: [showcase])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""Felt good, threw ""heavy"" ball"#))
    #expect(!text.contains(";"))
    let parsed = rows(data)
    #expect(parsed[0] == ["Date", "Metric", "Value", "Unit", "Verified", "Event", "Notes"])
    #expect(
      parsed[1] == [
        "2026-04-15", "Fastball Velocity", "88.5", "mph", "No", "Spring Showcase, Day 1", notes,
      ])
  }

  @Test func linesEndInCRLF() {
    let text = String(decoding: MetricsCSV.make(metrics: [metric(1, note: nil)]), as: UTF8.self)
    #expect(text.hasSuffix("\r\n"))
    #expect(text.components(separatedBy: "\r\n").count == 3)
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  @Test func unicodeIsKeptExactly() {
    let data = MetricsCSV.make(metrics: [metric(1, note: "São Paulo 🔥 ✓ 日本")])
    #expect(rows(data)[1][6] == "São Paulo 🔥 ✓ 日本")
  }

  @Test func formulaLikeTextIsMadeInertButNegativeNumbersAreNot() {
    let data = MetricsCSV.make(metrics: [
      metric(1, note: "=HYPERLINK(\"http://x\")"), metric(2, note: "-5 mph", date: "2026-04-14"),
    ])
    let parsed = rows(data)
    #expect(parsed[1][6] == "'=HYPERLINK(\"http://x\")")
    #expect(parsed[2][6] == "'-5 mph")
    var negative = metric(3, note: nil)
    negative.value = -2.5
    #expect(rows(MetricsCSV.make(metrics: [negative]))[1][2] == "-2.5")
  }

  @Test func coversTheWholeDashboardOneTypeOrOneEventNewestFirst() {
    let other = Event.fixture(2, name: "Fall Classic")
    var elsewhere = metric(3, note: nil, type: .sixtyTime, date: "2026-05-01")
    elsewhere.eventID = other.id
    let metrics = [
      metric(1, note: nil, date: "2026-04-01"), metric(2, note: nil, date: "2026-04-20"), elsewhere,
    ]
    #expect(
      rows(MetricsCSV.make(metrics: metrics)).dropFirst().map(\.[0]) == [
        "2026-05-01", "2026-04-20", "2026-04-01",
      ])
    let velocity = MetricsCSV.make(metrics: metrics, filter: MetricFilter(metricType: .velocity))
    #expect(rows(velocity).count == 3)
    let atOther = MetricsCSV.make(
      metrics: metrics, filter: MetricFilter(eventID: other.id), events: [other])
    #expect(rows(atOther).dropFirst().map(\.[5]) == ["Fall Classic"])
    let april = MetricsCSV.make(
      metrics: metrics,
      filter: MetricFilter(startDate: .on("2026-04-10"), endDate: .on("2026-04-30")))
    #expect(rows(april).dropFirst().map(\.[0]) == ["2026-04-20"])
  }

  @Test func emptyExportHasTheHeaderOnly() {
    #expect(rows(MetricsCSV.make(metrics: [])) == [MetricsCSV.header])
  }

  @Test func eventsCSVHasEveryColumnASpreadsheetUserWants() {
    var event = Event.fixture(
      1, name: "Camp", start: "2026-06-01", end: "2026-06-03", startTime: "09:00", registered: true,
      schoolID: .test(5), city: "Athens", state: "GA")
    event.cost = 150
    event.url = "https://example.com"
    event.checkinTime = .at("08:30")
    let school = School(id: .test(5), userID: TestIDs.user, name: "University of Georgia")
    let parsed = rows(EventsCSV.make(events: [event], schools: [school]))
    #expect(parsed[0].count == 20)
    let row = Dictionary(uniqueKeysWithValues: zip(parsed[0], parsed[1]))
    #expect(row["Start Date"] == "2026-06-01" && row["End Date"] == "2026-06-03")
    #expect(row["Start Time"] == "09:00" && row["Check-in Time"] == "08:30")
    #expect(row["School"] == "University of Georgia" && row["Status"] == "Registered")
    #expect(row["Cost"] == "150" && row["City"] == "Athens" && row["Type"] == "Showcase")
  }

  @Test func fileNamesAreSlugsWithTheDate() {
    let today = LocalDate.on("2026-11-22")
    #expect(
      ExportFileName.performance(
        filter: MetricFilter(), of: "Jordan Avery", on: today, extension: "pdf")
        == "jordan-avery-performance-2026-11-22.pdf")
    #expect(
      ExportFileName.performance(
        filter: MetricFilter(metricType: .sixtyTime), of: "Sam Avery", on: today, extension: "csv")
        == "sam-avery-performance-60-yard-dash-2026-11-22.csv")
    #expect(
      ExportFileName.performance(
        filter: MetricFilter(metricType: .velocity, verified: .verified), of: "Zoë O'Neil",
        on: today, extension: "pdf")
        == "zoe-o-neil-performance-fastball-velocity-verified-2026-11-22.pdf")
    #expect(
      ExportFileName.performance(filter: MetricFilter(), of: "", on: today, extension: "csv")
        == "performance-2026-11-22.csv")
    #expect(
      ExportFileName.performance(
        filter: MetricFilter(), of: "sam.avery@example.com", on: today, extension: "csv")
        == "sam-avery-performance-2026-11-22.csv")
    #expect(
      ExportFileName.eventMetrics(.fixture(1, name: "Éclair / Showcase #2"), extension: "pdf")
        == "eclair-showcase-2-metrics.pdf")
    #expect(ExportFileName.events(on: today, extension: "ics") == "events-2026-11-22.ics")
  }
}
