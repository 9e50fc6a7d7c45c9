import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: today is the user's day, in their time zone")
struct WebTimeZoneTests {
  /// UTC−10, UTC and UTC+13, none of which has daylight saving in November.
  static let zones = ["Pacific/Honolulu", "UTC", "Pacific/Tongatapu"]

  /// The instant it is `time` on `day` in `zone`.
  static func instant(_ day: String, _ time: String, in zone: String) throws -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: zone)
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return try #require(formatter.date(from: "\(day) \(time)"))
  }

  /// A signed-in browser whose script reported `zone`, with an event at 21:00 on Monday
  /// 23 November and one on Tuesday the 24th.
  private func season(_ api: TestAPI, zone: String?) async throws -> (
    WebAuthTests.Browser, token: String, tonight: String
  ) {
    let (browser, token) = try await WebAuthTests.Browser.signedIn(api)
    if let zone { browser.setCookie(WebSessions.timeZoneCookie, zone) }
    let tonight = try await api.insert(
      "events",
      #"{"name":"Night Game","type":"game","start_date":"2026-11-23","start_time":"21:00:00"}"#,
      as: token)
    _ = try await api.insert(
      "events", #"{"name":"Tuesday Camp","type":"camp","start_date":"2026-11-24"}"#, as: token)
    return (browser, token, try #require(tonight["id"]?.stringValue))
  }

  /// The day number of the calendar cell marked today.
  private func ringedDay(_ page: String) -> String? {
    guard let cell = page.range(of: #"today( period-\w+)?">"#, options: .regularExpression) else {
      return nil
    }
    let rest = page[cell.upperBound...]
    guard let tagEnd = rest.firstIndex(of: ">") else { return nil }
    return String(rest[rest.index(after: tagEnd)...].prefix(while: \.isNumber))
  }

  /// The date the metric log form starts on.
  private func loggingDate(_ browser: WebAuthTests.Browser) async throws -> String? {
    let page = try await browser.get("/performance?log=1").text
    guard let field = page.range(of: #"name="recorded_date" type="date" value=""#) else {
      return nil
    }
    return String(page[field.upperBound...].prefix { $0 != "\"" })
  }

  @Test(arguments: zones)
  func justBeforeMidnightTonightsEventIsStillUpcoming(zone: String) async throws {
    let clock = TestClock(try Self.instant("2026-11-23", "23:30", in: zone))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _, tonight) = try await season(api, zone: zone)
      let upcoming = try await browser.get("/events?range=upcoming").text
      #expect(upcoming.contains(#"href="/events/\#(tonight)""#))
      #expect(upcoming.contains("2 events in the next 30 days · Next: Night Game, happening now"))
      let past = try await browser.get("/events?range=past").text
      #expect(!past.contains(#"href="/events/\#(tonight)""#))
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "23")
      #expect(try await loggingDate(browser) == "2026-11-23")
    }
  }

  @Test(arguments: zones)
  func justAfterMidnightTonightsEventIsPast(zone: String) async throws {
    let clock = TestClock(try Self.instant("2026-11-24", "00:30", in: zone))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _, tonight) = try await season(api, zone: zone)
      let past = try await browser.get("/events?range=past").text
      #expect(past.contains(#"href="/events/\#(tonight)""#))
      let upcoming = try await browser.get("/events?range=upcoming").text
      #expect(!upcoming.contains(#"href="/events/\#(tonight)""#))
      #expect(upcoming.contains("1 event in the next 30 days · Next: Tuesday Camp, happening now"))
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "24")
      #expect(try await loggingDate(browser) == "2026-11-24")
    }
  }

  @Test(arguments: zones)
  func aQuickLoggedInteractionHappenedAtTheEventsLocalTime(zone: String) async throws {
    let clock = TestClock(try Self.instant("2026-11-23", "23:30", in: zone))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, token, tonight) = try await season(api, zone: zone)
      let logged = try await browser.submit(
        "/events/\(tonight)/interactions", from: "/events/\(tonight)",
        [("type", "in_person"), ("direction", "inbound"), ("content", "Met the coach")])
      #expect(logged.status == 303)
      let row = try await api.rest(.get, "interactions?select=occurred_at", as: token).rows.first
      let stored = try #require(row?["occurred_at"]?.stringValue.flatMap(Timestamp.parse))
      #expect(stored == (try Self.instant("2026-11-23", "21:00", in: zone)))
    }
  }

  @Test(arguments: zones)
  func aDocumentUploadedBeforeMidnightShowsThatDay(zone: String) async throws {
    let clock = TestClock(try Self.instant("2026-11-23", "23:30", in: zone))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _, _) = try await season(api, zone: zone)
      let uploaded = try await browser.upload(
        "/documents",
        fields: [
          ("_csrf", try await browser.csrf(on: "/documents")), ("title", "Transcript"),
          ("type", "transcript"),
        ],
        file: (name: "transcript.pdf", type: "application/pdf", bytes: SampleFiles.pdf()))
      let detail = try #require(uploaded.header("Location"))
      #expect(try await browser.get("/documents").text.contains("Nov 23, 2026"))
      #expect(try await browser.get(detail).text.contains("Nov 23, 2026"))
    }
  }

  @Test func withoutAReportOrAChoiceTheDayIsUTCs() async throws {
    let clock = TestClock(try Self.instant("2026-11-23", "23:30", in: "Pacific/Honolulu"))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _, _) = try await season(api, zone: nil)
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "24")
      browser.setCookie(WebSessions.timeZoneCookie, "Mars%2FOlympus_Mons")
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "24")
      browser.setCookie(WebSessions.timeZoneCookie, "Pacific%2FHonolulu")
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "23")
    }
  }

  @Test func aZoneChosenOnTheAccountWinsOverTheBrowsers() async throws {
    let clock = TestClock(try Self.instant("2026-11-23", "23:30", in: "Pacific/Honolulu"))
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, _, _) = try await season(api, zone: "Pacific/Honolulu")
      let settings = try await browser.get("/account")
      #expect(settings.text.contains("Automatic (Pacific / Honolulu)"))
      #expect(settings.text.contains("Today for you is Monday, November 23, 2026."))
      let refused = try await browser.submit(
        "/account", from: "/account", [("time_zone", "Mars/Olympus_Mons")])
      #expect(refused.status == 400)
      #expect(refused.text.contains(WebAccountController.invalidZone))
      let saved = try await browser.submit(
        "/account", from: "/account", [("time_zone", "Pacific/Tongatapu")])
      #expect(saved.header("Location") == "/account?saved=1")
      let shown = try await browser.get("/account?saved=1").text
      #expect(shown.contains("Time zone saved."))
      #expect(shown.contains(#"<option value="Pacific/Tongatapu" selected>"#))
      #expect(shown.contains("Today for you is Tuesday, November 24, 2026."))
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "24")
      _ = try await browser.submit("/account", from: "/account", [("time_zone", "")])
      #expect(ringedDay(try await browser.get("/events?month=2026-11").text) == "23")
    }
  }
}
