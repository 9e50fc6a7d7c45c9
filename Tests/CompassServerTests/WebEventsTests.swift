import CompassModels
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import CompassServer
@testable import CompassWeb

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
    return (try await signIn(api, user.token), events)
  }

  /// A browser signed in as the owner of `token`.
  private func signIn(_ api: TestAPI, _ token: String) async throws -> WebAuthTests.Browser {
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")),
        ("email", try #require(await api.email(token))),
        ("password", "correct horse battery"),
      ])
    return browser
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

  @Test func theCalendarIsShadedByRecruitingPeriodWithItsKeyAndSource() async throws {
    let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _) = try await signedIn(api)
      let november = try await browser.get("/events?month=2026-11").text
      #expect(november.contains(#"class=" period-shutdown""#))
      #expect(november.contains(#"aria-label="26, Thursday. No event. Recruiting shutdown.""#))
      #expect(
        november.contains("<strong>Recruiting shutdown</strong> · Nov 24\u{2009}–\u{2009}29, 2026.")
      )
      #expect(
        november.contains(
          "<strong>Quiet period</strong> · Oct 12, 2026\u{2009}–\u{2009}Feb 28, 2027."))
      #expect(november.contains("From NCAA Division I Baseball recruiting calendar 2026–27"))
      let later = try await browser.get("/events?month=2027-09").text
      #expect(!later.contains(" period-"), "a month the app has no calendar for is not shaded")
      #expect(later.contains("is not in the app yet"))
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

  @Test func aLongListIsPagedAndTheCalendarAndDeletingKeepThePage() async throws {
    try await TestServer.run(.sqlite) { api in
      let user = try await api.signUp("pages-\(UUID())@example.com")
      let days = ISO8601DateFormatter()
      days.formatOptions = [.withFullDate]
      let first = try #require(days.date(from: "2026-04-21"))
      let rows = (0..<60).map { n in
        let start = days.string(from: first.addingTimeInterval(Double(n) * 86_400))
        return #"{"name":"Game \#(n < 10 ? "0" : "")\#(n)","type":"game","start_date":"\#(start)"}"#
      }
      let created = try await api.rest(
        .post, "events", as: user.token, json: "[\(rows.joined(separator: ","))]",
        prefer: "return=representation")
      #expect(created.status == 201)
      let ids = Dictionary(
        uniqueKeysWithValues: created.rows.compactMap { row in
          row["name"]?.stringValue.flatMap { name in row["id"]?.stringValue.map { (name, $0) } }
        })
      let browser = try await signIn(api, user.token)
      let cards = { (page: String) in
        page.components(separatedBy: #"class="card event-card""#).count - 1
      }

      let one = try await browser.get("/events?sort=name&month=2026-05").text
      #expect(one.contains(#"role="status">60 results"#))
      #expect(cards(one) == 25)
      #expect(one.contains("Showing 1–25 of 60"))
      #expect(one.contains(#"aria-label="Page 1 of 3""#))
      #expect(one.contains(#"href="/events?sort=name&amp;month=2026-05&amp;page=2#results""#))
      #expect(!one.contains(#"rel="prev""#))
      let game29 = try #require(ids["Game 29"])
      #expect(
        one.contains(#"href="/events?sort=name&amp;month=2026-05&amp;page=2#event-\#(game29)""#),
        "May 20 opens the page holding its event")

      let last = try await browser.get("/events?sort=name&page=3").text
      #expect(cards(last) == 10)
      #expect(last.contains("Showing 51–60 of 60") && last.contains("Game 59"))
      #expect(!last.contains(#"rel="next""#) && last.contains(#"rel="prev""#))
      #expect(try await browser.get("/events?sort=name&page=99").text.contains("Showing 51–60"))

      let back = "%2Fevents%3Fsort%3Dname%26page%3D2"
      let confirm = try await browser.get("/events/\(game29)/delete?back=\(back)").text
      #expect(confirm.contains(#"href="/events?sort=name&amp;page=2">Cancel"#))
      let token = try await browser.csrf(on: "/events/\(game29)/delete?back=\(back)")
      let deleted = try await browser.post(
        "/events/\(game29)/delete?back=\(back)", [("_csrf", token)])
      #expect(deleted.status == 303)
      #expect(deleted.header("Location") == "/events?sort=name&page=2")
      let game30 = try #require(ids["Game 30"])
      let elsewhere = try await browser.post(
        "/events/\(game30)/delete?back=%2F%2Fevil.example", [("_csrf", token)])
      #expect(elsewhere.header("Location") == "/events", "only the list is a way back")
      #expect(try await browser.get("/events").text.contains("58 results"))
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

  @Test func addToCalendarGivesTheOneEventToItsOwnerOnly() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, events) = try await signedIn(api)
      let id = try #require(events.first?["id"]?.stringValue)
      let page = try await browser.get("/events/\(id)")
      #expect(page.text.contains("href=\"/events/\(id)/event.ics\" download"))
      let file = try await browser.get("/events/\(id)/event.ics")
      #expect(file.header("Content-Type") == "text/calendar; charset=utf-8")
      #expect(file.header("Content-Disposition")?.contains("atlanta-spring-showcase.ics") == true)
      #expect(file.text.components(separatedBy: "BEGIN:VEVENT").count == 2)
      #expect(file.text.contains("SUMMARY:Atlanta Spring Showcase"))
      #expect(file.text.contains("DTSTART;VALUE=DATE:20260415"))
      #expect(
        file.text.contains(
          "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Tomorrow: Atlanta Spring Showcase\r\nTRIGGER:-PT6H\r\n"
        ),
        "the standard reminder the phone's Add to Calendar sets too: 18:00 the evening before")
      let (stranger, _) = try await WebAuthTests.Browser.signedIn(api)
      let refused = try await stranger.get("/events/\(id)/event.ics")
      #expect(refused.status == 404)
      #expect(!refused.text.contains("BEGIN:VCALENDAR"))
    }
  }
}
