import CompassModels
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassServer

/// Athlete A, edit parent P and view parent V of A, athlete B with parent Q, unlinked U.
@Suite("Family accounts: invites and who reaches an athlete's data")
struct FamilyAccessTests {
  private struct Family {
    let a, p, v, b, q, u: (token: String, id: String)
  }

  private func family(_ api: TestAPI) async throws -> Family {
    func account(_ name: String, parent: Bool) async throws -> (token: String, id: String) {
      let account = try await api.signUp("\(name)@family.test")
      try await api.insert(
        "profiles", #"{"display_name":"\#(name)","role":"\#(parent ? "parent" : "athlete")"}"#,
        as: account.token)
      return account
    }
    let family = Family(
      a: try await account("a", parent: false), p: try await account("p", parent: true),
      v: try await account("v", parent: true), b: try await account("b", parent: false),
      q: try await account("q", parent: true), u: try await account("u", parent: true))
    try await link(api, inviter: family.a, invitee: family.p, access: "edit")
    try await link(
      api, inviter: family.a, invitee: family.v, access: "view", email: "v@family.test")
    try await link(api, inviter: family.b, invitee: family.q, access: "edit")
    return family
  }

  private func invite(
    _ api: TestAPI, by inviter: (token: String, id: String), access: String, email: String? = nil
  ) async throws -> String {
    let emailJSON = email.map { #","email":"\#($0)""# } ?? ""
    let reply = try await api.rest(
      .post, "rpc/create_family_invite", as: inviter.token,
      json: #"{"access":"\#(access)"\#(emailJSON)}"#)
    guard reply.status == 200, let code = reply.object["code"]?.stringValue else {
      throw TestFailure("invite failed: \(reply.status) \(reply.text)")
    }
    return code
  }

  private func accept(_ api: TestAPI, _ code: String, as token: String) async throws -> TestReply {
    try await api.rest(.post, "rpc/accept_family_invite", as: token, json: #"{"code":"\#(code)"}"#)
  }

  private func link(
    _ api: TestAPI, inviter: (token: String, id: String), invitee: (token: String, id: String),
    access: String, email: String? = nil
  ) async throws {
    let code = try await invite(api, by: inviter, access: access, email: email)
    let reply = try await accept(api, code.lowercased(), as: invitee.token)
    guard reply.status == 200, reply.object["access"]?.stringValue == access else {
      throw TestFailure("accept failed: \(reply.status) \(reply.text)")
    }
  }

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
      let f = try await family(api)
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
      let f = try await family(api)
      let direct = try await api.rest(
        .post, "family_links", as: f.u.token,
        json: #"{"athlete_id":"\#(f.a.id)","parent_id":"\#(f.u.id)","access":"edit"}"#)
      #expect(direct.status == 403)
      let bound = try await invite(api, by: f.a, access: "edit", email: "someone@else.test")
      #expect(try await accept(api, bound, as: f.u.token).status == 403)
      let code = try await invite(api, by: f.a, access: "view")
      #expect(
        try await accept(api, code, as: f.b.token).status == 403,
        "an athlete's invite is for a parent")
      #expect(try await accept(api, code, as: f.u.token).status == 200)
      #expect(try await accept(api, code, as: f.q.token).status == 400, "used once")
      let revoked = try await invite(api, by: f.a, access: "edit")
      _ = try await api.rest(.delete, "family_invites?access=eq.edit", as: f.a.token)
      #expect(try await accept(api, revoked, as: f.q.token).status == 400)
      let demoted = try await api.rest(
        .patch, "family_links?parent_id=eq.\(f.p.id)", as: f.p.token, json: #"{"access":"edit"}"#,
        prefer: "return=representation")
      #expect(demoted.rows.isEmpty, "only the athlete changes a parent's access")
      let unknown = try await api.rest(.post, "rpc/drop_everything", as: f.u.token, json: "{}")
      #expect(unknown.status == 404 && unknown.object["code"]?.stringValue == "PGRST202")
      let guesser = try await api.signUp("guesser@family.test")
      for _ in 0..<FamilyInvites.failuresPerAccount {
        #expect(try await accept(api, "WRONG-CODE", as: guesser.token).status == 400)
      }
      let late = try await invite(api, by: f.b, access: "view")
      #expect(
        try await accept(api, late, as: guesser.token).status == 429,
        "even a right code, for an hour")
    }
  }
}
