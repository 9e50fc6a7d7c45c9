import CompassDomain
import CompassModels
import CompassTestSupport
import Foundation
import Testing

/// Real readers: pypdf must extract every row of a 1,000-row report and pdftoppm must render it.
/// CI installs both and sets COMPASS_TEST_PDF_READERS=1.
@Suite(
  "Exports: the PDF in real readers",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_PDF_READERS"] != nil,
    "set COMPASS_TEST_PDF_READERS=1 with python3 + pypdf and pdftoppm (poppler-utils) installed")
)
struct PDFReaderTests {
  @Test func pypdfExtractsEveryRowAndPdftoppmRendersFirstAndLastPage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compass-pdf-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let event = Event.fixture(900, name: "Perfect Game National")
    let metrics = (0..<1_000).map { index in
      var metric = PerformanceMetric.fixture(
        index + 1, type: MetricType.allCases[index % 8], value: 60 + Double(index % 400) / 8,
        date: LocalDate.on("2023-03-01").adding(days: index).description,
        unit: MetricType.allCases[index % 8].defaultUnit)
      metric.verified = index % 3 == 0
      metric.eventID = index % 5 == 0 ? event.id : nil
      metric.notes =
        index % 7 == 0 ? "Windy day, \"gusts\" to 20 mph; long note to wrap across lines" : nil
      return metric
    }
    let locale = Locale.unitedStates
    let report = PerformanceReport(
      athleteName: "Jordan Avery", metrics: metrics, events: [event], locale: locale,
      timeZone: TimeZone(identifier: "UTC")!,
      generatedAt: Date(timeIntervalSince1970: 1_776_250_800))
    let pdfURL = folder.appendingPathComponent("report.pdf")
    try report.pdf().write(to: pdfURL)
    let dates = EventDateText(locale: locale)
    let values = MetricValueFormatter(locale: locale)
    let rows = metrics.map { metric in
      [
        dates.day(metric.recordedDate), metric.metricType.displayName, values.value(metric.value),
        metric.unit, metric.verified ? "Yes" : "No",
      ]
    }
    let expectedURL = folder.appendingPathComponent("expected.json")
    try JSONSerialization.data(withJSONObject: ["rows": rows]).write(to: expectedURL)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../scripts/check_pdf_readers.py").standardized
    let (status, printed) = try await ChildProcess.run(
      ["python3", script.path, pdfURL.path, expectedURL.path, folder.path])
    #expect(status == 0, "\(printed)")
    #expect(printed.hasPrefix("ok: "))
  }
}
