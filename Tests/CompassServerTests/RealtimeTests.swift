import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

/// Supabase Realtime's `postgres_changes` on `compass serve`: a change made any way reaches the
/// subscribers who may read the row at that moment, and no one else; a filter only narrows; a
/// parent removed gets nothing from the next change on; an expired token nothing until renewed.
@Suite("Realtime: changes over the socket, private by construction")
struct RealtimeTests {
  private static func events(filter: String? = nil) -> [JSONValue] {
    var binding: [String: JSONValue] = ["event": "*", "schema": "public", "table": "events"]
    if let filter { binding["filter"] = .string(filter) }
    return [.object(binding)]
  }

  /// A probe joined to `events` as `token`'s caller, once its join is answered.
  private func subscribed(
    _ api: TestAPI, _ token: String, filter: String? = nil
  ) async throws -> RealtimeProbe {
    let probe = RealtimeProbe(port: try #require(api.client.port), key: api.anonKey)
    probe.join("family-events", bindings: Self.events(filter: filter), token: token)
    await probe.wait { !probe.messages("system").isEmpty }
    return probe
  }

  private func newEvent(_ api: TestAPI, as token: String, name: String) async throws -> String {
    let row = try await api.insert(
      "events", #"{"type":"camp","name":"\#(name)","start_date":"2026-06-01"}"#, as: token)
    return try #require(row["id"]?.stringValue)
  }

  @Test(arguments: TestDatabase.available)
  func eachChangeReachesTheFamilyAndNoOneElse(_ database: TestDatabase) async throws {
    try await TestServer.run(database, live: true) { api in
      let family = try await TestFamily.make(api)
      let athlete = try await subscribed(api, family.a.token)
      let edit = try await subscribed(api, family.p.token)
      let view = try await subscribed(api, family.v.token)
      let stranger = try await subscribed(api, family.b.token)
      let reply = try #require(athlete.messages("phx_reply").first?["payload"]?.objectValue)
      #expect(reply["status"] == "ok")
      let bound = reply["response"]?.objectValue?["postgres_changes"]?.arrayValue?.first
      #expect(bound?.objectValue?["table"] == "events" && bound?.objectValue?["filter"] == nil)

      let id = try await newEvent(api, as: family.a.token, name: "Tech Camp")
      _ = try await api.rest(
        .patch, "events?id=eq.\(id)", as: family.p.token, json: #"{"attended":true}"#)
      _ = try await api.rest(.delete, "events?id=eq.\(id)", as: family.a.token)
      for probe in [athlete, edit, view] {
        #expect(await probe.wait { probe.changes.count == 3 })
        #expect(probe.changes.map { $0["type"]?.stringValue } == ["INSERT", "UPDATE", "DELETE"])
      }
      let insert = try #require(athlete.changes.first)
      #expect(insert["record"]?.objectValue?["name"] == "Tech Camp")
      #expect(insert["schema"] == "public" && insert["table"] == "events")
      #expect(
        insert["columns"]?.arrayValue?.contains(["name": "attended", "type": "bool"]) == true)
      let update = try #require(edit.changes.dropFirst().first)
      #expect(update["record"]?.objectValue?["attended"] == .bool(true))
      #expect(update["old_record"] == .object(["id": .string(id)]), "only the key of the old row")
      let ids = athlete.messages("postgres_changes").first?["payload"]?.objectValue?["ids"]
      #expect(ids == .array([bound?.objectValue?["id"] ?? .null]))
      try await Task.sleep(for: .milliseconds(200))
      #expect(stranger.changes.isEmpty, "another family's athlete hears nothing")
      for probe in [athlete, edit, view, stranger] { await probe.close() }
    }
  }

  @Test func aParentRemovedHearsNothingFromTheNextChangeOn() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let view = try await subscribed(api, family.v.token)
      let edit = try await subscribed(api, family.p.token)
      _ = try await newEvent(api, as: family.a.token, name: "Before")
      #expect(await view.wait { view.changes.count == 1 })
      _ = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.v.id)", as: family.a.token)
      _ = try await newEvent(api, as: family.a.token, name: "After")
      #expect(await edit.wait { edit.changes.count == 2 })
      try await Task.sleep(for: .milliseconds(200))
      #expect(view.changes.count == 1, "nothing after the link went")
      await view.close()
      await edit.close()
    }
  }

  @Test func anExpiredTokenHearsNothingUntilANewOneComes() async throws {
    let clock = TestClock()
    try await TestServer.run(.sqlite, clock: clock, live: true) { api in
      let family = try await TestFamily.make(api)
      let athlete = try await subscribed(api, family.a.token)
      clock.advance(by: 3_700)
      let writer = try await api.signIn("a@family.test")
      let parent = try await subscribed(api, try await api.signIn("p@family.test"))
      _ = try await newEvent(api, as: writer, name: "While expired")
      // NB: once the parent hears it, the hub has passed the change by.
      #expect(await parent.wait { parent.changes.count == 1 })
      #expect(athlete.changes.isEmpty)
      let fresh = try await api.signIn("a@family.test")
      athlete.send(
        topic: "realtime:family-events", event: "access_token",
        payload: ["access_token": .string(fresh)], ref: "2")
      try await Task.sleep(for: .milliseconds(100))
      _ = try await newEvent(api, as: writer, name: "Renewed")
      #expect(await athlete.wait { athlete.changes.count == 1 })
      #expect(athlete.changes.first?["record"]?.objectValue?["name"] == "Renewed")
      await athlete.close()
      await parent.close()
    }
  }

  @Test func aFilterNarrowsAndNeverWidens() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let prying = try await subscribed(api, family.b.token, filter: "user_id=eq.\(family.a.id)")
      let narrow = try await subscribed(api, family.a.token, filter: "name=eq.Showcase")
      _ = try await newEvent(api, as: family.a.token, name: "Camp")
      _ = try await newEvent(api, as: family.a.token, name: "Showcase")
      #expect(await narrow.wait { narrow.changes.count == 1 })
      #expect(narrow.changes.first?["record"]?.objectValue?["name"] == "Showcase")
      try await Task.sleep(for: .milliseconds(200))
      #expect(prying.changes.isEmpty)
      let refused = RealtimeProbe(port: try #require(api.client.port), key: api.anonKey)
      refused.join(
        "bad", bindings: [["event": "*", "schema": "public", "table": "users"]],
        token: family.a.token)
      refused.join("worse", bindings: Self.events(filter: "secret=eq.1"), token: family.a.token)
      #expect(await refused.wait { refused.messages("phx_reply").count == 2 })
      #expect(
        refused.messages("phx_reply").allSatisfy {
          $0["payload"]?.objectValue?["status"] == "error"
        })
      for probe in [prying, narrow, refused] { await probe.close() }
    }
  }

  @Test(.enabled(if: TestDatabase.postgresURL != nil, "needs COMPASS_TEST_POSTGRES_URL"))
  func aChangeMadeThroughOneInstanceReachesSubscribersOfTheOther() async throws {
    try await TestServer.twoInstances { one, two in
      let family = try await TestFamily.make(one)
      let overThere = try await subscribed(two, family.p.token)
      let here = try await subscribed(one, family.v.token)
      let stranger = try await subscribed(two, family.b.token)
      for (api, name) in [(one, "Through one"), (two, "Through two")] {
        _ = try await newEvent(api, as: family.a.token, name: name)
      }
      for probe in [overThere, here] {
        #expect(await probe.wait { probe.changes.count == 2 })
        #expect(
          probe.changes.compactMap { $0["record"]?.objectValue?["name"]?.stringValue }
            == ["Through one", "Through two"])
      }
      try await Task.sleep(for: .milliseconds(200))
      #expect(stranger.changes.isEmpty)
      for probe in [overThere, here, stranger] { await probe.close() }
    }
  }

  @Test func changesMadeBySQLFunctionsArriveToo() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let athlete = try await api.signUp("jordan@example.com")
      let probe = RealtimeProbe(port: try #require(api.client.port), key: api.anonKey)
      probe.join(
        "links", bindings: [["event": "INSERT", "schema": "public", "table": "family_links"]],
        token: athlete.token)
      await probe.wait { !probe.messages("system").isEmpty }
      let parent = try await api.signUp(
        "dana@example.com", data: #"{"display_name":"Dana","role":"parent"}"#)
      try await api.link(
        inviter: (athlete.token, athlete.id), invitee: (parent.token, parent.id), access: "edit")
      #expect(await probe.wait { probe.changes.count == 1 }, "accept_family_invite's link")
      #expect(probe.changes.first?["record"]?.objectValue?["parent_id"] == .string(parent.id))
      await probe.close()
    }
  }

  @Test func broadcastAndPresenceReachTheFamilyAndNoOneElse() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let port = try #require(api.client.port)
      let topic = "realtime:event-page"
      var probes: [String: RealtimeProbe] = [:]
      for (name, token) in [("a", family.a.token), ("p", family.p.token), ("b", family.b.token)] {
        let probe = RealtimeProbe(port: port, key: api.anonKey)
        probe.join("event-page", bindings: [], token: token, presence: name)
        #expect(await probe.wait { !probe.messages("presence_state").isEmpty })
        probes[name] = probe
      }
      let athlete = try #require(probes["a"])
      let parent = try #require(probes["p"])
      let stranger = try #require(probes["b"])
      athlete.send(
        topic: topic, event: "presence",
        payload: ["type": "presence", "event": "track", "payload": ["page": "UGA Showcase"]],
        ref: "2")
      #expect(await parent.wait { !parent.messages("presence_diff").isEmpty })
      let joins = parent.messages("presence_diff").first?["payload"]?.objectValue?["joins"]
      #expect(
        joins?.objectValue?["a"]?.objectValue?["metas"]?.arrayValue?.first?.objectValue?["page"]
          == "UGA Showcase")
      parent.send(
        topic: topic, event: "broadcast",
        payload: ["type": "broadcast", "event": "typing", "payload": ["by": "Dana"]], ref: "3")
      #expect(await athlete.wait { !athlete.messages("broadcast").isEmpty })
      #expect(await parent.wait { parent.messages("phx_reply").count == 2 }, "acknowledged")
      let late = RealtimeProbe(port: port, key: api.anonKey)
      late.join("event-page", bindings: [], token: family.v.token, presence: "v")
      #expect(await late.wait { !late.messages("presence_state").isEmpty })
      let state = late.messages("presence_state").first?["payload"]?.objectValue
      #expect(state.map { Set($0.keys) } == ["a"], "a view parent sees who in the family is here")
      await athlete.close()
      #expect(await parent.wait { parent.messages("presence_diff").count == 2 })
      try await Task.sleep(for: .milliseconds(200))
      #expect(stranger.messages("presence_diff").isEmpty && stranger.messages("broadcast").isEmpty)
      #expect(
        stranger.messages("presence_state").first?["payload"] == .object([:]),
        "another family sees no one")
      for probe in [parent, stranger, late] { await probe.close() }
    }
  }

  @Test func aChangeMadeOnTheWebPagesArrives() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let family = try await TestFamily.make(api)
      let id = try await newEvent(api, as: family.a.token, name: "Showcase")
      let parent = try await subscribed(api, family.p.token)
      let browser = try await WebAuthTests.Browser.familyMember(api, "a")
      let marked = try await browser.submit("/events/\(id)/attend", from: "/events/\(id)", [])
      #expect(marked.status == 303)
      #expect(await parent.wait { parent.changes.count == 1 })
      #expect(parent.changes.first?["type"] == "UPDATE")
      #expect(parent.changes.first?["record"]?.objectValue?["attended"] == .bool(true))
      await parent.close()
    }
  }
}
