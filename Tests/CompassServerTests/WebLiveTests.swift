import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// The web pages' `/live` stream: a change reaches each open page whose person may read the
/// row, named as the phone names it, and no one else's; it stops for a parent removed from the
/// family and ends with the web session.
@Suite("Web pages: changes made elsewhere, as Server-Sent Events")
struct WebLiveTests {
  private func stream(
    _ api: TestAPI, _ browser: WebAuthTests.Browser, _ path: String = "/live?tables=events"
  ) async throws -> EventStreamProbe {
    try await EventStreamProbe.open(
      port: try #require(api.client.port), path: path, cookies: browser.cookieHeader)
  }

  private func newEvent(
    _ api: TestAPI, as token: String, for athlete: String, name: String
  ) async throws -> String {
    let row = try await api.insert(
      "events",
      #"{"user_id":"\#(athlete)","type":"camp","name":"\#(name)","start_date":"2026-06-01"}"#,
      as: token)
    return try #require(row["id"]?.stringValue)
  }

  @Test(arguments: TestDatabase.available)
  func aChangeReachesTheFamilysOpenPagesAndNoOneElses(_ database: TestDatabase) async throws {
    try await TestServer.run(database, live: true) { api in
      let family = try await TestFamily.make(api)
      var streams: [String: EventStreamProbe] = [:]
      for name in ["a", "p", "v", "b", "q"] {
        let browser = try await WebAuthTests.Browser.familyMember(api, name)
        streams[name] = try await stream(api, browser)
      }
      let athlete = try #require(streams["a"])
      #expect(athlete.text.contains("Content-Type: text/event-stream"))

      let id = try await newEvent(
        api, as: family.p.token, for: family.a.id, name: "Tech Camp")
      _ = try await api.rest(.delete, "events?id=eq.\(id)", as: family.a.token)
      for name in ["a", "p", "v"] {
        let probe = try #require(streams[name])
        try await probe.waitFor("two changes for \(name)") { _ in probe.changes.count == 2 }
        #expect(probe.changes.allSatisfy { $0["table"] == "events" })
        #expect(probe.changes.allSatisfy { $0["record"] == nil }, "the row never goes out")
      }
      #expect(athlete.changes.first?["notice"] == "P (parent) added “Tech Camp”")
      #expect(streams["p"]?.changes.first?["notice"] == nil, "the person who made it is not told")
      #expect(streams["v"]?.changes.last?["notice"] == "An event was removed")
      try await Task.sleep(for: .milliseconds(300))
      #expect(streams["b"]?.changes.isEmpty == true && streams["q"]?.changes.isEmpty == true)
      for probe in streams.values { await probe.close() }
    }
  }

  @Test func aRemovedParentHearsNothingMoreAndASignedOutStreamEnds() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let editParent = try await WebAuthTests.Browser.familyMember(api, "p")
      let viewParent = try await WebAuthTests.Browser.familyMember(api, "v")
      let removed = try await stream(api, editParent)
      let signedOut = try await stream(api, viewParent)
      let link = try #require(
        try await api.rest(.get, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token)
          .rows.first?["id"]?.stringValue)
      _ = try await api.rest(.delete, "family_links?id=eq.\(link)", as: family.a.token)
      let out = try await viewParent.post(
        "/logout", [("_csrf", try await viewParent.csrf(on: "/events"))])
      #expect(out.status == 303)

      _ = try await newEvent(api, as: family.a.token, for: family.a.id, name: "After")
      try await signedOut.waitFor("the signed-out stream to end") { _ in signedOut.isEnded }
      #expect(signedOut.changes.isEmpty)
      try await Task.sleep(for: .milliseconds(300))
      #expect(removed.changes.isEmpty, "a removed parent hears nothing")
      await removed.close()
    }
  }

  @Test func pagesSayWhereTheyListenAndOnlyTablesPagesFollowAreHeard() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let parent = try await WebAuthTests.Browser.familyMember(api, "p")
      let events = try await parent.get("/events").text
      #expect(
        events.contains(#"data-live="/for/\#(family.a.id)/live?tables=events%2Cfollow_ups""#))
      let contacts = try await parent.get("/contacts").text
      #expect(contacts.contains("live?tables=interactions%2Cfollow_ups%2Cschools%2Ccoaches"))
      let performance = try await parent.get("/performance").text
      #expect(performance.contains("live?tables=performance_metrics%2Cevents"))
      #expect(try await parent.get("/account").text.contains("data-live") == false)
      for refused in ["/live", "/live?tables=users", "/live?tables=events,auth_sessions"] {
        #expect(try await parent.get(refused).status == 400, "\(refused)")
      }
      let stranger = WebAuthTests.Browser(api)
      #expect(try await stranger.get("/live?tables=events").status == 303)
      let waiting = try await WebAuthTests.Browser.familyMember(api, "u")
      let joining = try await stream(api, waiting, "/live?tables=family_links,profiles")
      try await api.link(inviter: family.b, invitee: family.u, access: "view")
      try await joining.waitFor("the parent awaiting an athlete hears them accept") { _ in
        joining.changes.contains { $0["table"] == "family_links" }
      }
      await joining.close()
    }
  }
}
