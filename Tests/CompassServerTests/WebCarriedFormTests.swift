import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: a form outlives its session")
struct WebCarriedFormTests {
  private typealias Browser = WebAuthTests.Browser

  /// The hidden fields of the page's main form (not the header's sign-out), unescaped.
  private func hiddenFields(_ page: String) -> [(String, String)] {
    let pattern = #/<input type="hidden" name="([^"]*)" value="([^"]*)">/#
    let main = page.range(of: "<main").map { page[$0.lowerBound...] } ?? page[...]
    return main.matches(of: pattern).map { (unescaped(String($0.1)), unescaped(String($0.2))) }
  }

  private func unescaped(_ text: String) -> String {
    [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&amp;", "&"),
    ]
    .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  private let typedEvent = [
    ("event_id", UUID().uuidString), ("type", "camp"), ("name", "Clemson Summer Camp & Showcase"),
    ("start_date", "2027-06-14"),
    ("start_time", "08:00"), ("city", "Clemson"), ("description", "Bring \"both\" gloves"),
  ]

  @Test func anEventTypedWhileTheSessionEndedIsSavedAfterSigningIn() async throws {
    let clock = TestClock()
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let email = try #require(await api.email(token))
      let csrf = try await browser.csrf(on: "/events/new")
      clock.advance(by: 31 * 86_400)
      let ended = try await browser.post("/events/new", [("_csrf", csrf)] + typedEvent)
      #expect(ended.status == 401)
      #expect(ended.text.contains(AuthPage.sessionEnded))
      #expect(ended.text.contains(#"action="/login?next=%2Fevents%2Fnew""#))
      let carried = hiddenFields(ended.text).filter { $0.0.hasPrefix("carried_") }
      #expect(carried.count == 2)
      let signedIn = try await browser.post(
        "/login?next=%2Fevents%2Fnew",
        [
          ("_csrf", try #require(hiddenFields(ended.text).first { $0.0 == "_csrf" }?.1)),
          ("email", email), ("password", "correct horse battery"),
        ] + carried)
      #expect(signedIn.status == 200)
      #expect(signedIn.text.contains("You’re signed in again."))
      #expect(signedIn.text.contains("Clemson Summer Camp &amp; Showcase"))
      #expect(!(try await browser.get("/events").text.contains("Clemson Summer Camp")))
      let sent = try await browser.post("/events/new", hiddenFields(signedIn.text))
      #expect(sent.status == 303)
      let event = try await browser.get(try #require(sent.header("Location"))).text
      #expect(event.contains("Clemson Summer Camp &amp; Showcase"))
      #expect(event.contains("Bring &quot;both&quot; gloves"))
      #expect(event.contains(#"name="start_time" type="time" value="08:00""#))
    }
  }

  @Test func aWrongPasswordKeepsTheCarriedForm() async throws {
    let clock = TestClock()
    try await TestServer.run(.sqlite, clock: clock) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let email = try #require(await api.email(token))
      let csrf = try await browser.csrf(on: "/performance")
      clock.advance(by: 31 * 86_400)
      let ended = try await browser.post(
        "/performance/metrics",
        [
          ("_csrf", csrf), ("metric_type", "sixty_time"), ("value", "6.85"),
          ("recorded_date", "2027-03-01"),
        ])
      let fields = hiddenFields(ended.text)
      let refused = try await browser.post(
        "/login",
        fields.filter { $0.0 != "email" } + [
          ("email", email), ("password", "wrong password"),
        ])
      #expect(refused.status == 400)
      #expect(refused.text.contains(AuthPage.sessionEnded))
      let kept = hiddenFields(refused.text).first { $0.0 == "carried_body" }?.1 ?? ""
      #expect(kept.contains("value=6.85") && kept.contains("metric_type=sixty_time"))
    }
  }

  @Test func aStaleFormTokenOffersTheFormAgainInsteadOfDroppingIt() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let stale = try await browser.post(
        "/performance/metrics",
        [
          ("_csrf", "from-an-old-page"), ("metric_type", "velocity"), ("value", "88"),
          ("unit", "mph"), ("recorded_date", "2026-03-01"),
        ])
      #expect(stale.status == 403)
      #expect(stale.text.contains("has not been saved yet"))
      #expect(try await api.rest(.get, "performance_metrics?select=id", as: token).rows.isEmpty)
      let sent = try await browser.post("/performance/metrics", hiddenFields(stale.text))
      #expect(sent.status == 303, "\(sent.text)")
      let row = try await api.rest(.get, "performance_metrics?select=value", as: token).rows.first
      #expect(row?["value"] == .number(88))
    }
  }

  @Test func onlyFormsOfThisSiteAreCarried() {
    #expect(CarriedForm(action: "https://evil.example/x", body: "a=1") == nil)
    #expect(CarriedForm(action: "//evil.example/x", body: "a=1") == nil)
    #expect(CarriedForm(action: "/login", body: "email=a") == nil)
    #expect(CarriedForm(action: "/events/new?x=1", body: "a=1") == nil)
    #expect(CarriedForm(action: "/events/new", body: "a=%ZZ") == nil)
    let carried = CarriedForm(action: "/events/new", body: "_csrf=old&name=A%26B&city=")
    #expect(carried?.fields.map(\.name) == ["name", "city"])
    #expect(carried?.body == "name=A%26B&city=")
  }
}
