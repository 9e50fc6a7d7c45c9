import CompassModels
import Foundation
import Testing

@testable import CompassServer

@Suite("The calendar feed's functions: what the phone's subscription screen calls")
struct CalendarFeedFunctionTests {
  private func call(
    _ api: TestAPI, _ function: String, as person: TestFamily.Account, _ json: String = "{}"
  ) async throws -> TestReply {
    try await api.rest(.post, "rpc/\(function)", as: person.token, json: json)
  }

  private func settings(
    _ api: TestAPI, as person: TestFamily.Account, athlete: TestFamily.Account
  ) async throws -> [String: JSONValue] {
    try await call(api, "calendar_feed_settings", as: person, #"{"athlete":"\#(athlete.id)"}"#)
      .object
  }

  @Test(arguments: TestDatabase.available)
  func aSubscriptionIsMadeTunedAndEndedByItsPerson(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let before = try await settings(api, as: family.v, athlete: family.a)
      #expect(before["subscribed"] == .bool(false))
      #expect(before["reminders"]?.objectValue?["day_before_at"] == .string("18:00"))

      let made = try await call(
        api, "create_calendar_feed", as: family.v, #"{"athlete":"\#(family.a.id)"}"#)
      let feed = try #require(made.object["url"]?.stringValue.flatMap(URL.init(string:)))
      let tuned = try await call(
        api, "set_calendar_feed_reminders", as: family.v,
        #"{"athlete":"\#(family.a.id)","day_before_at":"20:30","check_in_lead_minutes":null}"#)
      #expect(tuned.status == 200)
      let after = try await settings(api, as: family.v, athlete: family.a)
      #expect(after["subscribed"] == .bool(true))
      #expect(after["reminders"]?.objectValue?["day_before_at"] == .string("20:30"))
      #expect(after["reminders"]?.objectValue?["check_in_lead_minutes"] == .null)
      #expect(
        try await settings(api, as: family.a, athlete: family.a)["subscribed"] == .bool(false))

      let ended = try await call(
        api, "end_calendar_feed", as: family.v, #"{"athlete":"\#(family.a.id)"}"#)
      #expect(ended.object["subscribed"] == .bool(false))
      #expect(try await api.request(.get, feed.path).status == 404)
    }
  }

  @Test(arguments: TestDatabase.available)
  func remindersAreCheckedAndNeedALink(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let early = try await call(
        api, "set_calendar_feed_reminders", as: family.a, #"{"day_before_at":"18:00"}"#)
      #expect(early.status == 400 && early.object["code"] == .string("P0002"))
      _ = try await call(api, "create_calendar_feed", as: family.a)
      for body in [
        #"{"day_before_at":"25:00"}"#, #"{"day_before_at":7}"#,
        #"{"check_in_lead_minutes":1441}"#, #"{"check_in_lead_minutes":-5}"#,
        #"{"check_in_lead_minutes":2.5}"#, #"{"check_in_lead_minutes":"ten"}"#,
        #"{"check_in_lead_minutes":1e300}"#, #"{"athlete":"not-a-uuid"}"#,
      ] {
        let refused = try await call(api, "set_calendar_feed_reminders", as: family.a, body)
        #expect(refused.status == 400, "\(body)")
        #expect(refused.object["message"]?.stringValue?.isEmpty == false, "\(body)")
      }
      let kept = try await settings(api, as: family.a, athlete: family.a)
      #expect(kept["reminders"]?.objectValue?["day_before_at"] == .string("18:00"))
      #expect(kept["reminders"]?.objectValue?["check_in_lead_minutes"] == .number(0))
    }
  }

  @Test(arguments: TestDatabase.available)
  func nobodyReachesAnotherFamilysSeason(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      for function in [
        "create_calendar_feed", "calendar_feed_settings", "set_calendar_feed_reminders",
        "end_calendar_feed",
      ] {
        for (person, athlete) in [(family.q, family.a), (family.u, family.a), (family.a, family.b)]
        {
          let refused = try await call(api, function, as: person, #"{"athlete":"\#(athlete.id)"}"#)
          #expect(refused.status == 403, "\(function)")
          #expect(refused.object["code"] == .string("42501"))
        }
        let anonymous = try await api.request(
          .post, "/rest/v1/rpc/\(function)", token: api.anonKey, json: "{}")
        #expect(anonymous.status == 401, "\(function)")
      }
    }
  }
}

@Suite("Links sent elsewhere name the configured public address")
struct PublicOriginTests {
  @Test func calendarAndCoachesLinksUseThePublicURLWhateverTheHostHeaderSays() async throws {
    try await TestServer.run(.sqlite, publicURL: "https://compass.example/") { api in
      let family = try await TestFamily.make(api)
      let school = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: family.a.token)["id"]?
          .stringValue)
      let forged = ["Host": "evil.example"]
      let feed = try await api.request(
        .post, "/rest/v1/rpc/create_calendar_feed", token: family.a.token, json: "{}",
        headers: forged)
      #expect(
        feed.object["url"]?.stringValue?.hasPrefix("https://compass.example/calendar/") == true)
      #expect(
        feed.object["webcal"]?.stringValue?.hasPrefix("webcal://compass.example/calendar/") == true)
      let link = try await api.request(
        .post, "/rest/v1/rpc/create_share_link", token: family.a.token,
        json: #"{"school":"\#(school)"}"#, headers: forged)
      #expect(link.object["url"]?.stringValue?.hasPrefix("https://compass.example/s/") == true)
    }
  }
}
