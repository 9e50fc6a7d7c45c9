import CompassModels
import Foundation
import Testing

@testable import CompassDomain
@testable import CompassFormats

@Suite("Exports: PDF writer and reports")
struct PDFExportTests {
  let generated = Date(timeIntervalSince1970: 1_776_250_800)
  let utc = TimeZone(identifier: "UTC")!

  func metrics(_ count: Int, notes: String? = nil) -> [PerformanceMetric] {
    (0..<count).map { index in
      var metric = PerformanceMetric.fixture(
        index + 1, type: index % 2 == 0 ? .velocity : .sixtyTime,
        value: 80 + Double(index % 97) / 4,
        date: LocalDate.on("2024-01-01").adding(days: index).description,
        unit: index % 2 == 0 ? "mph" : "sec")
      metric.notes = notes
      return metric
    }
  }

  func report(_ metrics: [PerformanceMetric], events: [Event] = []) throws -> PDFInspector {
    let data = PerformanceReport(
      athleteName: "Jordan Avery", metrics: metrics, events: events, locale: .unitedStates,
      timeZone: utc,
      generatedAt: generated
    ).pdf()
    return try PDFInspector(data)
  }

  @Test func fileIsWellFormed() throws {
    let pdf = try report(metrics(30))
    #expect(pdf.bytes.starts(with: Array("%PDF-1.4".utf8)))
    #expect(String(decoding: pdf.bytes.suffix(6), as: UTF8.self) == "%%EOF\n")
    #expect(pdf.crossReferenceIsExact())
    #expect(pdf.pageCount == pdf.pageTexts.count)
  }

  @Test func everyRowOfAThousandIsPrintedAndTheHeaderRepeatsOnEveryTablePage() throws {
    let rows = metrics(1_000)
    let pdf = try report(rows)
    let all = pdf.pageTexts.joined(separator: "\n")
    let dates = EventDateText(locale: .unitedStates)
    for metric in rows {
      #expect(all.contains(dates.day(metric.recordedDate)))
    }
    #expect(pdf.pageCount > 20)
    for (index, page) in pdf.pageTexts.enumerated() {
      #expect(page.contains("Page \(index + 1) of \(pdf.pageCount)"))
    }
    let historyPages = pdf.pageTexts.drop { !$0.contains("Metric History") }
    #expect(historyPages.count > 20)
    #expect(
      historyPages.allSatisfy { $0.contains("Date\nMetric\nValue\nUnit\nVerified\nEvent\nNotes") })
  }

  @Test func chartsTrendsAndFiltersArePrinted() throws {
    let pdf = try report(metrics(12))
    let first = pdf.pageTexts[0]
    #expect(first.contains("Performance Report") && first.contains("Jordan Avery"))
    #expect(first.contains("12 records"))
    #expect(first.contains("Filters: All metric types"))
    #expect(first.contains("Fastball Velocity (mph)") && first.contains("60-Yard Dash (sec)"))
    let all = pdf.pageTexts.joined(separator: "\n")
    #expect(all.contains("Trends"))
    #expect(["Improving", "Stable", "Declining"].contains { all.contains($0) })
  }

  @Test func longNotesWrapAndAHugeRowSplitsAcrossPages() throws {
    let essay = Array(
      repeating: "The scout timed a 1.95 pop time and asked for video of every inning.", count: 120
    )
    .joined(separator: " ")
    let pdf = try report(metrics(2, notes: essay))
    let all = pdf.pageTexts.joined(separator: "\n")
    #expect(all.components(separatedBy: "inning.").count - 1 == 240)
    #expect(pdf.pageCount >= 3)
    #expect(pdf.crossReferenceIsExact())
  }

  @Test func charactersTheFontCannotShowBecomeAVisiblePlaceholder() throws {
    let data = try report(metrics(1, notes: "Great day 🔥 (café) \\ done"))
    let all = data.pageTexts.joined(separator: "\n")
    #expect(all.contains("Great day ? (café) \\ done"))
    #expect(PDFText("a\u{2009}–\u{202F}b").bytes == [0x61, 0x20, 0x96, 0x20, 0x62])
    #expect(
      PDFText("€ “quoted”").bytes == [0x80, 0x20, 0x93, 0x71, 0x75, 0x6F, 0x74, 0x65, 0x64, 0x94])
  }

  @Test func emptyReportSaysSo() throws {
    let pdf = try report([])
    #expect(pdf.pageTexts[0].contains("No metrics logged yet"))
    #expect(pdf.pageCount == 1)
  }

  @Test func eventReportListsTheEventAndItsMetrics() throws {
    let event = Event.fixture(
      1, name: "Spring Showcase", start: "2026-04-15", end: "2026-04-16", city: "Athens",
      state: "GA")
    var atEvent = metrics(3)
    for index in atEvent.indices { atEvent[index].eventID = event.id }
    let data = EventMetricsReport(
      event: event, metrics: atEvent + metrics(1), locale: .unitedStates, generatedAt: generated
    ).pdf()
    let page = try PDFInspector(data).pageTexts[0]
    #expect(page.contains("Spring Showcase"))
    #expect(page.contains("Athens, GA"))
    #expect(page.contains("Metrics Recorded at This Event"))
    #expect(page.components(separatedBy: "Fastball Velocity").count - 1 == 2)
    let empty = EventMetricsReport(
      event: event, metrics: [], locale: .unitedStates, generatedAt: generated
    ).pdf()
    #expect(
      try PDFInspector(empty).pageTexts[0].contains("No metrics were recorded at this event."))
  }

  @Test func helveticaWidthsMeasureAndWrapText() {
    #expect(PDFFont.regular.width(of: "Hello", size: 10) == 22.78)
    #expect(PDFFont.bold.width(of: "Hello", size: 10) == 24.45)
    let lines = TextWrapper.lines("alpha beta gamma delta", font: .regular, size: 10, width: 60)
    #expect(
      lines.map { String(decoding: $0.bytes, as: UTF8.self) } == ["alpha beta", "gamma delta"])
    let long = TextWrapper.lines(
      String(repeating: "W", count: 40), font: .regular, size: 10, width: 50)
    #expect(long.count > 1 && long.allSatisfy { PDFFont.regular.width(of: $0, size: 10) <= 50 })
    let kept = TextWrapper.lines("one\n\ntwo", font: .regular, size: 10, width: 500)
    #expect(kept.count == 3)
    let overflowAtSpace = TextWrapper.lines("aaaa bbbb", font: .regular, size: 10, width: 22.3)
    #expect(overflowAtSpace.map { String(decoding: $0.bytes, as: UTF8.self) } == ["aaaa", "bbbb"])
  }
}
