import CompassModels
import Foundation
import Testing

@Suite("REST: inserts, upserts, updates and deletes")
struct RestWriteTests {
  @Test(arguments: TestDatabase.available)
  func insertReturnsWhatPreferAsks(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("writer@example.com").token
      let minimal = try await api.rest(.post, "schools", as: token, json: #"{"name":"A"}"#)
      #expect(
        minimal.status == 201 && minimal.text.isEmpty && minimal.header("Content-Range") == "*/*")
      let full = try await api.rest(
        .post, "schools", as: token, json: #"{"name":"B"}"#, prefer: "return=representation")
      #expect(full.status == 201 && full.rows.first?["name"] == .string("B"))
      let headersOnly = try await api.rest(
        .post, "schools", as: token, json: #"{"name":"C"}"#, prefer: "return=headers-only")
      #expect(headersOnly.status == 201 && headersOnly.text.isEmpty)
      let single = try await api.rest(
        .post, "schools?select=name", as: token, json: #"{"name":"D"}"#,
        accept: "application/vnd.pgrst.object+json")
      #expect(single.object == ["name": "D"])
      let batch = try await api.rest(
        .post, #"schools?columns="name","city""#, as: token,
        json: #"[{"name":"E","city":"X"},{"name":"F"}]"#,
        prefer: "return=representation,count=exact")
      #expect(
        batch.rows.count == 2 && batch.rows[1]["city"] == .null
          && batch.header("Content-Range") == "*/2")
    }
  }

  @Test(arguments: TestDatabase.available)
  func upsertsMergeOrIgnore(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("upsert@example.com").token
      let school = try await api.insert("schools", #"{"name":"Old"}"#, as: token)
      let id = try #require(school["id"]?.stringValue)
      let merged = try await api.rest(
        .post, "schools?on_conflict=id", as: token, json: #"{"id":"\#(id)","name":"New"}"#,
        prefer: "return=representation,resolution=merge-duplicates")
      #expect(merged.status == 200 && merged.rows.first?["name"] == .string("New"))
      let mixed = try await api.rest(
        .post, "schools", as: token, json: #"[{"id":"\#(id)","name":"Newer"},{"name":"Fresh"}]"#,
        prefer: "return=representation,resolution=merge-duplicates")
      #expect(mixed.status == 201 && mixed.rows.count == 2)
      let ignored = try await api.rest(
        .post, "schools", as: token, json: #"{"id":"\#(id)","name":"Ignored"}"#,
        prefer: "return=representation,resolution=ignore-duplicates")
      #expect(ignored.status == 201 && ignored.rows.isEmpty)
      let duplicate = try await api.rest(
        .post, "schools", as: token, json: #"{"id":"\#(id)","name":"Clash"}"#)
      #expect(duplicate.status == 409 && duplicate.code == "23505")
    }
  }

  @Test(arguments: TestDatabase.available)
  func updatesAndDeletesNeedAFilter(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let token = try await api.signUp("changer@example.com").token
      let event = try await api.insert(
        "events", #"{"name":"Camp","type":"camp","start_date":"2026-04-15"}"#, as: token)
      clock.advance(by: 1)
      let id = try #require(event["id"]?.stringValue)
      let updated = try await api.rest(
        .patch, "events?id=eq.\(id.uppercased())", as: token,
        json: #"{"attended":true,"end_date":"2026-04-16"}"#,
        prefer: "return=representation")
      #expect(updated.status == 200 && updated.rows.first?["attended"] == .bool(true))
      #expect(updated.rows.first?["updated_at"] != event["updated_at"])
      #expect(updated.header("Content-Range") == "0-0/*")
      let quiet = try await api.rest(
        .patch, "events?id=eq.\(id)", as: token, json: #"{"name":"Camp 2"}"#)
      #expect(quiet.status == 204 && quiet.text.isEmpty)
      let everything = try await api.rest(.patch, "events", as: token, json: #"{"name":"x"}"#)
      #expect(everything.status == 400 && everything.code == "21000")
      #expect(everything.object["message"] == .string("UPDATE requires a WHERE clause"))
      let noWhere = try await api.rest(.delete, "events", as: token)
      #expect(
        noWhere.code == "21000"
          && noWhere.object["message"] == .string("DELETE requires a WHERE clause"))
      let notNull = try await api.rest(
        .patch, "events?id=eq.\(id)", as: token, json: #"{"name":null}"#)
      #expect(notNull.status == 400 && notNull.code == "23502")
      let singleMiss = try await api.rest(
        .patch, "events?id=eq.00000000-0000-4000-8000-000000000000", as: token,
        json: #"{"name":"y"}"#,
        accept: "application/vnd.pgrst.object+json")
      #expect(singleMiss.status == 406 && singleMiss.code == "PGRST116")
      let deleted = try await api.rest(
        .delete, "events?id=eq.\(id)", as: token, prefer: "return=representation")
      #expect(deleted.status == 200 && deleted.rows.first?["name"] == .string("Camp 2"))
      #expect(try await api.rest(.delete, "events?id=eq.\(id)", as: token).status == 204)
      #expect(try await api.rest(.get, "events", as: token).text == "[]")
    }
  }

  @Test(arguments: TestDatabase.available)
  func aRefusedRowInABatchLeavesNothingBehind(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("atomic@example.com").token
      let batch = try await api.rest(
        .post, "schools", as: token, json: #"[{"name":"Kept?"},{"name":null}]"#)
      #expect(batch.status == 400 && batch.code == "23502")
      #expect(try await api.rest(.get, "schools", as: token).text == "[]")
    }
  }

  @Test(arguments: TestDatabase.available)
  func oneDocumentVersionIsCurrent(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("docs@example.com").token
      let file = try await api.storedFile("1.pdf", as: token)
      let first = try await api.insert(
        "documents", #"{"type":"transcript","title":"T","file_url":"\#(file)"}"#, as: token)
      let group = try #require(first["id"]?.stringValue)
      #expect(first["version_group_id"] == .string(group))
      let second = try await api.insert(
        "documents",
        #"{"type":"transcript","title":"T","file_url":"\#(file)","version":2,"version_group_id":"\#(group)"}"#,
        as: token)
      func current() async throws -> [Double] {
        try await api.rest(
          .get, "documents?select=version&is_current=is.true&version_group_id=eq.\(group)",
          as: token
        )
        .rows.compactMap { $0["version"]?.numberValue }
      }
      #expect(try await current() == [2])
      _ = try await api.rest(
        .patch, "documents?id=eq.\(group)", as: token, json: #"{"is_current":true}"#)
      #expect(try await current() == [1])
      let clash = try await api.rest(
        .post, "documents", as: token,
        json:
          #"{"type":"transcript","title":"T","file_url":"\#(file)","version":2,"version_group_id":"\#(group)"}"#
      )
      #expect(clash.status == 409)
      #expect(second["is_current"] == .bool(true))
    }
  }
}
