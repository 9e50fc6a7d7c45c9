import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

/// The morning e-mail of follow-ups due: asked for on the account page, sent from 7:00 in the
/// person's zone once a day with what is due or overdue for each athlete they may read, each
/// linking to that athlete's contact log; nothing due, no mail; a parent removed from the
/// family gets nothing of that athlete's from the next morning on.
@Suite("Follow-ups: the morning e-mail")
struct FollowUpDigestTests {
  private typealias Browser = WebAuthTests.Browser
  /// 10 June 2026, 6:30 in New York.
  private static let early = Date(timeIntervalSince1970: 1_781_087_400)

  private func optIn(_ api: TestAPI, _ name: String) async throws {
    let browser = try await Browser.familyMember(api, name)
    let token = try await browser.csrf(on: "/account")
    let zone = try await browser.post(
      "/account", [("_csrf", token), ("time_zone", "America/New_York")])
    #expect(zone.status == 303)
    let on = try await browser.post("/account/digest", [("_csrf", token), ("digest", "on")])
    #expect(on.status == 303)
    #expect(try await browser.get("/account").text.contains("Turn off the morning e-mail"))
  }

  private func mail(to address: String, _ api: TestAPI) async throws -> [TestMail] {
    try await api.sentMail().filter {
      $0.header("To") == address && $0.subject?.contains("due today") == true
    }
  }

  @Test(arguments: TestDatabase.available)
  func eachMorningBringsWhatIsDueToWhoeverAskedOnceAndEndsWithTheFamilyLink(
    _ database: TestDatabase
  ) async throws {
    let clock = TestClock(Self.early)
    try await TestServer.run(database, clock: clock) { api in
      let family = try await TestFamily.make(api)
      _ = try await api.insert(
        "follow_ups",
        #"[{"title":"Call Coach Key back","due_date":"2026-06-10"},{"title":"Send my video","due_date":"2026-06-08"},{"title":"Ask about the fall camp","due_date":"2026-06-15"},{"title":"Already done","due_date":"2026-06-10","status":"done"}]"#,
        as: family.a.token)
      for name in ["a", "p", "b"] { try await optIn(api, name) }
      let sender = api.services.followUpDigest
      #expect(try await sender.sendDue() == 0, "6:30 is before the morning's e-mail")
      clock.advance(by: 3600)
      #expect(try await sender.sendDue() == 2, "the athlete and the parent; nothing due for B")
      #expect(try await sender.sendDue() == 0, "once a morning")
      let parents = try #require(try await mail(to: "p@family.test", api).last)
      let text = try #require(parents.part("text/plain"))
      #expect(parents.subject?.hasPrefix("2 follow-ups due today") == true)
      #expect(text.contains("For A:"))
      #expect(text.contains("Call Coach Key back (due today)"))
      #expect(text.contains("Send my video (2 days overdue)"))
      #expect(!text.contains("fall camp") && !text.contains("Already done"))
      #expect(text.contains("/for/\(family.a.id)/contacts#follow-ups"))
      #expect(text.contains("/account#digest"))
      let athletes = try #require(try await mail(to: "a@family.test", api).last)
      #expect(athletes.part("text/plain")?.contains("Due for you:") == true)
      #expect(athletes.part("text/plain")?.contains("/for/") == false)
      #expect(try await mail(to: "b@family.test", api).isEmpty)

      let removed = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.p.id)",
        as: try await api.signIn("a@family.test"))
      #expect(removed.status == 204)
      clock.advance(by: 86_400)
      let next = try await sender.sendDue()
      #expect(next == 1, "only the athlete's, the next morning")
      #expect(try await mail(to: "p@family.test", api).count == 1)

      let parent = try await Browser.familyMember(api, "p")
      let token = try await parent.csrf(on: "/account")
      _ = try await parent.post("/account/digest", [("_csrf", token), ("digest", "off")])
      #expect(try await parent.get("/account").text.contains("E-mail me what is due each morning"))
    }
  }
}
