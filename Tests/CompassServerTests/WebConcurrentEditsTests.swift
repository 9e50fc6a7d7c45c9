import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// Issue 38, item 1 on the web: two people's edit forms open on one event, metric or document.
/// A save sends only what its person changed, keeps a change saved meanwhile, and asks about
/// the same field changed by both (Keep Mine, Keep Theirs, See Both).
@Suite("Web pages: two people editing one row")
struct WebConcurrentEditsTests {
  private typealias Browser = WebAuthTests.Browser

  /// An event the athlete stored from another app, with values the form shows differently.
  private func storedEvent(_ api: TestAPI, _ family: TestFamily) async throws -> String {
    let event = try await api.insert(
      "events",
      #"{"name":"Nashville Clinic","type":"camp","start_date":"2026-04-18","start_time":"09:00:30","state":"Georgia","cost":150.55,"description":"  Bring cleats  "}"#,
      as: family.a.token)
    return event["id"]?.stringValue ?? ""
  }

  private func row(_ api: TestAPI, _ table: String, _ id: String, _ family: TestFamily)
    async throws -> [String: JSONValue]
  {
    try await api.rest(.get, "\(table)?id=eq.\(id)", as: family.a.token).rows.first ?? [:]
  }

  @Test(arguments: TestDatabase.available)
  func anOlderEventFormSavesItsChangeAndKeepsTheOneMadeMeanwhile(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let id = try await storedEvent(api, family)
      let athlete = try await Browser.familyMember(api, "a")
      let parent = try await Browser.familyMember(api, "p")
      let action = "/events/\(id)/edit"
      let jordans = try await athlete.get("/events/\(id)?edit=1").formFields(action: action)
      let danas = try await parent.get("/for/\(family.a.id)/events/\(id)?edit=1")
        .formFields(action: "/for/\(family.a.id)\(action)")
      #expect(danas.contains { $0.0 == "opened" } && danas.contains { $0.0 == "opened_at" })
      let dana = try await parent.post(
        "/for/\(family.a.id)\(action)",
        changing(danas, ["checkin_time": "08:15", "location": "Field 4, park by the gym"]))
      #expect(dana.status == 303, "\(dana.text.prefix(300))")
      let jordan = try await athlete.post(
        action, changing(jordans, ["name": "Nashville Skills Clinic"]))
      #expect(jordan.status == 303, "\(jordan.text.prefix(300))")
      let saved = try await row(api, "events", id, family)
      #expect(saved["name"]?.stringValue == "Nashville Skills Clinic")
      #expect(saved["checkin_time"]?.stringValue?.hasPrefix("08:15") == true)
      #expect(saved["location"]?.stringValue == "Field 4, park by the gym")
      #expect(saved["state"]?.stringValue == "Georgia")
      #expect(saved["start_time"]?.stringValue == "09:00:30")
      #expect(saved["cost"] == .number(150.55))
      #expect(saved["description"]?.stringValue == "  Bring cleats  ")
    }
  }

  @Test(arguments: TestDatabase.available)
  func theSameEventFieldChangedByBothIsAskedAbout(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let id = try await storedEvent(api, family)
      let athlete = try await Browser.familyMember(api, "a")
      let parent = try await Browser.familyMember(api, "p")
      let action = "/events/\(id)/edit"
      let parentAction = "/for/\(family.a.id)\(action)"
      for resolution in ["mine", "theirs"] {
        let jordans = try await athlete.get("/events/\(id)?edit=1").formFields(action: action)
        let danas = try await parent.get("/for/\(family.a.id)/events/\(id)?edit=1")
          .formFields(action: parentAction)
        let dana = try await parent.post(
          parentAction, changing(danas, ["location": "Dana \(resolution)"]))
        #expect(dana.status == 303)
        let clash = try await athlete.post(
          action,
          changing(
            jordans, ["location": "Jordan \(resolution)", "city": "Nashville \(resolution)"]))
        #expect(clash.status == 409)
        #expect(clash.text.contains("P saved changes to this event while you were editing it."))
        #expect(clash.text.contains(EditConflictText.seeBoth))
        #expect(
          clash.text.contains(
            "<th scope=\"row\">Venue</th><td>Jordan \(resolution)</td><td>Dana \(resolution)</td>"))
        let untouched = try await row(api, "events", id, family)
        #expect(untouched["location"]?.stringValue == "Dana \(resolution)", "nothing was written")
        let resolved = try await athlete.post(
          action, clash.formFields(action: action) + [("resolve", resolution)])
        #expect(resolved.status == 303)
        let saved = try await row(api, "events", id, family)
        #expect(
          saved["location"]?.stringValue == (resolution == "mine" ? "Jordan mine" : "Dana theirs"))
        #expect(
          saved["city"]?.stringValue == "Nashville \(resolution)", "the rest of mine is saved")
      }
    }
  }

  @Test func aMetricAndADocumentAskAboutTheSameFieldToo() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let metric = try await api.insert(
        "performance_metrics",
        #"{"metric_type":"velocity","value":88,"unit":"mph","recorded_date":"2026-03-01"}"#,
        as: family.a.token)
      let metricID = metric["id"]?.stringValue ?? ""
      let athlete = try await Browser.familyMember(api, "a")
      let parent = try await Browser.familyMember(api, "p")
      let action = "/performance/metrics/\(metricID)"
      let parentAction = "/for/\(family.a.id)\(action)"
      let jordans = try await athlete.get("/performance?edit=\(metricID)").formFields(
        action: action)
      let danas = try await parent.get("/for/\(family.a.id)/performance?edit=\(metricID)")
        .formFields(action: parentAction)
      _ = try await parent.post(parentAction, changing(danas, ["value": "89", "notes": "Radar"]))
      let clash = try await athlete.post(action, changing(jordans, ["value": "90"]))
      #expect(clash.status == 409)
      #expect(clash.text.contains("<th scope=\"row\">Value</th><td>90</td><td>89</td>"))
      let kept = try await athlete.post(
        action, clash.formFields(action: action) + [("resolve", "theirs")])
      #expect(kept.status == 303)
      let saved = try await row(api, "performance_metrics", metricID, family)
      #expect(saved["value"] == .number(89) && saved["notes"]?.stringValue == "Radar")

      let file = try await api.storedFile("t.pdf", as: family.a.token)
      let stored = try await api.insert(
        "documents",
        #"{"type":"transcript","title":"Transcript","file_url":"\#(file)","file_type":"application/pdf"}"#,
        as: family.a.token)
      let documentID = stored["id"]?.stringValue ?? ""
      let docAction = "/documents/\(documentID)/edit"
      let mine = try await athlete.get("/documents/\(documentID)").formFields(action: docAction)
      let theirs = try await parent.get("/for/\(family.a.id)/documents/\(documentID)")
        .formFields(action: "/for/\(family.a.id)\(docAction)")
      _ = try await parent.post(
        "/for/\(family.a.id)\(docAction)", changing(theirs, ["title": "Transcript (fall)"]))
      let docClash = try await athlete.post(
        docAction, changing(mine, ["title": "Transcript 2026", "description": "Unofficial"]))
      #expect(docClash.status == 409)
      let keptMine = try await athlete.post(
        docAction, docClash.formFields(action: docAction) + [("resolve", "mine")])
      #expect(keptMine.status == 303)
      let document = try await row(api, "documents", documentID, family)
      #expect(document["title"]?.stringValue == "Transcript 2026")
      #expect(document["description"]?.stringValue == "Unofficial")
    }
  }
}
