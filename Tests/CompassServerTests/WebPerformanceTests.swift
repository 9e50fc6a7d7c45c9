import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer

@Suite("Web pages: Performance")
struct WebPerformanceTests {
  private typealias Browser = WebAuthTests.Browser

  @Test func anEmptyAccountOffersToLogTheFirstMetricAndOneMetricIsNotEnoughForAChart()
    async throws
  {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let empty = try await browser.get("/performance")
      #expect(empty.text.contains(PerformanceText.emptyTitle))
      #expect(!empty.text.contains("Export"))
      let refused = try await browser.submit(
        "/performance/metrics", from: "/performance", [("value", "")])
      #expect(refused.status == 400)
      #expect(refused.text.contains(MetricFormMessage.typeRequired))
      #expect(refused.text.contains(MetricFormMessage.valueRequired))
      _ = try await browser.submit(
        "/performance/metrics", from: "/performance",
        [
          ("metric_type", "velocity"), ("value", "85"), ("unit", "mph"),
          ("recorded_date", "2026-03-01"),
        ])
      let one = try await browser.get("/performance")
      #expect(one.text.contains("Not enough data to display chart (need at least 2 records)"))
      #expect(one.text.contains("85 mph"))
      #expect(!one.text.contains("Metric Trends"))
    }
  }

  @Test func theHistoryNamesTheEventEachMetricWasLoggedAt() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      var events: [String] = []
      for name in ["Perfect Game Showcase", "Georgia Tech Camp", "Fall Scrimmage"] {
        let event = try await api.insert(
          "events", #"{"name":"\#(name)","type":"showcase","start_date":"2026-03-01"}"#,
          as: token)
        events.append(event["id"]?.stringValue ?? "")
      }
      for (value, event) in [("85", events[0]), ("87", events[1]), ("88", nil)] {
        let link = event.map { #","event_id":"\#($0)""# } ?? ""
        _ = try await api.insert(
          "performance_metrics",
          #"{"metric_type":"velocity","value":\#(value),"unit":"mph","recorded_date":"2026-03-02"\#(link)}"#,
          as: token)
      }
      let page = try await browser.get("/performance")
      #expect(page.text.contains("Perfect Game Showcase"))
      #expect(page.text.contains("Georgia Tech Camp"))
      #expect(!page.text.contains("Fall Scrimmage"), "an event no metric names is not on the page")
    }
  }

  @Test func theHistoryShowsTwentyFiveAtATimeNewestFirstAndTheChartKeepsEveryValue()
    async throws
  {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      for day in 1...60 {
        let date = LocalDate(dayNumber: 20_500 + day)
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"velocity","value":\#(70 + day),"unit":"mph","recorded_date":"\#(date)"}"#,
          as: token)
      }
      func rows(_ html: String) -> Int {
        html.components(separatedBy: #"class="history-row""#).count - 1
      }
      let first = try await browser.get("/performance")
      #expect(rows(first.text) == ListPage.metricHistoryPageSize)
      #expect(first.text.contains("Showing 1–25 of 60"))
      #expect(first.text.contains(#"href="/performance?page=2#history" rel="next""#))
      #expect(first.text.contains("130 mph"), "the newest value leads the history")
      #expect(first.text.contains("Fastball Velocity is improving"), "the trend reads all 60")
      let last = try await browser.get("/performance?type=velocity&page=3")
      #expect(rows(last.text) == 10)
      #expect(last.text.contains("Showing 51–60 of 60"))
      #expect(
        last.text.contains(#"href="/performance?type=velocity&amp;page=2#history" rel="prev""#))
      #expect(last.text.contains(#"/performance?type=velocity&amp;page=3&amp;edit="#))
      for (asked, shown) in [
        ("abc", "Showing 1–25"), ("0", "Showing 1–25"), ("99", "Showing 51–60"),
      ] {
        #expect(
          try await browser.get("/performance?page=\(asked)").text.contains(shown), "\(asked)")
      }
    }
  }

  @Test func chartPillsTrendsLatestHistoryEditAndExportFollowTheFilter() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      for (type, value, day) in [
        ("velocity", 80, "01"), ("velocity", 84, "02"), ("velocity", 88, "03"),
        ("sixty_time", 7.1, "01"), ("sixty_time", 6.9, "02"),
      ] as [(String, Double, String)] {
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"\#(type)","value":\#(value),"unit":"u","recorded_date":"2026-03-\#(day)","notes":"a, \"quoted\" note"}"#,
          as: token)
      }
      let page = try await browser.get("/performance?type=sixty_time")
      #expect(page.text.contains(#"<figure class="chart" id="trend-chart">"#))
      #expect(page.text.contains(#"href="/performance?type=sixty_time#chart" aria-current="true""#))
      #expect(page.text.contains("Metric Trends"))
      #expect(page.text.contains(#"aria-label="Fastball Velocity is improving""#))
      #expect(page.text.contains(#"aria-label="60-Yard Dash is improving""#))
      #expect(page.text.contains("/performance/export.csv?type=sixty_time"))
      let csv = try await browser.get("/performance/export.csv?type=sixty_time")
      let lines = csv.text.split(separator: "\r\n")
      #expect(lines.count == 3)
      #expect(lines.last?.hasSuffix(#""a, ""quoted"" note""#) == true)
      let pdf = try await browser.get("/performance/export.pdf")
      #expect(pdf.text.hasPrefix("%PDF-"))
      let metric = try #require(
        try await api.rest(
          .get, "performance_metrics?metric_type=eq.velocity&value=eq.80", as: token
        ).rows.first)
      let id = metric["id"]?.stringValue ?? ""
      let editing = try await browser.get("/performance?edit=\(id)")
      #expect(editing.text.contains("Edit Metric"))
      #expect(editing.text.contains(#"name="value" value="80""#))
      let saved = try await browser.submit(
        "/performance/metrics/\(id)", from: "/performance",
        [
          ("metric_type", "velocity"), ("value", "81.5"), ("unit", "mph"),
          ("recorded_date", "2026-03-01"),
        ])
      #expect(saved.status == 303)
      let row = try await api.rest(.get, "performance_metrics?id=eq.\(id)", as: token).rows.first
      #expect(row?["value"] == .number(81.5))
    }
  }
}
