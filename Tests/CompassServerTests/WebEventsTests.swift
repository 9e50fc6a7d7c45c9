import CompassModels
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import CompassServer

@Suite("Web pages: the Events List")
struct WebEventsTests {
  /// Signs a browser in as a new user with a few events; returns the browser and the events.
  private func signedIn(_ api: TestAPI) async throws -> (
    WebAuthTests.Browser, [[String: JSONValue]]
  ) {
    let user = try await api.signUp("web-\(UUID())@example.com")
    var events: [[String: JSONValue]] = []
    for (name, type, start, end, registered) in [
      ("Atlanta Spring Showcase", "showcase", "2026-04-15", "2026-04-16", true),
      ("Winter Prospect Camp", "camp", "2026-01-10", nil, false),
      ("Georgia Tech Official Visit", "official_visit", "2026-04-16", nil, false),
    ] as [(String, String, String, String?, Bool)] {
      let end = end.map { "\"\($0)\"" } ?? "null"
      events.append(
        try await api.insert(
          "events",
          #"{"name":"\#(name)","type":"\#(type)","start_date":"\#(start)","end_date":\#(end),"registered":\#(registered)}"#,
          as: user.token))
    }
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")),
        ("email", try #require(await api.email(user.token))),
        ("password", "correct horse battery"),
      ])
    return (browser, events)
  }

  @Test func signedOutVisitorsGoToSignInAndComeBack() async throws {
    try await TestServer.run(.sqlite) { api in
      let reply = try await WebAuthTests.Browser(api).get("/events?type=camp")
      #expect(reply.status == 303)
      #expect(reply.header("Location") == "/login?next=%2Fevents%3Ftype%3Dcamp")
    }
  }

  @Test func theListShowsTheEventsWithCalendarAndCount() async throws {
    let clock = TestClock(Date(timeIntervalSince1970: 1_776_000_000))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, events) = try await signedIn(api)
      let page = try await browser.get("/events?month=2026-04").text
      #expect(page.contains(#"role="status">3 results"#))
      #expect(page.contains("Atlanta Spring Showcase"))
      #expect(page.contains(#"<h2>April 2026</h2>"#))
      let showcase = try #require(events.first?["id"]?.stringValue)
      #expect(page.contains("#event-\(showcase)"))
      #expect(page.contains(#"aria-label="Delete Atlanta Spring Showcase""#))
      #expect(!page.contains("<script>"))
    }
  }

  @Test func filtersAndSortComeFromTheURLAndTheSortIsRemembered() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await signedIn(api)
      let camps = try await browser.get("/events?type=camp&sort=name")
      #expect(camps.text.contains(#"role="status">1 result"#))
      #expect(camps.text.contains(#"<option value="camp" selected>"#))
      #expect(
        camps.headers[values: .setCookie].contains { $0.hasPrefix("compass_events_sort=name") })
      let later = try await browser.get("/events")
      #expect(later.text.contains(#"<option value="name" selected>"#))
      let names = [
        "Atlanta Spring Showcase", "Georgia Tech Official Visit", "Winter Prospect Camp",
      ]
      let positions = names.compactMap { later.text.range(of: $0)?.lowerBound }
      #expect(positions == positions.sorted())
      let none = try await browser.get("/events?q=nothing+like+this")
      #expect(none.text.contains("No events match your filters"))
      #expect(none.text.contains(#"href="/events">Clear filters"#))
    }
  }

  @Test func anEmptyAccountOffersToAddTheFirstEvent() async throws {
    try await TestServer.run(.sqlite) { api in
      _ = try await api.signUp("empty@example.com")
      let browser = WebAuthTests.Browser(api)
      _ = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "empty@example.com"),
          ("password", "correct horse battery"),
        ])
      let page = try await browser.get("/events").text
      #expect(page.contains("No events yet"))
      #expect(page.contains("Create your first event to start tracking camps and showcases"))
    }
  }

  @Test func deletingAsksFirstAndNeedsTheFormToken() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, events) = try await signedIn(api)
      let id = try #require(events.first?["id"]?.stringValue)
      let confirm = try await browser.get("/events/\(id)/delete")
      #expect(confirm.text.contains("Are you sure you want to delete this event?"))
      let forged = try await browser.post("/events/\(id)/delete", [("_csrf", "forged")])
      #expect(forged.status == 403)
      #expect(try await browser.get("/events").text.contains("3 results"))
      let deleted = try await browser.post(
        "/events/\(id)/delete", [("_csrf", try await browser.csrf(on: "/events/\(id)/delete"))])
      #expect(deleted.status == 303)
      #expect(try await browser.get("/events").text.contains("2 results"))
      #expect((try await browser.get("/events/\(UUID())/delete")).status == 404)
    }
  }

  @Test func anotherUsersEventCannotBeSeenOrDeleted() async throws {
    try await TestServer.run(.sqlite) { api in
      let (_, events) = try await signedIn(api)
      let (intruder, _) = try await signedIn(api)
      let id = try #require(events.first?["id"]?.stringValue)
      #expect((try await intruder.get("/events/\(id)/delete")).status == 404)
      _ = try await intruder.post(
        "/events/\(id)/delete", [("_csrf", try await intruder.csrf(on: "/events"))])
      let rows = try await api.request(
        .get, "/rest/v1/events?id=eq.\(id)", token: nil,
        headers: ["Authorization": "Bearer \(api.serviceKey)"])
      #expect(rows.rows.count == 1)
    }
  }

  @Test func theCalendarFileHoldsTheUsersEventsOnly() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await signedIn(api)
      let (stranger, _) = try await WebAuthTests.Browser.signedIn(api)
      let file = try await browser.get("/events.ics")
      #expect(file.header("Content-Type") == "text/calendar; charset=utf-8")
      #expect(file.header("Content-Disposition")?.contains(".ics") == true)
      #expect(file.text.hasPrefix("BEGIN:VCALENDAR"))
      #expect(file.text.components(separatedBy: "BEGIN:VEVENT").count == 4)
      #expect(file.text.contains("SUMMARY:Atlanta Spring Showcase"))
      let other = try await stranger.get("/events.ics")
      #expect(!other.text.contains("BEGIN:VEVENT"))
    }
  }
}
