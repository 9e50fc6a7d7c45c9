import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

@Suite("Calendar feeds over HTTP: what a calendar app polling a token gets")
struct CalendarFeedRouteTests {
  private func token(
    _ api: TestAPI, for person: TestFamily.Account, athlete: TestFamily.Account
  ) async throws -> String {
    let feeds = CalendarFeeds(database: api.services.database, now: Date.init, newID: UUID.init)
    let person = try #require(UserID(person.id))
    let athlete = try #require(UserID(athlete.id))
    return try #require(try await feeds.renew(for: person, athlete: athlete))
  }

  private func season(_ api: TestAPI, _ family: TestFamily) async throws -> String {
    let camp = try await api.insert(
      "events",
      #"{"name":"Spring Camp","type":"camp","start_date":"2026-03-08","start_time":"09:00","checkin_time":"08:30"}"#,
      as: family.a.token)
    _ = try await api.insert(
      "events", #"{"name":"Showcase","type":"showcase","start_date":"2026-06-01"}"#,
      as: family.a.token)
    _ = try await api.insert(
      "events", #"{"name":"Other Family","type":"camp","start_date":"2026-06-02"}"#,
      as: family.b.token)
    return try #require(camp["id"]?.stringValue)
  }

  @Test(arguments: TestDatabase.available)
  func eachPersonsFeedHoldsTheAthletesEventsOnly(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let camp = try await season(api, family)
      let own = try await api.request(
        .get, "/calendar/\(try await token(api, for: family.a, athlete: family.a)).ics")
      #expect(own.status == 200)
      #expect(own.headers[.contentType] == "text/calendar; charset=utf-8")
      #expect(own.text.contains("X-WR-CALNAME:My recruiting season"))
      #expect(own.text.components(separatedBy: "BEGIN:VEVENT").count == 3)
      #expect(own.text.contains("SUMMARY:Spring Camp"))
      #expect(!own.text.contains("Other Family"))
      #expect(own.text.replacingOccurrences(of: "\r\n ", with: "").contains("/events/\(camp)\r\n"))
      #expect(own.text.contains("BEGIN:VALARM"))

      let parents = try await api.request(
        .get, "/calendar/\(try await token(api, for: family.v, athlete: family.a)).ics")
      #expect(parents.text.contains("X-WR-CALNAME:A's recruiting season"))
      #expect(
        parents.text.replacingOccurrences(of: "\r\n ", with: "").contains(
          "/for/\(family.a.id)/events/\(camp)"))
      #expect(!parents.text.contains("Other Family"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func anUnchangedSeasonIs304AndAnEditChangesTheTag(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let family = try await TestFamily.make(api)
      let camp = try await season(api, family)
      let path = "/calendar/\(try await token(api, for: family.p, athlete: family.a)).ics"
      let first = try await api.request(.get, path)
      let tag = try #require(first.headers[.eTag])
      #expect(first.headers[.lastModified]?.hasSuffix(" GMT") == true)
      #expect(first.text.contains("SEQUENCE:0"))
      let again = try await api.request(.get, path, headers: ["If-None-Match": tag])
      #expect(again.status == 304)
      #expect(again.text.isEmpty)
      let zipped = try await api.request(.get, path, headers: ["Accept-Encoding": "gzip"])
      #expect(zipped.headers[.contentEncoding] == "gzip")
      #expect(zipped.body.readableBytes < first.body.readableBytes)
      clock.advance(by: 120)
      _ = try await api.rest(
        .patch, "events?id=eq.\(camp)", as: family.a.token, json: #"{"name":"Spring Camp II"}"#)
      let edited = try await api.request(.get, path, headers: ["If-None-Match": tag])
      #expect(edited.status == 200)
      #expect(edited.headers[.eTag] != tag)
      #expect(edited.text.contains("SUMMARY:Spring Camp II"))
      #expect(edited.text.contains("SEQUENCE:120"))
      _ = try await api.rest(.delete, "events?id=eq.\(camp)", as: family.a.token)
      let deleted = try await api.request(.get, path)
      #expect(!deleted.text.contains("Spring Camp"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func wrongRenewedAndUnlinkedTokensFindNothing(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      _ = try await season(api, family)
      let old = try await token(api, for: family.p, athlete: family.a)
      let renewed = try await token(api, for: family.p, athlete: family.a)
      for path in [
        "/calendar/\(old).ics", "/calendar/\(renewed)", "/calendar/nothing.ics",
        "/calendar/\(String(repeating: "a", count: 200)).ics", "/calendar/.ics",
      ] {
        let reply = try await api.request(.get, path)
        #expect(reply.status == 404, "\(path)")
        #expect(!reply.text.contains("VCALENDAR"))
      }
      #expect((try await api.request(.get, "/calendar/\(renewed).ics")).status == 200)
      _ = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token)
      #expect((try await api.request(.get, "/calendar/\(renewed).ics")).status == 404)
    }
  }

  @Test(arguments: TestDatabase.available)
  func openFollowUpsTravelAsMarkedAllDayItemsAndLeaveWhenDone(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      _ = try await season(api, family)
      let school = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: family.a.token)["id"]?
          .stringValue)
      let open = try #require(
        try await api.insert(
          "follow_ups",
          #"{"title":"Thank Coach Key","due_date":"2026-03-10","school_id":"\#(school)","notes":"Mention the bullpen"}"#,
          as: family.a.token)["id"]?.stringValue)
      let done = try #require(
        try await api.insert(
          "follow_ups", #"{"title":"Send transcript","due_date":"2026-03-11"}"#,
          as: family.a.token)["id"]?.stringValue)
      _ = try await api.insert(
        "follow_ups", #"{"title":"Other family's","due_date":"2026-03-11"}"#, as: family.b.token)
      _ = try await api.rest(
        .patch, "follow_ups?id=eq.\(done)", as: family.a.token, json: #"{"status":"done"}"#)
      let feed = try await api.request(
        .get, "/calendar/\(try await token(api, for: family.v, athlete: family.a)).ics")
      let text = feed.text.replacingOccurrences(of: "\r\n ", with: "")
      #expect(text.contains("UID:follow-up-\(open)@recruitingcompass.app"))
      #expect(text.contains("SUMMARY:Follow-up: Thank Coach Key"))
      #expect(text.contains("DTSTART;VALUE=DATE:20260310\r\nDTEND;VALUE=DATE:20260311"))
      #expect(text.contains("CATEGORIES:Follow-up\r\nTRANSP:TRANSPARENT"))
      #expect(text.contains("/for/\(family.a.id)/contacts#follow-ups"))
      #expect(text.contains("Georgia Tech\\n\\nMention the bullpen"))
      #expect(text.contains("TRIGGER:PT9H"))
      #expect(!text.contains("Send transcript"), "a done follow-up leaves the feed")
      #expect(!text.contains("Other family's"))
    }
  }
}
