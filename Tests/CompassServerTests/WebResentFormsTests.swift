import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// Every form that changes something answers with a redirect (POST, redirect, GET), so a reload
/// asks for a page and repeats nothing; and a form that creates something, sent again with the
/// id its page was drawn with (a reload after posting, Back and send, a double tap), creates
/// nothing more and goes where the first went.
@Suite("Web pages: a form sent again creates nothing twice")
struct WebResentFormsTests {
  private typealias Browser = WebAuthTests.Browser

  /// The athlete's school, an event there and a transcript, for the forms to act on.
  private struct Season {
    let school: String
    let event: String
    let document: String
  }

  private func season(_ api: TestAPI, _ token: String) async throws -> Season {
    let school = try #require(
      try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: token)["id"]?.stringValue)
    let event = try #require(
      try await api.insert(
        "events",
        #"{"name":"Camp","type":"camp","start_date":"2026-04-15","school_id":"\#(school)"}"#,
        as: token)["id"]?.stringValue)
    let file = try await api.storedFile("t.pdf", as: token)
    let document = try #require(
      try await api.insert(
        "documents",
        #"{"type":"transcript","title":"T","file_url":"\#(file)","file_type":"application/pdf","shared_with_schools":["\#(school)"]}"#,
        as: token)["id"]?.stringValue)
    return Season(school: school, event: event, document: document)
  }

  private func count(_ api: TestAPI, _ table: String, _ token: String) async throws -> Int {
    try await api.rest(.get, "\(table)?select=id", as: token).rows.count
  }

  @Test(arguments: TestDatabase.available)
  func eachCreatingFormSentTwiceMakesOneRow(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let s = try await season(api, token)
      let csrf = try await browser.csrf(on: "/events")
      let forms: [(table: String, path: String, fields: [(String, String)])] = [
        (
          "performance_metrics", "/performance/metrics",
          [
            ("metric_type", "velocity"), ("value", "88"), ("unit", "mph"),
            ("recorded_date", "2026-04-15"),
          ]
        ),
        (
          "performance_metrics", "/events/\(s.event)/metrics",
          [
            ("metric_type", "exit_velo"), ("value", "94"), ("unit", "mph"),
            ("recorded_date", "2026-04-15"),
          ]
        ),
        (
          "interactions", "/events/\(s.event)/interactions",
          [("type", "in_person"), ("direction", "outbound"), ("content", "Met Coach Key")]
        ),
        ("schools", "/schools", [("name", "Emory")]),
        (
          "coaches", "/schools/\(s.school)/coaches",
          [("first_name", "Jay"), ("last_name", "Key"), ("role", "head")]
        ),
        ("share_links", "/documents/\(s.document)/links", [("school", s.school), ("days", "30")]),
        ("family_invites", "/family/invites", [("access", "edit"), ("email", "")]),
      ]
      for form in forms {
        let before = try await count(api, form.table, token)
        let fields = [("_csrf", csrf), ("submission", "\(UUID())")] + form.fields
        let first = try await browser.post(form.path, fields)
        let again = try await browser.post(form.path, fields)
        #expect(first.status == 303, "\(form.path): \(first.text.prefix(300))")
        #expect(again.status == 303, "\(form.path)")
        #expect(
          again.header("Location") == first.header("Location"), "\(form.path) goes where it went")
        #expect(try await count(api, form.table, token) == before + 1, "\(form.path)")
        let unmarked = try await browser.post(
          form.path, [("_csrf", csrf), ("submission", "")] + form.fields)
        #expect(unmarked.status == 400, "\(form.path) without its page's id")
        #expect(try await count(api, form.table, token) == before + 1)
      }
    }
  }

  @Test func uploadsSentTwiceMakeOneDocumentAndOneVersion() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/documents")
      let pdf = (name: "t.pdf", type: "application/pdf", bytes: SampleFiles.pdf("t"))
      let fields = [
        ("_csrf", csrf), ("submission", "\(UUID())"), ("title", "Transcript"),
        ("type", "transcript"),
      ]
      let first = try await browser.upload("/documents", fields: fields, file: pdf)
      let again = try await browser.upload("/documents", fields: fields, file: pdf)
      #expect(first.status == 303 && again.header("Location") == first.header("Location"))
      #expect(try await count(api, "documents", token) == 1)
      let page = try #require(first.header("Location"))
      let version = [("_csrf", csrf), ("submission", "\(UUID())")]
      let v2 = try await browser.upload("\(page)/versions", fields: version, file: pdf)
      let v2Again = try await browser.upload("\(page)/versions", fields: version, file: pdf)
      #expect(v2.status == 303 && v2Again.header("Location") == v2.header("Location"))
      #expect(try await count(api, "documents", token) == 2)
    }
  }

  /// The calendar link: a reload or a resent form never makes a new link, which would stop the
  /// one the calendar app just subscribed to.
  @Test func aResentCalendarFormKeepsTheLinkTheCalendarUses() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/events/subscribe")
      let fields = [("_csrf", csrf), ("submission", "\(UUID())")]
      let posted = try await browser.post("/events/subscribe", fields)
      let shown = try await browser.followed(posted)
      let marker = #"id="feed-link" type="text" readonly value=""#
      let start = try #require(shown.text.range(of: marker)).upperBound
      let link = String(shown.text[start...].prefix { $0 != "\"" })
      let feed = try #require(URL(string: link)?.path)
      for _ in 0..<3 {
        #expect(try await browser.post("/events/subscribe", fields).status == 303)
        #expect(!(try await browser.get("/events/subscribe")).text.contains(feed))
      }
      #expect(try await api.request(.get, feed).status == 200)
    }
  }
}
