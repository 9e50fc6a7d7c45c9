import CompassModels
import CompassTestSupport
import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassWeb

/// A save that fails on the server's side (here the database refusing every write to a table)
/// keeps the user on their page with what they typed, says what happened, and offers a retry
/// that works once the server does: never a dead end on another page.
@Suite("Web pages: a failed save keeps the user's place")
struct WebFailedSaveTests {
  private typealias Browser = WebAuthTests.Browser

  /// Makes every insert and update of `table` fail as a full disk would, until `heal`.
  private func breakWrites(to table: String, _ api: TestAPI) async throws {
    try await api.services.database.withConnection { connection in
      for verb in ["INSERT", "UPDATE"] {
        try await connection.raw(
          "CREATE TRIGGER \(unsafeRaw: "fault_\(verb.lowercased())") BEFORE \(unsafeRaw: verb) ON \(ident: table) BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"
        ).run()
      }
    }
  }

  private func heal(_ api: TestAPI) async throws {
    try await api.services.database.withConnection { connection in
      try await connection.raw("DROP TRIGGER fault_insert").run()
      try await connection.raw("DROP TRIGGER fault_update").run()
    }
  }

  /// The hidden fields of the page's main form, unescaped.
  private func hiddenFields(_ page: String) -> [(String, String)] {
    let main = page.range(of: "<main").map { page[$0.lowerBound...] } ?? page[...]
    return main.matches(of: #/<input type="hidden" name="([^"]*)" value="([^"]*)">/#).map {
      (String($0.1), String($0.2).replacingOccurrences(of: "&amp;", with: "&"))
    }
  }

  @Test func aMetricThatCouldNotBeSavedComesBackWithTryAgain() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/performance")
      try await breakWrites(to: "performance_metrics", api)
      let typed = [
        ("metric_type", "velocity"), ("value", "87.5"), ("unit", "mph"),
        ("recorded_date", "2026-04-10"), ("notes", "Bullpen & live BP"),
      ]
      let failed = try await browser.post("/performance/metrics", [("_csrf", csrf)] + typed)
      #expect(failed.status == 503)
      #expect(failed.text.contains("Not saved yet"))
      #expect(failed.text.contains("Bullpen &amp; live BP"))
      for shown in ["<dt>Metric</dt><dd>Fastball Velocity</dd>", "<dd>Apr 10, 2026</dd>"] {
        #expect(failed.text.contains(shown), "the summary shows what the form showed")
      }
      #expect(
        failed.text.contains(#"name="metric_type" value="velocity""#), "and sends the raw value")
      #expect(failed.text.contains(">Try again</button>"))
      #expect(failed.text.contains(#"<a href="/performance" aria-current="page""#))
      #expect(!failed.text.contains(#"<a href="/events" aria-current="page""#))
      let again = try await browser.post("/performance/metrics", hiddenFields(failed.text))
      #expect(again.status == 503, "a retry that fails again stays on the same page")
      #expect(again.text.contains("Bullpen &amp; live BP"))
      try await heal(api)
      let saved = try await browser.post("/performance/metrics", hiddenFields(again.text))
      #expect(saved.status == 303)
      let rows = try await api.rest(.get, "performance_metrics?select=value,notes", as: token).rows
      #expect(rows.map { $0["notes"] } == [.string("Bullpen & live BP")])
    }
  }

  @Test func aDocumentEditThatCouldNotBeSavedStaysOpenAsTyped() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/documents")
      let document =
        try await browser.upload(
          "/documents", fields: [("_csrf", csrf), ("title", "Transcript"), ("type", "transcript")],
          file: ("t.pdf", "application/pdf", SampleFiles.pdf())
        ).header("Location") ?? ""
      try await breakWrites(to: "documents", api)
      let failed = try await browser.submit(
        "\(document)/edit", from: document, [("title", "Junior Transcript (final)")])
      #expect(failed.status == 503)
      #expect(failed.text.contains("could not be saved just now"))
      #expect(failed.inputValue("title") == "Junior Transcript (final)")
      try await heal(api)
    }
  }

  @Test func aSchoolThatCouldNotBeAddedKeepsItsName() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      try await breakWrites(to: "schools", api)
      let failed = try await browser.submit(
        "/schools", from: "/schools", [("name", "Georgia Tech"), ("city", "Atlanta")])
      #expect(failed.status == 503)
      #expect(failed.text.contains("could not be saved just now"))
      #expect(failed.text.contains(#"name="name" required value="Georgia Tech""#))
      try await heal(api)
      let saved = try await browser.submit(
        "/schools", from: "/schools", [("name", "Georgia Tech"), ("city", "Atlanta")])
      #expect(saved.status == 303)
    }
  }
}

@Suite("Web pages: a carried form's summary in words")
struct CarriedFieldTextTests {
  @Test func everyCodedValueReadsAsTheFormShowedIt() {
    let text = CarriedFieldText()
    let expected: [(String, String, String, String)] = [
      ("type", "camp", "/events", "Camp"),
      ("type", "rec_letter", "/documents/1/edit", "Recommendation Letter"),
      ("start_date", "2027-05-03", "/events", "May 3, 2027"),
      ("start_time", "14:00", "/events", "2:00\u{202F}PM"),
      ("registered", "on", "/events", "Yes"), ("cost", "150", "/events", "$150.00"),
      ("role", "recruiting", "/events/1/coaches", "Recruiting Coordinator"),
      ("start_date", "05/03/2027", "/events", "05/03/2027"), ("name", "Camp", "/events", "Camp"),
    ]
    for (name, value, action, shown) in expected {
      #expect(text.value(value, of: name, action: action) == shown, "\(name)=\(value)")
    }
    #expect(CarriedFieldText.isHidden("school_ids[]") && CarriedFieldText.isHidden("event_id"))
    #expect(ResumePage.label("checkin_time") == "Check-in time")
  }
}
