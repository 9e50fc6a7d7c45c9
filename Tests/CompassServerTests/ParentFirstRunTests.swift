import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// A parent who signs up is led to link their athlete before anything else, and nothing they
/// could add lands under their own account, on every face and both databases.
@Suite("A new parent's first run: link the athlete first, never data of their own")
struct ParentFirstRunTests {
  private typealias Browser = WebAuthTests.Browser

  private func parent(_ api: TestAPI, _ email: String) async throws -> (Browser, String) {
    let account = try await api.signUp(
      email, data: #"{"display_name":"Dana","role":"parent"}"#)
    let browser = Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", email),
        ("password", "correct horse battery"),
      ])
    return (browser, account.token)
  }

  @Test(arguments: TestDatabase.available)
  func everyAthletePageLeadsToFamilyUntilTheParentJoins(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (dana, token) = try await parent(api, "dana@example.com")
      for path in ["/events", "/events/new", "/performance", "/documents", "/schools"] {
        let reply = try await dana.get(path)
        #expect(reply.status == 303 && reply.header("Location") == "/family", "\(path)")
      }
      let family = try await dana.get("/family")
      #expect(family.status == 200)
      let firstStep = AthleteChoice.firstStep.replacingOccurrences(of: "'", with: "&#39;")
      #expect(family.text.contains(firstStep))
      #expect(family.text.contains(#"href="/family""#))
      #expect(!family.text.contains(#"href="/events""#), "only Family in the navigation")
      let posted = try await dana.post(
        "/events/new",
        [
          ("_csrf", try await dana.csrf(on: "/family")), ("event_id", "\(UUID())"),
          ("type", "camp"), ("name", "Dana's Camp"), ("start_date", "2026-07-01"),
        ])
      #expect(posted.status == 303 && posted.header("Location") == "/family")
      let own = try await api.rest(
        .post, "events", as: token, json: #"{"name":"Own","type":"camp","start_date":"2026-07-01"}"#
      )
      #expect(own.status == 403, "a parent's own account holds no athlete data")
      #expect(try await api.rest(.get, "events", as: token).rows.isEmpty)

      let jordan = try await api.signUp("jordan@example.com", data: #"{"display_name":"Jordan"}"#)
      try await api.link(inviter: jordan, invitee: (token, ""), access: "edit")
      let events = try await dana.get("/events")
      #expect(events.status == 200)
      #expect(events.text.contains("Jordan"))
      #expect(!(try await dana.get("/family")).text.contains(firstStep))
    }
  }
}
