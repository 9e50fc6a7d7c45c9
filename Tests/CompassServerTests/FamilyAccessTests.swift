import CompassModels
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

/// Athlete A, edit parent P and view parent V of A, athlete B with parent Q, unlinked U.
@Suite("Family accounts: invites and who reaches an athlete's data")
struct FamilyAccessTests {
  private func eventNames(_ api: TestAPI, as token: String) async throws -> [String] {
    try await api.rest(.get, "events?select=name&order=name", as: token).rows.compactMap {
      $0["name"]?.stringValue
    }
  }

  @Test(arguments: TestDatabase.available)
  func parentsReachTheirAthleteAsTheirAccessAllowsAndNobodyElseDoes(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      let event = try await api.insert(
        "events", #"{"name":"A camp","type":"camp","start_date":"2026-06-01"}"#, as: f.a.token)
      let eventID = event["id"]?.stringValue ?? ""
      try await api.insert(
        "events", #"{"name":"B camp","type":"camp","start_date":"2026-06-01"}"#, as: f.b.token)
      #expect(try await eventNames(api, as: f.p.token) == ["A camp"])
      #expect(try await eventNames(api, as: f.v.token) == ["A camp"])
      #expect(try await eventNames(api, as: f.q.token) == ["B camp"])
      #expect(try await eventNames(api, as: f.u.token).isEmpty)

      let byParent = try await api.insert(
        "events",
        #"{"user_id":"\#(f.a.id)","name":"Booked by P","type":"showcase","start_date":"2026-07-01"}"#,
        as: f.p.token)
      #expect(byParent["created_by"]?.stringValue == f.p.id)
      #expect(byParent["user_id"]?.stringValue == f.a.id)
      for outsider in [f.v, f.q, f.u] {
        let refused = try await api.rest(
          .post, "events", as: outsider.token,
          json:
            #"{"user_id":"\#(f.a.id)","name":"Not allowed","type":"camp","start_date":"2026-07-01"}"#
        )
        #expect(refused.status == 403 && refused.object["code"]?.stringValue == "42501")
      }

      let patched = try await api.rest(
        .patch, "events?id=eq.\(eventID)", as: f.p.token, json: #"{"name":"A camp (moved)"}"#,
        prefer: "return=representation")
      #expect(patched.rows.first?["updated_by"]?.stringValue == f.p.id)
      for outsider in [f.v, f.q, f.u] {
        let untouched = try await api.rest(
          .patch, "events?id=eq.\(eventID)", as: outsider.token, json: #"{"name":"hacked"}"#,
          prefer: "return=representation")
        #expect(untouched.rows.isEmpty)
        _ = try await api.rest(.delete, "events?id=eq.\(eventID)", as: outsider.token)
      }
      #expect(try await eventNames(api, as: f.a.token) == ["A camp (moved)", "Booked by P"])

      let bSchool = try await api.insert("schools", #"{"name":"B's school"}"#, as: f.b.token)
      let crossed = try await api.rest(
        .patch, "events?id=eq.\(eventID)", as: f.p.token,
        json: #"{"school_id":"\#(bSchool["id"]?.stringValue ?? "")"}"#)
      #expect(crossed.object["code"]?.stringValue == "23503", "a reference to another family")
      let aSchool = try await api.insert(
        "schools", #"{"user_id":"\#(f.a.id)","name":"A's school"}"#, as: f.p.token)
      let linked = try await api.rest(
        .patch, "events?id=eq.\(eventID)", as: f.p.token,
        json: #"{"school_id":"\#(aSchool["id"]?.stringValue ?? "")"}"#)
      #expect(linked.status == 204)

      let removed = try await api.rest(
        .delete, "family_links?parent_id=eq.\(f.v.id)", as: f.a.token,
        prefer: "return=representation")
      #expect(removed.rows.count == 1)
      #expect(try await eventNames(api, as: f.v.token).isEmpty, "removed on the next request")
    }
  }

  @Test(arguments: TestDatabase.available)
  func nobodyJoinsWithoutAValidInviteMeantForThem(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      let direct = try await api.rest(
        .post, "family_links", as: f.u.token,
        json: #"{"athlete_id":"\#(f.a.id)","parent_id":"\#(f.u.id)","access":"edit"}"#)
      #expect(direct.status == 403)
      let bound = try await api.invite(by: f.a, access: "edit", email: "someone@else.test")
      #expect(try await api.accept(bound, as: f.u.token).status == 403)
      let code = try await api.invite(by: f.a, access: "view")
      #expect(
        try await api.accept(code, as: f.b.token).status == 403,
        "an athlete's invite is for a parent")
      #expect(try await api.accept(code, as: f.u.token).status == 200)
      #expect(try await api.accept(code, as: f.q.token).status == 400, "used once")
      let revoked = try await api.invite(by: f.a, access: "edit")
      _ = try await api.rest(.delete, "family_invites?access=eq.edit", as: f.a.token)
      #expect(try await api.accept(revoked, as: f.q.token).status == 400)
      let demoted = try await api.rest(
        .patch, "family_links?parent_id=eq.\(f.p.id)", as: f.p.token, json: #"{"access":"edit"}"#,
        prefer: "return=representation")
      #expect(demoted.rows.isEmpty, "only the athlete changes a parent's access")
      let unknown = try await api.rest(.post, "rpc/drop_everything", as: f.u.token, json: "{}")
      #expect(unknown.status == 404 && unknown.object["code"]?.stringValue == "PGRST202")
      let guesser = try await api.signUp("guesser@family.test")
      for _ in 0..<FamilyInvites.failuresPerAccount {
        #expect(try await api.accept("WRONG-CODE", as: guesser.token).status == 400)
      }
      let late = try await api.invite(by: f.b, access: "view")
      #expect(
        try await api.accept(late, as: guesser.token).status == 429,
        "even a right code, for an hour")
    }
  }
}
