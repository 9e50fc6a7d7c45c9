import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// Issue 38, item 8: a report names its athlete, exports keep "Verified only", and the metric
/// form refuses impossible dates, names an "Other Metric" and reads a decimal comma.
@Suite("Web pages: names and numbers")
struct WebMetricNamesTests {
  private typealias Browser = WebAuthTests.Browser

  @Test(arguments: TestDatabase.available)
  func aReportIsNamedForItsAthleteWhoeverExportsIt(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      try await api.link(inviter: family.b, invitee: family.p, access: "view")
      for athlete in [family.a, family.b] {
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"velocity","value":80,"unit":"mph","recorded_date":"2026-03-01"}"#,
          as: athlete.token)
      }
      let parent = try await Browser.familyMember(api, "p")
      var names: Set<String> = []
      for (athlete, name) in [(family.a, "A"), (family.b, "B")] {
        let pdf = try await parent.get("/for/\(athlete.id)/performance/export.pdf")
        #expect(pdf.status == 200)
        #expect(pdf.text.contains("/Author \(Self.pdfText(name))"), "headed \(name), not p")
        let disposition = try #require(pdf.header("Content-Disposition"))
        #expect(disposition.contains("\(name.lowercased())-performance-"))
        names.insert(disposition)
      }
      #expect(names.count == 2, "two children's exports never share a name")
      let own = try await Browser.familyMember(api, "a").get("/performance/export.pdf")
      #expect(own.text.contains("/Author \(Self.pdfText("A"))"), "the display name, not e-mail")
      #expect(!own.text.contains(Self.pdfText("a@family.test")))
    }
  }

  @Test func verifiedOnlyCarriesIntoBothExports() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      for (value, verified) in [(81, true), (82, false), (83, true)] {
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"velocity","value":\#(value),"unit":"mph","recorded_date":"2026-03-0\#(value - 80)","verified":\#(verified)}"#,
          as: token)
      }
      let page = try await browser.get("/performance?verified=1")
      #expect(page.text.contains("/performance/export.csv?verified=1"))
      #expect(page.text.contains("/performance/export.pdf?verified=1"))
      let csv = try await browser.get("/performance/export.csv?verified=1")
      let rows = csv.text.split(separator: "\r\n").dropFirst()
      #expect(rows.count == 2)
      #expect(!csv.text.contains(",82,"))
      #expect(csv.header("Content-Disposition")?.contains("-verified-") == true)
      let all = try await browser.get("/performance/export.csv")
      #expect(all.text.split(separator: "\r\n").count == 4)
      let pdf = try await browser.get("/performance/export.pdf?verified=1")
      #expect(pdf.header("Content-Disposition")?.contains("-verified-") == true)
    }
  }

  @Test func theFormRefusesImpossibleDatesNamesOtherMetricsAndReadsADecimalComma()
    async throws
  {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      func log(_ fields: [(String, String)]) async throws -> TestReply {
        try await browser.submit("/performance/metrics", from: "/performance", fields)
      }
      let future = try await log([
        ("metric_type", "velocity"), ("value", "88"), ("recorded_date", "2099-01-01"),
      ])
      #expect(future.status == 400)
      #expect(future.text.contains(MetricFormMessage.dateInFuture))
      #expect(future.text.contains(#"value="2099-01-01""#), "the typed date is kept")
      let ancient = try await log([
        ("metric_type", "velocity"), ("value", "88"), ("recorded_date", "1950-01-01"),
      ])
      #expect(ancient.text.contains(MetricFormMessage.dateTooOld))
      let unnamed = try await log([
        ("metric_type", "other"), ("value", "85000"), ("recorded_date", "2026-03-01"),
      ])
      #expect(unnamed.status == 400)
      #expect(unnamed.text.contains(MetricFormMessage.nameRequired))
      let named = try await log([
        ("metric_type", "other"), ("metric_name", "Squat"), ("value", "85000"),
        ("unit", "lbs"), ("recorded_date", "2026-03-01"),
      ])
      #expect(named.status == 303)
      let comma = try await log([
        ("metric_type", "velocity"), ("value", "85,5"), ("unit", ""),
        ("recorded_date", "2026-03-02"),
      ])
      #expect(comma.status == 303)
      let rows = try await api.rest(.get, "performance_metrics?order=recorded_date", as: token)
        .rows
      #expect(rows.map { $0["metric_type"]?.stringValue } == ["Squat", "velocity"])
      #expect(rows.last?["value"] == .number(85.5))
      #expect(rows.last?["unit"]?.stringValue == "mph", "a blank unit takes the type's")
      let page = try await browser.get("/performance")
      #expect(page.text.contains(#"href="/performance?type=Squat#chart""#))
      #expect(page.text.contains("85,000 lbs"))
    }
  }

  /// How the PDF's document information spells `text`: UTF-16BE hex with a byte-order mark.
  private static func pdfText(_ text: String) -> String {
    "<FEFF" + text.utf16.map { String(format: "%04X", $0) }.joined() + ">"
  }
}
