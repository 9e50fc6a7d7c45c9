import CompassModels
import CompassTestSupport
import Foundation
import NIOCore
import Testing

/// Every table of an athlete's data, every verb, every member of `TestFamily`: P does all of
/// A's CRUD, V only reads, Q, B and U reach nothing of A, and P and V nothing of B; stored
/// files follow the same rules by folder.
@Suite("Family accounts: every table, verb and person")
struct FamilyTableAccessTests {
  /// A change each table takes.
  static let changes = [
    "schools": #"{"name":"A University"}"#, "coaches": #"{"first_name":"Cam"}"#,
    "events": #"{"name":"A camp (moved)"}"#, "performance_metrics": #"{"notes":"windy"}"#,
    "interactions": #"{"subject":"Follow-up"}"#, "documents": #"{"description":"Fall term"}"#,
    "follow_ups": #"{"due_date":"2026-06-05"}"#, "school_statuses": #"{"status":"talking"}"#,
  ]

  /// A row of A's for each table, made by P, whose references are A's own rows.
  private func rowsOfA(_ api: TestAPI, _ f: TestFamily) async throws -> [(String, String)] {
    let owner = #""user_id":"\#(f.a.id)""#
    func make(_ table: String, _ fields: String) async throws -> String {
      let row = try await api.insert(table, "{\(owner),\(fields)}", as: f.p.token)
      #expect(row["created_by"]?.stringValue == f.p.id, "\(table) created_by")
      #expect(row["user_id"]?.stringValue == f.a.id, "\(table) user_id")
      return try #require(row["id"]?.stringValue)
    }
    let school = try await make("schools", #""name":"A U""#)
    let coach = try await make(
      "coaches", #""first_name":"C","last_name":"A","school_id":"\#(school)""#)
    let event = try await make(
      "events",
      #""name":"A camp","type":"camp","start_date":"2026-06-01","school_id":"\#(school)","coaches_present":["\#(coach)"]"#
    )
    let interaction = try await make(
      "interactions",
      #""type":"email","direction":"outbound","coach_id":"\#(coach)","logged_by":"\#(f.p.id)""#)
    return [
      ("schools", school), ("coaches", coach), ("events", event), ("interactions", interaction),
      (
        "performance_metrics",
        try await make(
          "performance_metrics",
          #""metric_type":"velocity","value":88,"recorded_date":"2026-06-01","event_id":"\#(event)""#
        )
      ),
      (
        "follow_ups",
        try await make(
          "follow_ups",
          #""title":"Thank Coach C","due_date":"2026-06-03","coach_id":"\#(coach)","school_id":"\#(school)","event_id":"\#(event)","interaction_id":"\#(interaction)""#
        )
      ),
      (
        "school_statuses",
        try await make("school_statuses", #""school_id":"\#(school)","interest":"high""#)
      ),
      (
        "documents",
        try await make(
          "documents",
          #""type":"transcript","title":"T","file_url":"\#(try await api.storedFile("t.pdf", as: f.p.token, folder: f.a.id))""#
        )
      ),
    ]
  }

  @Test(arguments: TestDatabase.available)
  func eachPersonReachesExactlyWhatTheirLinkAllows(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      for (table, id) in try await rowsOfA(api, f) {
        let one = "\(table)?id=eq.\(id)"
        for reader in [f.a, f.p, f.v] {
          #expect(try await api.rest(.get, one, as: reader.token).rows.count == 1, "\(table) read")
        }
        for outsider in [f.b, f.q, f.u] {
          #expect(try await api.rest(.get, one, as: outsider.token).text == "[]", "\(table)")
          #expect(
            try await api.rest(.get, "\(table)?user_id=eq.\(f.a.id)", as: outsider.token).text
              == "[]")
        }
        for refused in [f.v, f.b, f.q, f.u] {
          let patch = try await api.rest(
            .patch, one, as: refused.token, json: #"{"created_at":"2020-01-01T00:00:00Z"}"#,
            prefer: "return=representation")
          #expect(patch.text == "[]", "\(table) patch")
          let delete = try await api.rest(
            .delete, one, as: refused.token, prefer: "return=representation")
          #expect(delete.text == "[]", "\(table) delete")
        }
        let change = try #require(Self.changes[table])
        let patched = try await api.rest(
          .patch, one, as: f.p.token, json: change, prefer: "return=representation")
        #expect(patched.rows.first?["updated_by"]?.stringValue == f.p.id, "\(table) updated_by")
        let byAthlete = try await api.rest(
          .patch, one, as: f.a.token, json: change, prefer: "return=representation")
        #expect(byAthlete.rows.first?["created_by"]?.stringValue == f.p.id, "kept")
        #expect(byAthlete.rows.first?["updated_by"]?.stringValue == f.a.id)
      }
      for (table, id) in try await rowsOfA(api, f).reversed() {
        let deleted = try await api.rest(
          .delete, "\(table)?id=eq.\(id)", as: f.p.token, prefer: "return=representation")
        #expect(deleted.rows.count == 1, "\(table): an edit parent deletes")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func aParentJustRemovedReachesNothingOfAnyTable(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      let rows = try await rowsOfA(api, f)
      let removed = try await api.rest(
        .delete, "family_links?parent_id=eq.\(f.p.id)", as: f.a.token,
        prefer: "return=representation")
      #expect(removed.rows.count == 1)
      for (table, id) in rows {
        let one = "\(table)?id=eq.\(id)"
        #expect(try await api.rest(.get, one, as: f.p.token).text == "[]", "\(table) read")
        let change = try #require(Self.changes[table])
        let patch = try await api.rest(
          .patch, one, as: f.p.token, json: change, prefer: "return=representation")
        #expect(patch.text == "[]", "\(table) patch")
        let delete = try await api.rest(
          .delete, one, as: f.p.token, prefer: "return=representation")
        #expect(delete.text == "[]", "\(table) delete")
        #expect(try await api.rest(.get, one, as: f.a.token).rows.count == 1, "\(table) kept")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func nobodyButAnEditParentWritesForAnAthlete(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      let bSchool = try await api.insert("schools", #"{"name":"B U"}"#, as: f.b.token)
      for (outsider, athlete) in [(f.v, f.a), (f.q, f.a), (f.u, f.a), (f.b, f.a), (f.p, f.b)] {
        let refused = try await api.rest(
          .post, "schools", as: outsider.token,
          json: #"{"user_id":"\#(athlete.id)","name":"Not yours"}"#)
        #expect(refused.status == 403 && refused.object["code"]?.stringValue == "42501")
      }
      for reader in [f.p, f.v] {
        #expect(
          try await api.rest(
            .get, "schools?id=eq.\(bSchool["id"]?.stringValue ?? "")", as: reader.token
          ).text == "[]")
      }
      let own = try await api.rest(.post, "schools", as: f.p.token, json: #"{"name":"Mine"}"#)
      #expect(own.status == 403, "a parent's own account holds no athlete data")
      let forged = try await api.insert(
        "schools",
        #"{"user_id":"\#(f.a.id)","name":"Ours","created_by":"\#(f.a.id)","updated_by":"\#(f.a.id)"}"#,
        as: f.p.token)
      #expect(forged["user_id"]?.stringValue == f.a.id)
      #expect(forged["created_by"]?.stringValue == f.p.id, "attribution is not taken from a body")
      #expect(forged["updated_by"]?.stringValue == f.p.id)
    }
  }

  @Test(arguments: TestDatabase.available)
  func profilesAreSeenWithinTheFamilyAndChangedOnlyByTheirOwner(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      let own = try await api.rest(.get, "profiles?id=eq.\(f.p.id)", as: f.p.token).rows.first
      #expect(own?["display_name"]?.stringValue == "P")
      #expect(own?["role"]?.stringValue == "parent")
      let seenByP = try await api.rest(
        .get, "profiles?select=display_name&order=display_name", as: f.p.token)
      #expect(seenByP.rows.compactMap { $0["display_name"]?.stringValue } == ["A", "P"])
      let seenByA = try await api.rest(
        .get, "profiles?select=display_name&order=display_name", as: f.a.token)
      #expect(seenByA.rows.compactMap { $0["display_name"]?.stringValue } == ["A", "P", "V"])
      #expect(try await api.rest(.get, "profiles?id=eq.\(f.a.id)", as: f.u.token).text == "[]")
      let renamed = try await api.rest(
        .patch, "profiles?id=eq.\(f.a.id)", as: f.p.token, json: #"{"display_name":"X"}"#,
        prefer: "return=representation")
      #expect(renamed.text == "[]", "a parent does not change the athlete's profile")
    }
  }

  @Test(arguments: TestDatabase.available)
  func storedFilesFollowTheAthletesFolder(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let f = try await TestFamily.make(api)
      func upload(_ folder: String, _ name: String, as token: String) async throws -> String {
        let reply = try await api.send(
          .post, "/storage/v1/object/documents/\(folder)/\(name)", token: token,
          body: ByteBuffer(bytes: SampleFiles.pdf()), headers: ["Content-Type": "application/pdf"])
        return reply.status == 200 ? "200" : reply.object["statusCode"]?.stringValue ?? ""
      }
      #expect(try await upload(f.a.id, "by-parent.pdf", as: f.p.token) == "200")
      #expect(try await upload(f.a.id.uppercased(), "by-athlete.pdf", as: f.a.token) == "200")
      for refused in [f.v, f.q, f.u, f.b] {
        #expect(try await upload(f.a.id, "x.pdf", as: refused.token) == "403")
      }
      let path = "/storage/v1/object/documents/\(f.a.id)/by-parent.pdf"
      for reader in [f.a, f.p, f.v] {
        #expect(try await api.send(.get, path, token: reader.token).status == 200)
      }
      for outsider in [f.q, f.u, f.b] {
        #expect(try await api.send(.get, path, token: outsider.token).status == 400)
      }
      let listing = try await api.request(
        .post, "/storage/v1/object/list/documents", token: f.v.token,
        json: #"{"prefix":"\#(f.a.id)"}"#)
      #expect(listing.rows.count == 2, "a view parent lists the athlete's folder")
      let outsiderListing = try await api.request(
        .post, "/storage/v1/object/list/documents", token: f.q.token,
        json: #"{"prefix":"\#(f.a.id)"}"#)
      #expect(outsiderListing.text == "[]")
      let viewDelete = try await api.request(
        .delete, "/storage/v1/object/documents", token: f.v.token,
        json: #"{"prefixes":["\#(f.a.id)/by-parent.pdf"]}"#)
      #expect(viewDelete.text == "[]", "a view parent deletes nothing")
      let editDelete = try await api.request(
        .delete, "/storage/v1/object/documents", token: f.p.token,
        json: #"{"prefixes":["\#(f.a.id)/by-parent.pdf"]}"#)
      #expect(editDelete.rows.count == 1)
      _ = try await api.rest(.delete, "family_links?parent_id=eq.\(f.v.id)", as: f.v.token)
      #expect(
        try await api.send(
          .get, "/storage/v1/object/documents/\(f.a.id)/by-athlete.pdf", token: f.v.token
        ).status == 400, "a parent who left reads nothing on the next request")
    }
  }
}
