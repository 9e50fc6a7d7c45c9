import CompassModels
import CompassTestSupport
import Foundation
import Testing

@Suite("Events happen where they happen: an event's time zone on the server and its pages")
struct EventTimeZoneServerTests {
  @Test(arguments: TestDatabase.available)
  func onlyARealZoneIsStoredAndNoneMeansTheAthletes(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let made = try await api.insert(
        "events",
        #"{"user_id":"\#(family.a.id)","type":"camp","name":"Nashville Clinic","start_date":"2026-12-05","start_time":"09:00:00","city":"Nashville","state":"TN","time_zone":"America/Chicago"}"#,
        as: family.p.token)
      #expect(made["time_zone"]?.stringValue == "America/Chicago")
      #expect(made["user_id"]?.stringValue == family.a.id)
      let id = try #require(made["id"]?.stringValue)
      for bad in [
        "Mars/Olympus_Mons", "EST5EDT; DROP TABLE events", String(repeating: "A", count: 80),
      ] {
        let refused = try await api.rest(
          .patch, "events?id=eq.\(id)", as: family.a.token, json: #"{"time_zone":"\#(bad)"}"#)
        #expect(refused.status == 400, "\(bad)")
      }
      let cleared = try await api.rest(
        .patch, "events?id=eq.\(id)", as: family.a.token, json: #"{"time_zone":null}"#,
        prefer: "return=representation")
      #expect(cleared.rows.first?["time_zone"] == .null)
    }
  }

  @Test func theWebFormSavesTheZoneAndThePageAndItsFileUseIt() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await WebAuthTests.Browser.signedIn(api)
      browser.setCookie("compass_tz", "America/New_York")
      let new = try await browser.get("/events/new")
      #expect(
        new.text.contains(#"<option value="America/Chicago">Central Time (Chicago)</option>"#))
      #expect(new.text.contains("data-follows-place"))
      let created = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "camp"), ("name", "Nashville Clinic"), ("school", "none"),
          ("start_date", "2026-12-05"), ("start_time", "09:00"), ("city", "Nashville"),
          ("state", "TN"), ("time_zone", "America/Chicago"),
        ])
      let page = try await browser.followed(created)
      #expect(page.text.contains("Times are Central Time (Chicago). 9:00"))
      #expect(page.text.contains("10:00"), "the start on the viewer's clock")
      let rows = try await api.rest(.get, "events?select=id,time_zone", as: token).rows
      #expect(rows.first?["time_zone"]?.stringValue == "America/Chicago")
      let id = try #require(rows.first?["id"]?.stringValue)
      let file = try await browser.get("/events/\(id)/event.ics").text
      #expect(file.contains("DTSTART;TZID=America/Chicago:20261205T090000"))
      let edit = try await browser.get("/events/\(id)?edit=1")
      #expect(edit.text.contains(#"<option value="America/Chicago" selected>"#))
      #expect(!edit.text.contains("data-follows-place"), "an edit keeps the stored zone")

      let refused = try await browser.submit(
        "/events/new", from: "/events/new",
        [
          ("type", "camp"), ("name", "Nowhere"), ("school", "none"), ("start_date", "2026-12-05"),
          ("time_zone", "Mars/Olympus_Mons"),
        ])
      #expect(refused.status == 400 && refused.text.contains("Choose a time zone from the list"))
    }
  }
}
