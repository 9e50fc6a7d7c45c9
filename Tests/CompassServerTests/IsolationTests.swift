import CompassModels
import Foundation
import Testing

/// A second user tries every table and verb, with every trick, and sees or changes nothing.
@Suite("Isolation: one user never reaches another's rows")
struct IsolationTests {
  @Test(arguments: TestDatabase.available)
  func anotherUserCanNeitherSeeNorChangeAnything(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let victim = try await api.signUp("victim@example.com")
      let intruder = try await api.signUp("intruder@example.com")
      let school = try #require(
        try await api.insert("schools", #"{"name":"Victim U"}"#, as: victim.token)["id"]?
          .stringValue)
      let coach = try #require(
        try await api.insert(
          "coaches", #"{"first_name":"V","last_name":"C","school_id":"\#(school)"}"#,
          as: victim.token)["id"]?.stringValue)
      let event = try #require(
        try await api.insert(
          "events",
          #"{"name":"Secret","type":"camp","start_date":"2026-04-15","coaches_present":["\#(coach)"]}"#,
          as: victim.token)["id"]?.stringValue)
      let metric = try #require(
        try await api.insert(
          "performance_metrics",
          #"{"metric_type":"velocity","value":90,"recorded_date":"2026-04-15","event_id":"\#(event)"}"#,
          as: victim.token)["id"]?.stringValue)
      let interaction = try #require(
        try await api.insert(
          "interactions", #"{"type":"email","direction":"inbound","event_id":"\#(event)"}"#,
          as: victim.token)["id"]?.stringValue)
      let victimFile = try await api.storedFile("t.pdf", as: victim.token)
      let document = try #require(
        try await api.insert(
          "documents", #"{"type":"transcript","title":"T","file_url":"\#(victimFile)"}"#,
          as: victim.token)["id"]?.stringValue)
      let followUp = try #require(
        try await api.insert(
          "follow_ups",
          #"{"title":"Thank Coach C","due_date":"2026-04-17","coach_id":"\#(coach)","interaction_id":"\#(interaction)"}"#,
          as: victim.token)["id"]?.stringValue)
      let standing = try #require(
        try await api.insert(
          "school_statuses", #"{"school_id":"\#(school)","status":"talking"}"#, as: victim.token)[
            "id"]?.stringValue)
      let rows = [
        ("schools", school), ("coaches", coach), ("events", event), ("performance_metrics", metric),
        ("interactions", interaction), ("documents", document), ("follow_ups", followUp),
        ("school_statuses", standing),
      ]
      var before: [String: String] = [:]
      for (table, _) in rows {
        before[table] = try await api.rest(.get, "\(table)?order=id", as: victim.token).text
      }

      for (table, id) in rows {
        for path in [
          "\(table)", "\(table)?id=eq.\(id)", "\(table)?id=eq.\(id.uppercased())",
          "\(table)?or=(id.eq.\(id),id.neq.\(id))",
          "\(table)?user_id=eq.\(victim.id)", "\(table)?id=in.(\(id))",
        ] {
          let read = try await api.rest(.get, path, as: intruder.token)
          #expect(read.status == 200 && read.text == "[]", "read \(path): \(read.text)")
        }
        let head = try await api.rest(
          .get, "\(table)?id=eq.\(id)", as: intruder.token, prefer: "count=exact")
        #expect(head.header("Content-Range") == "*/0")
        let patch = try await api.rest(
          .patch, "\(table)?id=eq.\(id.uppercased())", as: intruder.token,
          json: #"{"created_at":"2020-01-01T00:00:00Z"}"#, prefer: "return=representation")
        #expect(patch.text == "[]", "patch \(table): \(patch.text)")
        let steal = try await api.rest(
          .patch, "\(table)?id=eq.\(id)", as: intruder.token,
          json: #"{"user_id":"\#(intruder.id)"}"#)
        #expect(steal.status == 204 || steal.status == 403)
        let delete = try await api.rest(
          .delete, "\(table)?or=(id.eq.\(id))", as: intruder.token, prefer: "return=representation")
        #expect(delete.text == "[]", "delete \(table): \(delete.text)")
        let single = try await api.rest(
          .get, "\(table)?id=eq.\(id)", as: intruder.token,
          accept: "application/vnd.pgrst.object+json")
        #expect(single.status == 406)
      }

      let ownedByVictim = try await api.rest(
        .post, "schools", as: intruder.token,
        json: #"{"name":"X","user_id":"\#(victim.id.uppercased())"}"#)
      #expect(ownedByVictim.status == 403 && ownedByVictim.code == "42501")
      let upsertOntoVictim = try await api.rest(
        .post, "schools", as: intruder.token, json: #"{"id":"\#(school)","name":"Hijacked"}"#,
        prefer: "return=representation,resolution=merge-duplicates")
      #expect(upsertOntoVictim.status == 403)
      let x = try await api.storedFile("x.pdf", as: intruder.token)
      let references = [
        (
          "events",
          #"{"name":"X","type":"camp","start_date":"2026-01-01","school_id":"\#(school)"}"#
        ),
        (
          "events",
          #"{"name":"X","type":"camp","start_date":"2026-01-01","coaches_present":["\#(coach.uppercased())"]}"#
        ),
        ("coaches", #"{"first_name":"X","last_name":"Y","school_id":"\#(school)"}"#),
        (
          "performance_metrics",
          #"{"metric_type":"velocity","value":1,"recorded_date":"2026-01-01","event_id":"\#(event)"}"#
        ),
        ("interactions", #"{"type":"email","direction":"inbound","coach_id":"\#(coach)"}"#),
        ("interactions", #"{"type":"email","direction":"inbound","logged_by":"\#(victim.id)"}"#),
        ("follow_ups", #"{"title":"X","due_date":"2026-01-01","school_id":"\#(school)"}"#),
        ("follow_ups", #"{"title":"X","due_date":"2026-01-01","coach_id":"\#(coach)"}"#),
        ("follow_ups", #"{"title":"X","due_date":"2026-01-01","event_id":"\#(event)"}"#),
        (
          "follow_ups",
          #"{"title":"X","due_date":"2026-01-01","interaction_id":"\#(interaction)"}"#
        ),
        (
          "follow_ups",
          #"{"title":"X","due_date":"2026-01-01","done_interaction_id":"\#(interaction)"}"#
        ),
        ("school_statuses", #"{"school_id":"\#(school)"}"#),
        (
          "documents",
          #"{"type":"resume","title":"X","file_url":"\#(x)","shared_with_schools":["\#(school)"]}"#
        ),
        (
          "documents",
          #"{"type":"resume","title":"X","file_url":"\#(x)","version_group_id":"\#(document)","version":2}"#
        ),
        (
          "documents",
          #"{"type":"resume","title":"X","file_url":"\#(x)","uploaded_by":"\#(victim.id)"}"#
        ),
      ]
      for (table, json) in references {
        let reply = try await api.rest(.post, table, as: intruder.token, json: json)
        #expect(
          reply.status == 409 || reply.status == 403,
          "\(table) \(json): \(reply.status) \(reply.text)")
      }
      let ownEvent = try #require(
        try await api.insert(
          "events", #"{"name":"Mine","type":"camp","start_date":"2026-01-01"}"#, as: intruder.token)[
            "id"]?.stringValue)
      let pointAtVictim = try await api.rest(
        .patch, "events?id=eq.\(ownEvent)", as: intruder.token, json: #"{"school_id":"\#(school)"}"#
      )
      #expect(pointAtVictim.status == 409)

      for (table, _) in rows {
        #expect(
          try await api.rest(.get, "\(table)?order=id", as: victim.token).text == before[table],
          "\(table) changed")
      }
    }
  }

  /// A version group belongs to its owner: another user naming its id (as a new row's own id,
  /// or as the group to join) changes none of the owner's versions and cannot tell the group
  /// exists.
  @Test(arguments: TestDatabase.available)
  func anotherUserCannotJoinOrArchiveAVersionGroup(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("versions-owner@example.com")
      let intruder = try await api.signUp("versions-intruder@example.com")
      let a = try await api.storedFile("v.pdf", as: owner.token)
      let b = try await api.storedFile("y.pdf", as: intruder.token)
      let v1 = try #require(
        try await api.insert(
          "documents", #"{"type":"transcript","title":"T","file_url":"\#(a)"}"#,
          as: owner.token)["id"]?.stringValue)
      let v2 = try #require(
        try await api.insert(
          "documents",
          #"{"type":"transcript","title":"T","file_url":"\#(a)","version":2,"version_group_id":"\#(v1)"}"#,
          as: owner.token)["id"]?.stringValue)
      let deleted = try await api.rest(
        .delete, "documents?id=eq.\(v1)", as: owner.token, prefer: "return=representation")
      #expect(deleted.rows.count == 1)

      let joinByGroup = try await api.rest(
        .post, "documents", as: intruder.token,
        json:
          #"{"type":"resume","title":"X","file_url":"\#(b)","version":3,"version_group_id":"\#(v1)"}"#
      )
      let joinMissing = try await api.rest(
        .post, "documents", as: intruder.token,
        json:
          #"{"type":"resume","title":"X","file_url":"\#(b)","version":3,"version_group_id":"\#(UUID())"}"#
      )
      #expect(joinByGroup.status == 409 && joinMissing.status == 409)
      #expect(joinByGroup.code == joinMissing.code, "the refusal tells nothing about the group")
      let ownGroup = try await api.rest(
        .post, "documents", as: intruder.token,
        json: #"{"id":"\#(v1)","type":"resume","title":"Mine","file_url":"\#(b)","version":2}"#)
      #expect(ownGroup.status == 201, "a group of the intruder's own: \(ownGroup.text)")
      let moveIntoGroup = try await api.rest(
        .patch, "documents?id=eq.\(v1)", as: intruder.token,
        json: #"{"version_group_id":"\#(v2)","is_current":true}"#)
      #expect(moveIntoGroup.status == 409, "\(moveIntoGroup.text)")

      let ownerRows = try await api.rest(
        .get, "documents?select=id,is_current,version_group_id", as: owner.token
      ).rows
      #expect(ownerRows.count == 1)
      #expect(ownerRows.first?["id"]?.stringValue == v2)
      #expect(ownerRows.first?["is_current"] == true, "the owner's current version stays current")
      let ownerNext = try await api.rest(
        .post, "documents", as: owner.token,
        json:
          #"{"type":"transcript","title":"T","file_url":"\#(a)","version":3,"version_group_id":"\#(v1)"}"#
      )
      #expect(ownerNext.status == 201, "the owner still adds to their group: \(ownerNext.text)")
      let intruderRows = try await api.rest(
        .get, "documents?select=id,is_current", as: intruder.token
      ).rows
      #expect(intruderRows.map { $0["is_current"] } == [true])
    }
  }
}
