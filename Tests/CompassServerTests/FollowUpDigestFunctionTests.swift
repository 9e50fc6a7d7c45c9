import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

/// The morning e-mail asked for from the phone: `rpc/follow_up_digest` says whether it is on
/// and `rpc/set_follow_up_digest` turns it on (counted in the device's zone unless the account
/// has one chosen) or off, always the caller's own; the web's Account page shows the same
/// switch; a bad argument is a 400 in PostgREST's shape.
@Suite("Follow-ups: the morning e-mail's functions for the phone")
struct FollowUpDigestFunctionTests {
  @Test(arguments: TestDatabase.available)
  func thePhoneTurnsItOnAndOffForItsOwnPersonOnly(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let athlete = try await api.signUp("athlete@example.com")
      let other = try await api.signUp("other@example.com")
      let asked = try await api.rest(.post, "rpc/follow_up_digest", as: athlete.token, json: "{}")
      #expect(asked.status == 200 && asked.object["on"] == .bool(false))
      let on = try await api.rest(
        .post, "rpc/set_follow_up_digest", as: athlete.token,
        json: #"{"on":true,"time_zone":"America/Chicago"}"#)
      #expect(on.status == 200 && on.object["on"] == .bool(true))
      let zone = try await api.services.database.withConnection { connection in
        try await connection.raw("SELECT time_zone FROM follow_up_digests").all().map {
          try $0.decode(column: "time_zone", as: String.self)
        }
      }
      #expect(zone == ["America/Chicago"])
      let theirs = try await api.rest(.post, "rpc/follow_up_digest", as: other.token, json: "{}")
      #expect(theirs.object["on"] == .bool(false), "one person's switch is theirs alone")
      let off = try await api.rest(
        .post, "rpc/set_follow_up_digest", as: athlete.token, json: #"{"on":false}"#)
      #expect(off.status == 200 && off.object["on"] == .bool(false))
    }
  }

  @Test func badArgumentsAreRefusedInPostgrestsShape() async throws {
    try await TestServer.run(.sqlite) { api in
      let athlete = try await api.signUp("athlete@example.com")
      for body in [
        #"{}"#, #"{"on":"yes"}"#, #"{"on":true}"#, #"{"on":true,"time_zone":"Mars/Olympus"}"#,
        #"{"on":true,"time_zone":7}"#,
      ] {
        let refused = try await api.rest(
          .post, "rpc/set_follow_up_digest", as: athlete.token, json: body)
        #expect(refused.status == 400 && refused.object["code"] == .string("22023"), "\(body)")
      }
      let anonymous = try await api.request(.post, "/rest/v1/rpc/follow_up_digest", json: "{}")
      #expect(anonymous.status == 401 || anonymous.status == 403)
    }
  }
}
