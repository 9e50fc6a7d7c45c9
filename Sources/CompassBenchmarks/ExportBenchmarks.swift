import CompassDomain
import CompassModels
import Foundation

/// The Exports issue's budgets: CSV of 10,000 metrics, PDF reports of 1,000 and 10,000 rows;
/// and the calendar feed issue's: a feed of 500 events.
/// With an output folder it also writes the files it made, for readers and for eyes.
enum ExportBenchmarks {
  static func run(_ timer: BenchmarkTimer, outputFolder: URL?) throws {
    let locale = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current
    let today = LocalDate(year: 2026, month: 4, day: 15)!
    let generated = Date(timeIntervalSince1970: 1_776_250_800)
    var season = SyntheticSeason()
    let events = season.events(count: 200, around: today)
    let metrics = season.metrics(count: 10_000, around: today, events: events)
    let thousand = Array(metrics.prefix(1_000))

    timer.report("export.metrics_csv", n: metrics.count, budgetMS: 20) {
      blackHole &+= MetricsCSV.make(metrics: metrics, events: events).count
    }
    for (name, rows, budget, iterations) in [
      ("export.performance_pdf", thousand, 60.0, 31), ("export.performance_pdf", metrics, 600, 7),
    ] {
      timer.report(name, n: rows.count, budgetMS: budget, iterations: iterations) {
        let report = PerformanceReport(
          athleteName: "Jordan Avery", metrics: rows, events: events, locale: locale,
          timeZone: utc, generatedAt: generated)
        blackHole &+= report.pdf().count
      }
    }
    let season500 = season.events(count: 500, around: today)
    let feed = CalendarFeed(
      name: "Jordan's recruiting season", timeZone: TimeZone(identifier: "America/New_York"),
      reminders: .standard, locale: locale,
      eventLink: { "https://compass.example/events/\($0)" })
    timer.report("export.calendar_feed", n: season500.count, budgetMS: 20) {
      blackHole &+= feed.make(events: season500).count
    }
    guard let outputFolder else { return }
    try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    func write(_ data: Data, _ name: String) throws {
      try data.write(to: outputFolder.appendingPathComponent(name))
    }
    try write(MetricsCSV.make(metrics: metrics, events: events), "metrics.csv")
    for (rows, name) in [(thousand, "performance-1000.pdf"), (metrics, "performance-10000.pdf")] {
      let report = PerformanceReport(
        athleteName: "Jordan Avery", metrics: rows, events: events, locale: locale,
        timeZone: utc, generatedAt: generated)
      try write(report.pdf(), name)
    }
    let showcase = events[0]
    let atShowcase = (0..<12).map { index in
      PerformanceMetric(
        id: PerformanceMetric.ID(UUID()), userID: season.user, eventID: showcase.id,
        metricType: MetricType.allCases[index % 7], value: 80 + Double(index) * 1.5,
        unit: MetricType.allCases[index % 7].defaultUnit, recordedDate: showcase.startDate,
        notes: index % 3 == 0 ? "Measured by the event staff, \"official\" reading" : nil,
        verified: index % 2 == 0)
    }
    let analysis = MetricAnalysis(metrics: thousand)
    if let velocity = analysis.series(for: .velocity) {
      let chart = SVGChart.render(velocity, id: "velocity", locale: locale)
      try write(Data(chart.utf8), "chart.html")
    }
    try write(ICalendar.make(events: events, now: generated, locale: locale), "events.ics")
    try write(feed.make(events: season500), "season-feed.ics")
    try write(
      EventMetricsReport(
        event: showcase, metrics: atShowcase, locale: locale, generatedAt: generated
      ).pdf(),
      "event-metrics.pdf")
  }
}
