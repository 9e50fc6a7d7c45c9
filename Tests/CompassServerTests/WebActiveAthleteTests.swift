import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// A parent's pages: the athlete is in the address, so two tabs on two athletes never mix;
/// the switcher, the view-only banner with no edit controls, refusals of a view parent's
/// posts, attribution of what a parent added, and an address that names someone else's
/// athlete answered as not found.
@Suite("Web pages: a parent's athletes")
struct WebActiveAthleteTests {
  private typealias Browser = WebAuthTests.Browser

  private func addEvent(_ api: TestAPI, _ name: String, as token: String) async throws -> String {
    try await api.insert(
      "events", #"{"name":"\#(name)","type":"camp","start_date":"2026-04-15"}"#, as: token)["id"]?
      .stringValue ?? ""
  }

  private let eventForm = [
    ("type", "showcase"), ("name", "Booked by P"), ("start_date", "2026-05-02"),
  ]

  @Test(arguments: TestDatabase.available)
  func twoTabsOnTwoAthletesStayApart(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      try await api.link(inviter: family.b, invitee: family.p, access: "view")
      _ = try await addEvent(api, "Camp of A", as: family.a.token)
      _ = try await addEvent(api, "Showcase of B", as: family.b.token)
      let parent = try await Browser.familyMember(api, "p")
      let tabA = "/for/\(family.a.id)"
      let tabB = "/for/\(family.b.id)"

      let first = try await parent.get("/events").text
      #expect(first.contains("Camp of A") && !first.contains("Showcase of B"))
      #expect(first.contains(#"href="\#(tabB)/events""#), "the switcher offers B")
      #expect(first.contains(#"href="\#(tabA)/events/new""#), "links stay on A")

      let b = try await parent.get("\(tabB)/events").text
      #expect(b.contains("Showcase of B") && !b.contains("Camp of A"))
      #expect(b.contains("Viewing B&#39;s data — view only."))
      #expect(!b.contains("/events/new"), "a view parent gets no add button")
      #expect(!b.contains(#"class="button button-danger""#), "nor delete buttons")
      #expect(b.contains(#"data-base="\#(tabB)""#), "the page script posts within B")

      let a = try await parent.get("\(tabA)/events").text
      #expect(a.contains("Camp of A") && !a.contains("Showcase of B"))
      #expect(!a.contains("view only"))
      #expect(try await parent.get("\(tabB)/performance").text.contains("view only"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func anEditParentsChangeLandsOnTheAthleteInTheAddressAndIsAttributed(
    _ database: TestDatabase
  ) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let parent = try await Browser.familyMember(api, "p")
      let tabA = "/for/\(family.a.id)"
      let made = try await parent.submit(
        "\(tabA)/events/new", from: "\(tabA)/events/new", eventForm)
      #expect(made.status == 303)
      let saved = try #require(
        try await api.rest(.get, "events?select=*", as: family.a.token).rows.first)
      let id = saved["id"]?.stringValue ?? ""
      #expect(made.header("Location") == "\(tabA)/events/\(id)")
      #expect(saved["user_id"]?.stringValue == family.a.id)
      #expect(saved["created_by"]?.stringValue == family.p.id)
      #expect(try await api.rest(.get, "events?select=id", as: family.p.token).rows.count == 1)

      let athlete = try await Browser.familyMember(api, "a")
      #expect(try await athlete.get("/events/\(id)").text.contains("Added by P (parent)"))
      #expect(try await parent.get("\(tabA)/events/\(id)").text.contains("Added by you"))
      let own = try await athlete.get("/events").text
      #expect(!own.contains("/for/"), "an athlete's own pages need no athlete in the address")
    }
  }

  /// Every link, form and redirect on a parent's pages of an athlete is written for that
  /// athlete (`SitePath`): none falls back to the parent's own (empty) part of the site.
  @Test func everyLinkOnAParentsPagesStaysOnTheirAthlete() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let event = try await addEvent(api, "Camp of A", as: family.a.token)
      _ = try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: family.a.token)
      _ = try await api.insert(
        "performance_metrics",
        #"{"metric_type":"velocity","value":85,"unit":"mph","recorded_date":"2026-03-02","event_id":"\#(event)"}"#,
        as: family.a.token)
      let parent = try await Browser.familyMember(api, "p")
      let tab = "/for/\(family.a.id)"
      let pages = [
        "/events", "/events/new", "/events/\(event)", "/events/\(event)?edit=1",
        "/events/subscribe", "/events/\(event)/delete", "/performance", "/performance?log=1",
        "/documents", "/schools", "/profile",
      ]
      for page in pages {
        let html = try await parent.get(tab + page).text
        let links = Self.localLinks(in: html)
        #expect(!links.isEmpty, "\(page) has links")
        for link in links where SitePath.isAthletePage(link[...]) {
          Issue.record("\(page) links to \(link), outside \(tab)")
        }
        #expect(links.contains { $0.hasPrefix(tab + "/") }, "\(page) links within the athlete")
      }
      #expect(try await parent.get(tab + "/").header("Location") == tab + "/events")
      let saved = try await parent.submit(
        "\(tab)/events/new", from: "\(tab)/events/new", eventForm)
      #expect(saved.header("Location")?.hasPrefix(tab + "/events/") == true)
    }
  }

  /// The local addresses a page's links and forms point at.
  private static func localLinks(in html: String) -> [String] {
    let pattern = #/(?:href|action|formaction|data-action)="(/[^"]*)"/#
    return html.matches(of: pattern).map { String($0.output.1) }
      .filter { !$0.hasPrefix("/static/") }
  }

  @Test(arguments: TestDatabase.available)
  func aViewParentsPostChangesNothingAndSaysWhy(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let event = try await addEvent(api, "Camp of A", as: family.a.token)
      let viewer = try await Browser.familyMember(api, "v")
      let tabA = "/for/\(family.a.id)"
      let page = try await viewer.get("\(tabA)/events/\(event)").text
      #expect(page.contains("Viewing A&#39;s data — view only."))
      #expect(!page.contains("Edit event") && !page.contains("Log Performance Metric"))
      let token = try await viewer.csrf(on: "/family")
      for (path, fields) in [
        ("\(tabA)/events/new", eventForm), ("\(tabA)/events/\(event)/delete", []),
        ("\(tabA)/events/\(event)/attend", []), ("\(tabA)/schools", [("name", "Tech")]),
        ("/events/new", eventForm),
      ] {
        let refused = try await viewer.post(path, [("_csrf", token)] + fields)
        #expect(refused.status == 403 || refused.status == 400, "\(path)")
      }
      let refused = try await viewer.post("\(tabA)/events/new", [("_csrf", token)] + eventForm)
      #expect(refused.text.contains("Nothing was changed") && refused.text.contains("view only"))
      let rows = try await api.rest(.get, "events?select=name,attended", as: family.a.token).rows
      #expect(rows.count == 1 && rows.first?["attended"] == .bool(false))
      #expect(try await api.rest(.get, "schools?select=id", as: family.a.token).rows.isEmpty)
    }
  }

  @Test(arguments: TestDatabase.available)
  func anAthleteNotSharedWithTheViewerIsNotFound(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let event = try await addEvent(api, "Camp of A", as: family.a.token)
      for name in ["q", "u", "b"] {
        let stranger = try await Browser.familyMember(api, name)
        for path in ["/for/\(family.a.id)/events", "/for/\(family.a.id)/events/\(event)"] {
          let reply = try await stranger.get(path)
          #expect(reply.status == 404, "\(name) \(path)")
          #expect(!reply.text.contains("Camp of A"))
        }
      }
      let parent = try await Browser.familyMember(api, "p")
      #expect(try await parent.get("/for/not-an-athlete/events").status == 404)
      #expect(try await parent.get("/for/\(family.b.id)/events").status == 404)
      let link = try #require(
        try await api.rest(
          .get, "family_links?select=id&parent_id=eq.\(family.p.id)", as: family.a.token
        )
        .rows.first?["id"]?.stringValue)
      _ = try await api.rest(.delete, "family_links?id=eq.\(link)", as: family.a.token)
      #expect(
        try await parent.get("/for/\(family.a.id)/events").status == 404, "on the next request")
    }
  }

  @Test func anEditParentsUploadGoesToTheAthletesFolder() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let parent = try await Browser.familyMember(api, "p")
      let tabA = "/for/\(family.a.id)"
      let uploaded = try await parent.upload(
        "\(tabA)/documents",
        fields: [
          ("_csrf", try await parent.csrf(on: "\(tabA)/documents")), ("title", "Transcript"),
          ("type", "transcript"),
        ],
        file: (name: "t.pdf", type: "application/pdf", bytes: SampleFiles.pdf("one")))
      #expect(uploaded.status == 303)
      #expect(uploaded.header("Location")?.hasPrefix("\(tabA)/documents/") == true)
      let row = try #require(
        try await api.rest(.get, "documents?select=*", as: family.a.token).rows.first)
      #expect(row["user_id"]?.stringValue == family.a.id)
      #expect(row["uploaded_by"]?.stringValue == family.p.id)
      #expect(row["file_url"]?.stringValue?.hasPrefix(family.a.id + "/") == true)
      let page = try await parent.get(uploaded.header("Location") ?? "")
      #expect(page.status == 200 && page.text.contains("Added by you"))
    }
  }
}
