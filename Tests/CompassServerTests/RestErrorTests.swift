import Foundation
import Testing

@Suite("REST: errors in PostgREST's shape")
struct RestErrorTests {
  @Test(arguments: TestDatabase.available)
  func badRequestsGetTheirCodes(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("errors@example.com").token
      let cases: [(String, Int, String)] = [
        ("events?foo=eq.1", 400, "42703"), ("events?select=foo", 400, "42703"),
        ("events?order=foo", 400, "42703"),
        ("events?id=eq.abc", 400, "22P02"), ("events?start_date=eq.2026-02-30", 400, "22P02"),
        ("events?cost=gt.cheap", 400, "22P02"), ("events?id=noop.1", 400, "PGRST100"),
        ("events?or=(id.eq.1", 400, "PGRST100"), ("events?limit=-1", 400, "PGRST100"),
        ("events?select=*,schools(name)", 400, "PGRST100"), ("eventz", 404, "PGRST205"),
      ]
      for (path, status, code) in cases {
        let reply = try await api.rest(.get, path, as: token)
        #expect(reply.status == status, "\(path): \(reply.text)")
        #expect(reply.code == code, "\(path): \(reply.text)")
        #expect(reply.object.keys.sorted() == ["code", "details", "hint", "message"])
        #expect(reply.header("Proxy-Status") == "PostgREST; error=\(code)")
      }
      #expect(
        try await api.rest(.get, "eventz", as: token).object["hint"]
          == .string("Perhaps you meant the table 'public.events'"))
      let unknownKey = try await api.rest(
        .post, "schools", as: token, json: #"{"name":"A","nickname":"B"}"#)
      #expect(unknownKey.status == 400 && unknownKey.code == "PGRST204")
      let badJSON = try await api.rest(.post, "schools", as: token, json: "{nope")
      #expect(badJSON.status == 400 && badJSON.code == "PGRST102")
      let schema = try await api.request(
        .get, "/rest/v1/events", token: token, headers: ["Accept-Profile": "private"])
      #expect(schema.status == 406 && schema.code == "PGRST106")
      let publicSchema = try await api.request(
        .get, "/rest/v1/events", token: token, headers: ["Accept-Profile": "public"])
      #expect(publicSchema.status == 200)
    }
  }

  @Test(arguments: TestDatabase.available)
  func tokensDecideWhoIsAsking(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let anon = try await api.request(.get, "/rest/v1/events", token: api.anonKey)
      #expect(anon.status == 401 && anon.code == "42501")
      let none = try await api.request(.get, "/rest/v1/events")
      #expect(none.status == 401)
      let forged = try await api.request(
        .get, "/rest/v1/events", token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad")
      #expect(forged.status == 401 && forged.code == "PGRST301")
      let service = try await api.request(.get, "/rest/v1/events", token: api.serviceKey)
      #expect(service.status == 200)
    }
  }

  @Test(arguments: TestDatabase.available)
  func expiredTokensAreRefused(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let token = try await api.signUp("expiry@example.com").token
      #expect(try await api.rest(.get, "events", as: token).status == 200)
      clock.advance(by: 3601)
      let expired = try await api.rest(.get, "events", as: token)
      #expect(expired.status == 401 && expired.code == "PGRST303")
      #expect(expired.object["message"] == .string("JWT expired"))
    }
  }
}
