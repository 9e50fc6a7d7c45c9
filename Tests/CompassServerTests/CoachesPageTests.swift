import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

@Suite(
  "Coaches' page: who the athlete is, the video first, what verified each number, where to watch")
struct CoachesPageTests {
  /// A day `days` from today (UTC), as the wire writes it.
  private static func day(_ days: Int) -> String {
    let today = Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
    return LocalDate(dayNumber: today + days).description
  }

  private static func event(_ type: String, _ name: String, on day: String) -> String {
    #"{"type":"\#(type)","name":"\#(name)","start_date":"\#(day)","start_time":"09:00:00","city":"Nashville","state":"TN"}"#
  }

  private static let profile =
    #"{"graduation_year":2027,"sport":"Baseball","positions":"RHP, OF","bats":"right","throws":"left","height_inches":73,"weight_pounds":185,"high_school":"Sope Creek High School","club_team":"East Cobb Astros","gpa":3.8,"contact_email":"avery.family@example.com","contact_phone":"(770) 555-0142"}"#

  @Test(arguments: TestDatabase.available)
  func theProfileVideoVerifiedNumbersAndUpcomingEventsReachTheCoach(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let season = try await ShareLinkTests.season(api, family)
      let a = family.a.token
      let made = try await api.insert(
        "athlete_profiles", Self.profile.dropLast() + #","user_id":"\#(family.a.id)"}"#,
        as: family.p.token)
      #expect(made["user_id"]?.stringValue == family.a.id, "an edit parent fills it in")
      let showcase = try #require(
        try await api.insert(
          "events", Self.event("showcase", "Perfect Game Showcase", on: "2026-03-04"), as: a)["id"]?
          .stringValue)
      for (value, date) in [(88, "2026-02-01"), (90, "2026-03-04")] {
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"exit_velo","value":\#(value),"unit":"mph","recorded_date":"\#(date)","verified":true,"verified_by":"event","event_id":"\#(showcase)"}"#,
          as: a)
      }
      try await api.insert(
        "events",
        String(Self.event("camp", "Vanderbilt Prospect Camp", on: Self.day(20)).dropLast())
          + #","time_zone":"America/Chicago"}"#, as: a)
      try await api.insert(
        "events",
        String(Self.event("camp", "Georgia Tech Camp", on: Self.day(22)).dropLast())
          + #","school_id":"\#(season.tech)"}"#, as: a)
      try await api.insert(
        "events", Self.event("official_visit", "Visit to Clemson", on: Self.day(25)), as: a)
      try await api.insert(
        "events", Self.event("game", "Fall League Final", on: Self.day(-30)), as: a)
      let link = try await ShareLinkTests.link(
        api, by: family.a, school: season.georgia, #","include_metrics":true"#)
      let path = try ShareLinkTests.path(link)

      let page = try await api.request(.get, path).text
      #expect(page.contains("Class of 2027 · RHP, OF · Baseball"))
      #expect(
        page.contains("Bats R / Throws L · 6&#39;1&quot; · 185 lb")
          || page.contains("Bats R / Throws L · 6'1\" · 185 lb"))
      #expect(page.contains("Sope Creek High School · Club: East Cobb Astros"))
      #expect(page.contains("GPA 3.8"))
      #expect(
        page.contains("mailto:avery.family@example.com") && page.contains("tel:(770) 555-0142"))
      let video = try #require(page.range(of: "<video"))
      let documents = try #require(page.range(of: "documents-heading"))
      #expect(video.lowerBound < documents.lowerBound, "the highlight video comes first")
      #expect(page.contains(#"src="\#(path)/documents/\#(season.video)/file""#))
      #expect(page.contains("At Perfect Game Showcase, Mar 4, 2026"))
      #expect(page.contains("Improving over 2 results: 88 → 90 mph"))
      #expect(!page.contains("Vanderbilt Prospect Camp"), "events stay off until the family allows")

      _ = try await api.rest(
        .patch, "athlete_profiles?user_id=eq.\(family.a.id)", as: family.p.token,
        json: #"{"shows_upcoming_events":true}"#)
      let shown = try await api.request(.get, path).text
      #expect(shown.contains("Where to see A play") && shown.contains("Vanderbilt Prospect Camp"))
      #expect(shown.contains("Nashville, TN"))
      #expect(!shown.contains("Visit to Clemson"), "a visit to another school is never shown")
      #expect(!shown.contains("Georgia Tech Camp"), "nor another program's camp")
      #expect(
        shown.contains("9:00\u{202F}AM CT") || shown.contains("9:00 AM CT"), "the event's zone")
      #expect(!shown.contains("Fall League Final"), "a past game is not upcoming")

      let summary = try await api.request(.get, path + "/summary")
      #expect(summary.status == 200 && summary.text.contains("Class of 2027 · RHP, OF · Baseball"))
      #expect(
        summary.text.contains("Vanderbilt Prospect Camp") && !summary.text.contains("<script"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func theProfileIsTheFamilysAndNoOneElses(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      try await api.insert("athlete_profiles", Self.profile, as: family.a.token)
      let mine = "athlete_profiles?user_id=eq.\(family.a.id)"
      for reader in [family.a, family.p, family.v] {
        #expect(try await api.rest(.get, mine, as: reader.token).rows.count == 1)
      }
      for outsider in [family.b, family.q, family.u] {
        #expect(try await api.rest(.get, mine, as: outsider.token).rows.isEmpty)
        let changed = try await api.rest(
          .patch, mine, as: outsider.token, json: #"{"gpa":1.0}"#, prefer: "return=representation")
        #expect(changed.rows.isEmpty)
        let planted = try await api.rest(
          .post, "athlete_profiles", as: outsider.token,
          json: #"{"user_id":"\#(family.a.id)","gpa":1.0}"#)
        #expect(planted.status >= 400 && planted.status < 500)
      }
      let viewed = try await api.rest(
        .patch, mine, as: family.v.token, json: #"{"gpa":1.0}"#, prefer: "return=representation")
      #expect(viewed.rows.isEmpty, "a view parent reads but does not change")
      let parentsOwn = try await api.rest(
        .post, "athlete_profiles", as: family.u.token, json: #"{"gpa":3.0}"#)
      #expect(parentsOwn.status >= 400 && parentsOwn.status < 500, "a parent holds no athlete data")
      let twice = try await api.rest(.post, "athlete_profiles", as: family.a.token, json: "{}")
      #expect(twice.status == 409, "one profile per athlete")
      for bad in [#"{"bats":"both"}"#, #"{"height_inches":20}"#, #"{"gpa":7}"#] {
        let refused = try await api.rest(.patch, mine, as: family.a.token, json: bad)
        #expect(refused.status == 400, "\(bad)")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func aCoachsReplyReachesTheFamilyOnceAndABadOneComesBackAsTyped(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let season = try await ShareLinkTests.season(api, family)
      let link = try await ShareLinkTests.link(api, by: family.a, school: season.tech)
      let path = try ShareLinkTests.path(link)
      let form = ["Content-Type": "application/x-www-form-urlencoded"]
      let submission = UUID().uuidString
      let body =
        "submission=\(submission)&name=Coach+Rivera&email=rivera%40gatech.example&message=Loved+the+video.+Call+me."
      for _ in 0..<2 {
        let sent = try await api.request(.post, path + "/reply", json: body, headers: form)
        #expect(sent.status == 303)
        #expect(sent.headers[.location] == path + "?replied=1#reply")
      }
      let log = try await api.rest(
        .get, "interactions?select=school_id,direction,content", as: family.p.token)
      #expect(log.rows.count == 1, "a reply sent twice is filed once")
      #expect(log.rows.first?["school_id"]?.stringValue == season.tech)
      #expect(log.rows.first?["direction"]?.stringValue == "inbound")
      #expect(
        log.rows.first?["content"]?.stringValue?.contains("Coach Rivera <rivera@gatech.example>")
          == true)
      #expect(
        try await api.request(.get, path + "?replied=1").text.contains(
          "Your message reached the family"))
      let schools = try await WebAuthTests.Browser.familyMember(api, "p").get("/schools").text
      #expect(schools.contains("Replies from coaches") && schools.contains("Loved the video."))

      let refused = try await api.request(
        .post, path + "/reply", json: "submission=\(UUID())&name=Coach+Rivera&email=&message=Hello",
        headers: form)
      #expect(refused.status == 400)
      #expect(
        refused.text.contains("Enter your e-mail address") && refused.text.contains("Coach Rivera"))
      let unread = try await api.request(.post, path + "/reply", json: "%zz", headers: form)
      #expect(unread.status == 400)

      let id = try #require(link.object["id"]?.stringValue)
      _ = try await api.rest(
        .patch, "share_links?id=eq.\(id)", as: family.a.token,
        json: #"{"revoked_at":"2026-01-01T00:00:00Z"}"#)
      let closed = try await api.request(
        .post, path + "/reply", json: "submission=\(UUID())&name=X&email=x%40y.z&message=Hi",
        headers: form)
      #expect(closed.status == 404)
      #expect(try await api.rest(.get, "interactions", as: family.a.token).rows.count == 1)
    }
  }
}
