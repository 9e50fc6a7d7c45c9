import CompassDomain
import CompassFormats
import CompassModels
import Foundation
import Testing

@Suite("Web pages: subscribing to the season in a calendar app")
struct WebCalendarTests {
  private typealias Browser = WebAuthTests.Browser

  /// The feed's path in the page's "Calendar link" field.
  private func feedPath(_ page: TestReply) throws -> String {
    let marker = "id=\"feed-link\" type=\"text\" readonly value=\""
    let start = try #require(page.text.range(of: marker)).upperBound
    let link = page.text[start...].prefix { $0 != "\"" }
    let path = try #require(link.range(of: "/calendar/"))
    return String(link[path.lowerBound...])
  }

  @Test func anAthleteMakesALinkOnceSetsRemindersAndEndsIt() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      _ = try await api.insert(
        "events", #"{"name":"Spring Camp","type":"camp","start_date":"2026-04-15"}"#,
        as: family.a.token)
      let athlete = try await Browser.familyMember(api, "a")
      #expect((try await athlete.get("/events")).text.contains("href=\"/events/subscribe\""))
      let empty = try await athlete.get("/events/subscribe")
      #expect(empty.text.contains("My recruiting season"))
      #expect(empty.text.contains("Create my calendar link"))

      let csrf = try await athlete.csrf(on: "/events/subscribe")
      let form = [("_csrf", csrf), ("submission", "\(UUID())")]
      let made = try await athlete.followed(try await athlete.post("/events/subscribe", form))
      let path = try feedPath(made)
      let reload = try await athlete.get("/events/subscribe")
      #expect(!reload.text.contains(path), "the link is shown once")
      let resent = try await athlete.post("/events/subscribe", form)
      #expect(resent.status == 303)
      #expect(try await api.request(.get, path).status == 200, "a resent form kills nothing")
      #expect(made.text.contains("href=\"webcal://"))
      let webcal = try #require(
        made.text.range(of: "href=\"webcal://").map {
          "webcal://" + made.text[$0.upperBound...].prefix { $0 != "\"" }
        })
      let code = try #require(QRCode(webcal))
      #expect(
        made.text.contains("<path d=\"\(code.svgPath())\""),
        "the QR code a phone scans is the webcal:// link")
      let feed = try await api.request(.get, path)
      #expect(feed.status == 200)
      #expect(feed.text.contains("SUMMARY:Spring Camp"))
      #expect(!(try await athlete.get("/events/subscribe")).text.contains(path))

      let refused = try await athlete.post(
        "/events/subscribe/reminders",
        [("_csrf", csrf), ("day_before", "on"), ("day_before_at", "25:99")])
      #expect(refused.status == 400)
      #expect(refused.text.contains("Enter the evening reminder&#39;s time"))
      #expect(refused.text.contains("value=\"25:99\""))
      let saved = try await athlete.post(
        "/events/subscribe/reminders",
        [("_csrf", csrf), ("day_before", "on"), ("day_before_at", "20:30")])
      #expect(saved.status == 303)
      let after = try await api.request(.get, path)
      #expect(after.text.contains("BEGIN:VALARM"))
      #expect(!after.text.contains("Check-in"))

      let renewed = try feedPath(
        try await athlete.followed(try await athlete.post("/events/subscribe", [("_csrf", csrf)])))
      #expect((try await api.request(.get, path)).status == 404)
      #expect((try await api.request(.get, renewed)).status == 200)
      _ = try await athlete.post("/events/subscribe/end", [("_csrf", csrf)])
      #expect((try await api.request(.get, renewed)).status == 404)
      let forged = try await athlete.post("/events/subscribe", [("_csrf", "forged")])
      #expect(forged.status == 403)
    }
  }

  @Test func aParentSubscribesToTheirAthleteAndLosesItWithTheLink() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      _ = try await api.insert(
        "events", #"{"name":"Spring Camp","type":"camp","start_date":"2026-04-15"}"#,
        as: family.a.token)
      let parent = try await Browser.familyMember(api, "v")
      let address = "/for/\(family.a.id)/events/subscribe"
      let page = try await parent.get(address)
      #expect(page.text.contains("A&#39;s recruiting season"))
      let made = try await parent.followed(
        try await parent.post(address, [("_csrf", try await parent.csrf(on: address))]))
      let path = try feedPath(made)
      let feed = try await api.request(.get, path)
      #expect(feed.text.contains("X-WR-CALNAME:A's recruiting season"))
      #expect(feed.text.contains("SUMMARY:Spring Camp"))
      _ = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.v.id)", as: family.a.token)
      #expect((try await api.request(.get, path)).status == 404)
    }
  }
}
