import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: Create Event")
struct WebCreateEventTests {
  private typealias Browser = WebAuthTests.Browser

  private func events(_ api: TestAPI, _ token: String) async throws -> [[String: JSONValue]] {
    try await api.rest(.get, "events?select=*", as: token).rows
  }

  @Test func theFormLoadsEmptyWithItsSectionsRequiredMarksAndSchoolChoices() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      try await api.insert(
        "schools", #"{"name":"Georgia Tech","location":"Atlanta, GA"}"#, as: token)
      let page = try await browser.get("/events/new")
      #expect(page.status == 200)
      for text in [
        "<h1>Add New Event</h1>", "<legend>Event Info</legend>", "<legend>Date &amp; Time</legend>",
        "<legend>Location</legend>", "<legend>Event Details</legend>",
        "<legend>Performance</legend>", ">-- Select a school --<", ">Georgia Tech — Atlanta, GA<",
        #"<option value="none">None</option>"#,
        #"<option value="other">Other (not listed)</option>"#,
        #"<option value="add_new">+ Add new school</option>"#, "Event Type <abbr",
        ", Required field", ">Create Event</button>", "data-cancel>Cancel</a>",
      ] {
        #expect(page.text.contains(text), "missing \(text)")
      }
      #expect(page.inputValue("name") == "")
      #expect(Event.ID(page.inputValue("event_id") ?? "") != nil)
      #expect(!page.text.contains("field-error"))
    }
  }

  @Test func missingRequiredFieldsComeBackWithMessagesAndWhatWasTyped() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let reply = try await browser.submit(
        "/events/new", from: "/events/new",
        [("name", "  "), ("city", "Athens <GA>"), ("url", "not a url"), ("cost", "-5")])
      #expect(reply.status == 400)
      for message in [
        EventFormMessage.requiredSummary, EventFormMessage.typeRequired,
        EventFormMessage.nameRequired, EventFormMessage.startDateRequired,
        "Please enter a valid URL", EventFormMessage.negativeCost,
      ] {
        #expect(reply.text.contains(message), "missing \(message)")
      }
      #expect(reply.text.contains(#"value="Athens &lt;GA&gt;""#))
      #expect(reply.text.contains(#"aria-invalid="true" aria-describedby="name-error""#))
      #expect(try await events(api, token).isEmpty)
      let backwards = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "camp"), ("name", "Camp"), ("start_date", "2026-05-10"),
          ("end_date", "2026-05-09"),
        ])
      #expect(backwards.status == 400)
      #expect(backwards.text.contains(EventFormMessage.endBeforeStart))
    }
  }

  @Test func aRefusedFormMarksItsButtonAndCarriesTheAttempt() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let fresh = try await browser.get("/events/new")
      #expect(!fresh.text.contains("data-blocked"))
      #expect(!fresh.text.contains(#"name="attempted""#))
      let refused = try await browser.submit("/events/new", from: "/events/new", [("name", "Camp")])
      #expect(refused.text.contains(#"type="submit" data-blocked>Create Event"#))
      #expect(refused.text.contains(#"<input type="hidden" name="attempted" value="1">"#))
    }
  }

  @Test func theLiveCheckFollowsTheSameRuleAsThePhone() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let (stranger, strangerToken) = try await Browser.signedIn(api)
      _ = stranger
      let foreign = try await api.insert("schools", #"{"name":"Not Yours"}"#, as: strangerToken)
      let typing = try await browser.submit(
        "/events/check", from: "/events/new",
        [
          ("url", "perfectgame"), ("start_date", "2026-05-10"), ("end_date", "2026-05-09"),
          ("state", "g"),
        ])
      #expect(typing.status == 200)
      let fields = typing.object["fields"]?.objectValue ?? [:]
      let error = { (id: String) in fields[id]?.objectValue?["error"]?.stringValue }
      #expect(error("url") == EventFormMessage.invalidURL)
      #expect(error("end_date") == EventFormMessage.endBeforeStart)
      #expect(error("name") == nil)
      #expect(error("type") == nil)
      #expect(
        fields["state"]?.objectValue?["warning"]?.stringValue
          == EventFormMessage.stateNotTwoLetters)
      #expect(typing.object["allowsSubmit"] == .bool(false))
      #expect(typing.object["summary"] == .null)
      let untouched = try await browser.submit("/events/check", from: "/events/new", [])
      #expect(untouched.object["allowsSubmit"] == .bool(true))
      let attempted = try await browser.submit(
        "/events/check", from: "/events/new",
        [("attempted", "1"), ("school", foreign["id"]?.stringValue ?? "")])
      let shown = attempted.object["fields"]?.objectValue ?? [:]
      #expect(shown["name"]?.objectValue?["error"]?.stringValue == EventFormMessage.nameRequired)
      #expect(
        shown["school"]?.objectValue?["error"]?.stringValue
          == EventFormMessage.schoolNotAvailable)
      #expect(attempted.object["summary"]?.stringValue == EventFormMessage.requiredSummary)
      #expect(attempted.object["allowsSubmit"] == .bool(false))
      let forged = try await browser.post("/events/check", [("_csrf", "forged")])
      #expect(forged.status == 403)
      let signedOut = try await Browser(api).send(
        .post, "/events/check", body: nil, headers: ["Accept": "application/json"])
      #expect(signedOut.status == 401)
      #expect(signedOut.object["error"]?.stringValue == WebGate.sessionEnded)
    }
  }

  /// The end follows the start in the page (Chromium checks it); the server adds nothing.
  @Test func aNewEventIsSavedAsPostedWithNoEndInventedAndOpens() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let name = String(repeating: "N", count: 255)
      let reply = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "showcase"), ("name", name), ("start_date", "2024-03-02"),
          ("start_time", "23:30"), ("cost", "0"), ("state", "ga"), ("registered", "1"),
        ])
      #expect(reply.status == 303)
      let saved = try #require(try await events(api, token).first)
      #expect(reply.header("Location") == "/events/\(saved["id"]?.stringValue ?? "")")
      #expect(saved["name"]?.stringValue == name)
      #expect(saved["end_date"] == .null)
      #expect(saved["end_time"] == .null)
      #expect(saved["cost"] == .number(0))
      #expect(saved["state"]?.stringValue == "GA")
      #expect(saved["registered"] == .bool(true))
      let page = try await browser.get(reply.header("Location") ?? "")
      #expect(page.status == 200)
      #expect(page.text.contains("Free"))
    }
  }

  @Test func otherAndNewSchoolsBecomeSchoolsNeverTheLocation() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      _ = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "camp"), ("name", "Prospect Camp"), ("start_date", "2026-06-01"),
          ("school", "other"), ("other_school_name", "Tiny College"),
        ])
      _ = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "game"), ("name", "Game"), ("start_date", "2026-06-02"), ("school", "add_new"),
          ("new_school_name", "Big State"), ("new_school_location", "Austin, TX"),
        ])
      let schools = try await api.rest(
        .get, "schools?select=id,name,location&order=name", as: token
      )
      .rows
      #expect(schools.map { $0["name"]?.stringValue } == ["Big State", "Tiny College"])
      #expect(schools.first?["location"]?.stringValue == "Austin, TX")
      let saved = try await events(api, token)
      #expect(saved.allSatisfy { $0["location"] == .null })
      #expect(Set(saved.compactMap { $0["school_id"]?.stringValue }).count == 2)
      let unnamed = try await browser.submit(
        "/events/new", from: "/events/new",
        [("type", "game"), ("name", "G"), ("start_date", "2026-06-02"), ("school", "add_new")])
      #expect(unnamed.status == 400)
      #expect(
        unnamed.text.contains(
          #"id="school-error"><span class="visually-hidden">Error: </span>Enter the school"#))
    }
  }

  @Test func theAddSchoolDialogSavesThroughJSON() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/events/new")
      let body = "_csrf=\(csrf)&submission=\(UUID())&name=Emory&location=Atlanta%2C%20GA"
      let json = [
        "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json",
      ]
      let created = try await browser.send(
        .post, "/schools", body: .init(string: body), headers: json)
      #expect(created.status == 201)
      let resent = try await browser.send(
        .post, "/schools", body: .init(string: body), headers: json)
      #expect(
        resent.object["id"] == created.object["id"], "the same dialog saved twice is one school")
      #expect(created.object["name"]?.stringValue == "Emory")
      let id = try #require(created.object["id"]?.stringValue)
      #expect(try await browser.get("/events/new").text.contains(#"<option value="\#(id)">"#))
      let refused = try await browser.send(
        .post, "/schools", body: .init(string: "_csrf=\(csrf)&name="),
        headers: [
          "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json",
        ])
      #expect(refused.status == 400)
      #expect(refused.object["error"]?.stringValue == EventFormMessage.otherSchoolNameRequired)
    }
  }

  @Test func aRepeatedPostOpensTheSameEventAndCreatesNoSecond() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let form = try await browser.get("/events/new")
      let id = try #require(form.inputValue("event_id"))
      let fields = [
        ("_csrf", form.inputValue("_csrf") ?? ""), ("event_id", id), ("type", "camp"),
        ("name", "Camp"), ("start_date", "2026-07-01"),
      ]
      let first = try await browser.post("/events/new", fields)
      let second = try await browser.post("/events/new", fields)
      #expect(first.header("Location") == "/events/\(id)")
      #expect(second.header("Location") == "/events/\(id)")
      #expect(try await events(api, token).count == 1)
    }
  }

  @Test func getDirectionsUsesTheAddressAndSignedOutVisitorsSignInFirst() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let reply = try await browser.submit(
        "/events/new", from: "/events/new",
        [("address", "100 Main St"), ("city", "Athens"), ("state", "GA")])
      #expect(reply.text.contains("https://maps.apple.com/?q=100%20Main%20St%2C%20Athens%2C%20GA"))
      let stranger = try await Browser(api).get("/events/new")
      #expect(stranger.status == 303)
      #expect(stranger.header("Location") == "/login?next=%2Fevents%2Fnew")
      let forged = try await browser.post("/events/new", [("_csrf", "forged"), ("name", "x")])
      #expect(forged.status == 403)
    }
  }
}
