import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: Event Detail")
struct WebEventDetailTests {
  private typealias Browser = WebAuthTests.Browser

  /// A user with a school, two of its coaches and an event there; returns the browser, token,
  /// event id and coach ids.
  private func seeded(_ api: TestAPI) async throws -> (Browser, String, String, [String]) {
    let (browser, token) = try await Browser.signedIn(api)
    let school = try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: token)
    let schoolID = school["id"]?.stringValue ?? ""
    var coaches: [String] = []
    for name in ["Ann", "Bob"] {
      coaches.append(
        try await api.insert(
          "coaches",
          #"{"first_name":"\#(name)","last_name":"Coach","role":"head","school_id":"\#(schoolID)"}"#,
          as: token)["id"]?.stringValue ?? "")
    }
    let event = try await api.insert(
      "events",
      #"{"name":"Spring Showcase","type":"showcase","start_date":"2026-04-15","start_time":"09:00:00","school_id":"\#(schoolID)","address":"1 Main St","city":"Atlanta","state":"GA","description":"Bring cleats","url":"https://example.com/showcase","performance_notes":"Threw well","cost":150}"#,
      as: token)
    return (browser, token, event["id"]?.stringValue ?? "", coaches)
  }

  @Test func everySectionShowsWithTheSpecsAccessibleNames() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _, id, _) = try await seeded(api)
      let page = try await browser.get("/events/\(id)")
      #expect(page.status == 200)
      for text in [
        #"aria-label="Spring Showcase, Showcase, Apr 15, 2026"#, ">Spring Showcase</h1>",
        #"aria-label="Mark as attended""#, #"aria-label="Edit event""#,
        #"aria-label="Delete event""#, "<dt>Check-in Time</dt>", "$150", "Georgia Tech",
        "https://maps.apple.com/?q=1%20Main%20St%2C%20Atlanta%2C%20GA", "Bring cleats",
        #"href="https://example.com/showcase""#, "Threw well", "Coaches Present",
        "No coaches recorded", "+ Add Coach", "Log Performance Metric",
        #"name="recorded_date" type="date" value="2026-04-15""#,
      ] {
        #expect(page.text.contains(text), "missing \(text)")
      }
      #expect(!page.text.contains("Metrics Recorded at This Event"))
    }
  }

  @Test func editOpensPrefilledSavesAndRefusesBadInputKeepingIt() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token, id, _) = try await seeded(api)
      let dialog = try await browser.get("/events/\(id)?edit=1")
      #expect(
        dialog.text.contains(
          #"<dialog id="edit-dialog" class="sheet" aria-labelledby="edit-title" open"#))
      #expect(dialog.inputValue("name") == "Spring Showcase")
      let refused = try await browser.submit(
        "/events/\(id)/edit", from: "/events/\(id)",
        [
          ("type", "showcase"), ("name", "Renamed"), ("start_date", "2026-04-15"),
          ("end_date", "2026-04-01"),
        ])
      #expect(refused.status == 400)
      #expect(refused.text.contains(EventFormMessage.endBeforeStart))
      #expect(refused.inputValue("name") == "Renamed")
      let saved = try await browser.submit(
        "/events/\(id)/edit", from: "/events/\(id)",
        [("type", "camp"), ("name", "Renamed"), ("start_date", "2026-04-20"), ("school", "none")])
      #expect(saved.status == 303)
      let row = try await api.rest(.get, "events?id=eq.\(id)", as: token).rows.first
      #expect(row?["name"]?.stringValue == "Renamed")
      #expect(row?["school_id"] == .null)
      #expect(try await browser.get("/events").text.contains("Renamed"))
    }
  }

  @Test func renamingAnEventWithoutAnEndLeavesItWithoutOne() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token, id, _) = try await seeded(api)
      let form = try await browser.get("/events/\(id)?edit=1").text
      #expect(!form.contains("data-autofill"))
      #expect(try await browser.get("/events/new").text.contains("data-autofill"))
      let saved = try await browser.submit(
        "/events/\(id)/edit", from: "/events/\(id)",
        [
          ("type", "showcase"), ("name", "Perfect Game National Showcase"),
          ("start_date", "2026-04-15"), ("start_time", "09:00"), ("end_date", ""),
          ("end_time", ""), ("school", "none"),
        ])
      #expect(saved.status == 303)
      let row = try #require(try await api.rest(.get, "events?id=eq.\(id)", as: token).rows.first)
      #expect(row["name"]?.stringValue == "Perfect Game National Showcase")
      #expect(row["end_date"] == .null)
      #expect(row["end_time"] == .null)
      #expect(!(try await browser.get("/events/\(id)").text.contains("10:00 AM")))
    }
  }

  @Test func markAttendedOpensTheQuickLogWhichCreatesAnInteraction() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token, id, _) = try await seeded(api)
      let marked = try await browser.submit("/events/\(id)/attend", from: "/events/\(id)", [])
      #expect(marked.header("Location") == "/events/\(id)?log=1#quick-log")
      let page = try await browser.get("/events/\(id)?log=1")
      #expect(page.text.contains("Log Interactions"))
      #expect(page.text.contains("Did you have any coaching interactions at Spring Showcase?"))
      #expect(page.text.contains("Skip for Now"))
      #expect(!page.text.contains("Mark as attended"))
      let empty = try await browser.submit(
        "/events/\(id)/interactions", from: "/events/\(id)", [("content", " ")])
      #expect(empty.status == 400)
      #expect(empty.text.contains(QuickLogForm.contentRequired))
      let logged = try await browser.submit(
        "/events/\(id)/interactions", from: "/events/\(id)",
        [
          ("type", "phone_call"), ("direction", "outbound"), ("sentiment", "neutral"),
          ("content", "Talked"),
        ])
      #expect(
        logged.status == 303 && logged.header("Location") == "/events/\(id)?logged=phone_call")
      let said = try await browser.get("/events/\(id)?logged=phone_call").text
      #expect(said.contains("Phone Call logged."), "the page says what was logged")
      #expect(
        !said.contains(#"id="quick-log" class="sheet" aria-labelledby="quick-log-title" open"#))
      let interaction = try await api.rest(.get, "interactions?select=*", as: token).rows.first
      #expect(interaction?["event_id"]?.stringValue == id)
      #expect(interaction?["type"]?.stringValue == "phone_call")
    }
  }

  @Test func coachesAreAddedAndRemovedAndAnEventWithoutSchoolSaysSo() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token, id, coaches) = try await seeded(api)
      _ = try await browser.submit(
        "/events/\(id)/coaches", from: "/events/\(id)", [("coach_id", coaches[0])])
      var page = try await browser.get("/events/\(id)")
      #expect(page.text.contains(#"aria-label="Ann Coach, Head Coach""#))
      #expect(page.text.contains("Remove Ann Coach"))
      _ = try await api.rest(
        .patch, "coaches?id=eq.\(coaches[1])", as: token,
        json: #"{"email":"bob@gatech.edu","phone":"(404) 894-2000"}"#)
      _ = try await browser.submit(
        "/events/\(id)/coaches", from: "/events/\(id)", [("coach_id", coaches[1])])
      page = try await browser.get("/events/\(id)")
      #expect(page.text.contains(#"<a href="mailto:bob@gatech.edu">bob@gatech.edu</a>"#))
      #expect(page.text.contains(#"<a href="tel:4048942000">(404) 894-2000</a>"#))
      _ = try await browser.submit(
        "/events/\(id)/coaches/\(coaches[1])/remove", from: "/events/\(id)", [])
      _ = try await browser.submit(
        "/events/\(id)/coaches/\(coaches[0])/remove", from: "/events/\(id)", [])
      page = try await browser.get("/events/\(id)")
      #expect(page.text.contains("No coaches recorded"))
      let bare = try await api.insert(
        "events", #"{"name":"Open Game","type":"game","start_date":"2026-05-01"}"#, as: token)
      let lone = try await browser.get("/events/\(bare["id"]?.stringValue ?? "")")
      #expect(lone.text.contains("Event not linked to school"))
      #expect(!lone.text.contains("+ Add Coach"))
    }
  }

  @Test func aMetricLoggedHereIsDatedToTheEventAndExportsAsCSVAndPDF() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token, id, _) = try await seeded(api)
      let invalid = try await browser.submit(
        "/events/\(id)/metrics", from: "/events/\(id)",
        [("metric_type", "velocity"), ("value", "fast")])
      #expect(invalid.status == 400)
      #expect(invalid.text.contains(MetricFormMessage.invalidNumber))
      #expect(invalid.inputValue("value") == "fast")
      _ = try await browser.submit(
        "/events/\(id)/metrics", from: "/events/\(id)",
        [
          ("metric_type", "velocity"), ("value", "88.5"), ("unit", "mph"),
          ("recorded_date", "2026-04-15"), ("verified", "1"),
        ])
      let metric = try #require(
        try await api.rest(.get, "performance_metrics?select=*", as: token).rows.first)
      #expect(metric["event_id"]?.stringValue == id)
      #expect(metric["recorded_date"]?.stringValue == "2026-04-15")
      let page = try await browser.get("/events/\(id)")
      #expect(page.text.contains("Metrics Recorded at This Event"))
      #expect(page.text.contains("88.5 mph"))
      let csv = try await browser.get("/events/\(id)/metrics.csv")
      #expect(csv.header("Content-Type") == "text/csv; charset=utf-8")
      #expect(csv.header("Content-Disposition")?.contains("spring-showcase-metrics.csv") == true)
      #expect(csv.text.hasPrefix("Date,Metric,Value,Unit,Verified,Event,Notes"))
      let pdf = try await browser.get("/events/\(id)/metrics.pdf")
      #expect(pdf.header("Content-Type") == "application/pdf")
      #expect(pdf.text.hasPrefix("%PDF-"))
      let metricID = metric["id"]?.stringValue ?? ""
      let confirm = try await browser.get("/metrics/\(metricID)/delete?back=/events/\(id)")
      #expect(confirm.text.contains(MetricFormMessage.deleteConfirmation))
      let deleted = try await browser.submit(
        "/metrics/\(metricID)/delete?back=/events/\(id)", from: "/events/\(id)", [])
      #expect(deleted.header("Location") == "/events/\(id)")
      #expect(try await api.rest(.get, "performance_metrics?select=*", as: token).rows.isEmpty)
    }
  }

  @Test func anotherUsersEventIsNotFoundAndCannotBeChanged() async throws {
    try await TestServer.run(.sqlite) { api in
      let (_, token, id, _) = try await seeded(api)
      let (stranger, _) = try await Browser.signedIn(api)
      let page = try await stranger.get("/events/\(id)")
      #expect(page.status == 404)
      #expect(page.text.contains(MissingPage.event.message))
      #expect(page.text.contains(MissingPage.event.returnLabel))
      let attend = try await stranger.submit("/events/\(id)/attend", from: "/events", [])
      #expect(attend.status == 404)
      #expect(try await stranger.get("/events/\(id)/metrics.csv").status == 404)
      #expect(try await stranger.get("/events/not-a-uuid").status == 404)
      let row = try await api.rest(.get, "events?id=eq.\(id)", as: token).rows.first
      #expect(row?["attended"] == .bool(false))
    }
  }
}
