import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// Where each school stands, on the web: the Schools page as a board by status and last
/// contact with counts, each school's page (its standing, coaches, timeline, follow-ups, events
/// there, documents shared with it), and saving the standing once per school with a clash
/// offered; a view parent changes nothing and a stranger reaches nothing.
@Suite("Web pages: the schools board and a school's page")
struct WebSchoolBoardTests {
  typealias Browser = WebAuthTests.Browser

  private func school(_ api: TestAPI, _ name: String, as token: String) async throws -> String {
    try #require(
      try await api.insert("schools", #"{"name":"\#(name)"}"#, as: token)["id"]?.stringValue)
  }

  @Test(arguments: TestDatabase.available)
  func theBoardGroupsSchoolsByStatusNewestContactFirstWithCounts(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let tech = try await school(api, "Georgia Tech", as: token)
      let uga = try await school(api, "University of Georgia", as: token)
      _ = try await school(api, "Emory University", as: token)
      for (id, status) in [(tech, "talking"), (uga, "talking")] {
        _ = try await api.insert(
          "school_statuses", #"{"school_id":"\#(id)","status":"\#(status)","interest":"high"}"#,
          as: token)
      }
      _ = try await api.insert(
        "interactions",
        #"{"school_id":"\#(uga)","type":"phone_call","direction":"inbound","content":"Called","occurred_at":"\#(Timestamp.format(Date().addingTimeInterval(-3 * 86_400)))"}"#,
        as: token)
      let page = try await browser.get("/schools").text
      #expect(page.contains("Researching <strong>1</strong>"))
      #expect(page.contains("Talking <strong>2</strong>"))
      #expect(page.contains("Committed <strong>0</strong>"))
      let researching = try #require(page.range(of: "Researching · 1")).lowerBound
      let talking = try #require(page.range(of: "Talking · 2")).lowerBound
      let ugaCard = try #require(page.range(of: ">University of Georgia<")).lowerBound
      let techCard = try #require(page.range(of: ">Georgia Tech<")).lowerBound
      let emoryCard = try #require(page.range(of: ">Emory University<")).lowerBound
      #expect(researching < emoryCard && emoryCard < talking)
      #expect(talking < ugaCard && ugaCard < techCard, "the school contacted lately comes first")
      #expect(page.contains("Last contact 3 days ago · Phone Call"))
      #expect(page.contains("Talking · High interest"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func aSchoolsPageShowsItsStandingTimelineEventsAndDocuments(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let tech = try await school(api, "Georgia Tech", as: token)
      let other = try await school(api, "Clemson", as: token)
      let coach = try #require(
        try await api.insert(
          "coaches", #"{"first_name":"Danny","last_name":"Key","school_id":"\#(tech)"}"#,
          as: token)["id"]?.stringValue)
      _ = try await api.insert(
        "interactions",
        #"[{"school_id":"\#(tech)","coach_id":"\#(coach)","type":"email","direction":"inbound","content":"Loved your video","occurred_at":"2026-01-05T15:00:00Z"},{"school_id":"\#(other)","type":"email","direction":"outbound","content":"Clemson only","occurred_at":"2026-01-06T15:00:00Z"}]"#,
        as: token)
      _ = try await api.insert(
        "events",
        #"{"name":"Tech Camp","type":"camp","start_date":"2026-06-10","school_id":"\#(tech)"}"#,
        as: token)
      _ = try await api.insert(
        "follow_ups",
        #"{"title":"Send Coach Key my grades","due_date":"2026-12-01","school_id":"\#(tech)"}"#,
        as: token)
      let path = try await api.storedFile("resume.pdf", as: token)
      _ = try await api.insert(
        "documents",
        #"{"type":"resume","title":"Athletic Resume","file_url":"\#(path)","shared_with_schools":["\#(tech)"]}"#,
        as: token)
      let unset = try await browser.get("/schools/\(tech)").text
      #expect(
        unset.contains("Set this school&#39;s division")
          || unset.contains("Set this school's division"))
      _ = try await api.rest(
        .patch, "schools?id=eq.\(tech)", as: token, json: #"{"division":"D1"}"#)
      _ = try await api.insert("athlete_profiles", #"{"graduation_year":2030}"#, as: token)
      let page = try await browser.get("/schools/\(tech)").text
      #expect(page.contains("<h1>Georgia Tech</h1>"))
      #expect(page.contains("Coaches at Division I schools may call, text or e-mail"))
      #expect(page.contains("from Aug 1, 2028."))
      #expect(page.contains("From NCAA Division I Bylaws 13.1.3.2.3 and 13.4.1.1 (baseball"))
      #expect(page.contains("Loved your video") && !page.contains("Clemson only"))
      #expect(page.contains("Coach Key · Email"))
      #expect(page.contains("Tech Camp") && page.contains("Athletic Resume"))
      #expect(page.contains("Send Coach Key my grades"))
      #expect(page.contains("/contacts?add=1&amp;school=\(tech)"))
      let adding = try await browser.get("/contacts?add=1&school=\(tech)").text
      #expect(adding.contains(#"<option value="\#(tech)" selected>Georgia Tech</option>"#))
      #expect(try await browser.get("/schools/\(UUID())").status == 404)
    }
  }

  @Test(arguments: TestDatabase.available)
  func theStandingIsSavedAsOneRowAndAClashIsOffered(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let tech = try await school(api, "Georgia Tech", as: family.a.token)
      let athlete = try await Browser.familyMember(api, "a")
      let parent = try await Browser.familyMember(api, "p")
      let action = "/schools/\(tech)/standing"
      let jordans = try await athlete.get("/schools/\(tech)").formFields(action: action)
      let danas = try await parent.get("/for/\(family.a.id)/schools/\(tech)")
        .formFields(action: "/for/\(family.a.id)\(action)")
      let dana = try await parent.post(
        "/for/\(family.a.id)\(action)",
        changing(danas, ["status": "contacted", "notes": "Coach Key called Dana"]))
      #expect(dana.status == 303)
      let jordan = try await athlete.post(action, changing(jordans, ["interest": "high"]))
      #expect(jordan.status == 303, "a change to another field keeps Dana's")
      let rows = try await api.rest(.get, "school_statuses", as: family.a.token).rows
      #expect(rows.count == 1)
      #expect(
        rows.first?["id"]?.stringValue
          == SchoolStandingForm.id(for: try #require(School.ID(tech))).description)
      #expect(rows.first?["status"]?.stringValue == "contacted")
      #expect(rows.first?["interest"]?.stringValue == "high")
      #expect(rows.first?["notes"]?.stringValue == "Coach Key called Dana")
      let clash = try await athlete.post(action, changing(jordans, ["status": "talking"]))
      #expect(clash.status == 409)
      #expect(clash.text.contains("Contacted") && clash.text.contains("Talking"))
      let viewer = try await Browser.familyMember(api, "v")
      let viewed = try await viewer.get("/for/\(family.a.id)/schools/\(tech)")
      #expect(viewed.status == 200 && !viewed.text.contains(">Save</button>"))
      let refused = try await viewer.post(
        "/for/\(family.a.id)\(action)",
        [
          ("_csrf", try await viewer.csrf(on: "/for/\(family.a.id)/schools/\(tech)")),
          ("status", "offered"),
        ])
      #expect(refused.status == 403)
      let stranger = try await Browser.familyMember(api, "b")
      #expect(try await stranger.get("/schools/\(tech)").status == 404)
      let forged = try await stranger.post(
        action, [("_csrf", try await stranger.csrf(on: "/schools")), ("status", "offered")])
      #expect(forged.status == 404)
      let after = try await api.rest(.get, "school_statuses", as: family.a.token).rows
      #expect(after.first?["status"]?.stringValue == "contacted")
    }
  }
}
