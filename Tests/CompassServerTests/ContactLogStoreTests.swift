import CompassDomain
import CompassModels
import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// The contact log's tables over REST, on both databases: follow-ups proposed twice are one
/// row, a school has one status row, edits stamp `updated_at`, refusals are 4xx, and every
/// change is recorded for Realtime.
@Suite("Contact log: follow-ups, school statuses and editable interactions over REST")
struct ContactLogStoreTests {
  private struct Seeded {
    let token: String
    let school: String
    let coach: String
    let event: String
  }

  private func seed(_ api: TestAPI) async throws -> Seeded {
    let user = try await api.signUp("jordan@example.com")
    let school = try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: user.token)
    let schoolID = try #require(school["id"]?.stringValue)
    let coach = try await api.insert(
      "coaches", #"{"first_name":"Danny","last_name":"Key","school_id":"\#(schoolID)"}"#,
      as: user.token)
    let coachID = try #require(coach["id"]?.stringValue)
    let event = try await api.insert(
      "events",
      #"{"name":"Tech Camp","type":"camp","start_date":"2026-06-10","school_id":"\#(schoolID)","coaches_present":["\#(coachID)"]}"#,
      as: user.token)
    return Seeded(
      token: user.token, school: schoolID, coach: coachID,
      event: try #require(event["id"]?.stringValue))
  }

  @Test(arguments: TestDatabase.available)
  func aProposedFollowUpSentTwiceIsOneRow(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let s = try await seed(api)
      let id = FollowUpProposals.id(
        event: try #require(Event.ID(s.event)), coach: try #require(Coach.ID(s.coach)))
      let body =
        #"{"id":"\#(id)","title":"Thank Coach Key (Georgia Tech) for the camp","due_date":"2026-06-12","coach_id":"\#(s.coach)","school_id":"\#(s.school)","event_id":"\#(s.event)"}"#
      for _ in 0..<2 {
        let sent = try await api.rest(
          .post, "follow_ups", as: s.token, json: body, prefer: "resolution=ignore-duplicates")
        #expect(sent.status == 201)
      }
      let rows = try await api.rest(.get, "follow_ups", as: s.token).rows
      #expect(rows.count == 1)
      #expect(rows.first?["status"]?.stringValue == "open")
      #expect(rows.first?["due_date"]?.stringValue == "2026-06-12")
    }
  }

  @Test(arguments: TestDatabase.available)
  func aSchoolHasOneStatusRowWhichAnUpsertChanges(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let s = try await seed(api)
      _ = try await api.insert(
        "school_statuses", #"{"school_id":"\#(s.school)","status":"contacted"}"#, as: s.token)
      let second = try await api.rest(
        .post, "school_statuses", as: s.token,
        json: #"{"school_id":"\#(s.school)","status":"talking"}"#)
      #expect(second.status == 409, "one status row per school")
      let upsert = try await api.rest(
        .post, "school_statuses?on_conflict=school_id", as: s.token,
        json: #"{"school_id":"\#(s.school)","status":"visited","interest":"high"}"#,
        prefer: "resolution=merge-duplicates,return=representation")
      #expect(upsert.status == 201 || upsert.status == 200)
      let rows = try await api.rest(.get, "school_statuses", as: s.token).rows
      #expect(rows.count == 1)
      #expect(rows.first?["status"]?.stringValue == "visited")
      #expect(rows.first?["interest"]?.stringValue == "high")
      _ = try await api.rest(.delete, "schools?id=eq.\(s.school)", as: s.token)
      #expect(
        try await api.rest(.get, "school_statuses", as: s.token).rows.isEmpty,
        "a school's status goes with it")
    }
  }

  @Test(arguments: TestDatabase.available)
  func statusesAndInterestsOutsideTheirListsAreRefused(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let s = try await seed(api)
      for (table, json) in [
        ("school_statuses", #"{"school_id":"\#(s.school)","status":"engaged"}"#),
        ("school_statuses", #"{"school_id":"\#(s.school)","interest":"very"}"#),
        ("follow_ups", #"{"title":"X","due_date":"2026-06-12","status":"later"}"#),
        ("follow_ups", #"{"title":"X","due_date":"June 12"}"#),
        ("follow_ups", #"{"due_date":"2026-06-12"}"#),
      ] {
        let reply = try await api.rest(.post, table, as: s.token, json: json)
        #expect(reply.status == 400, "\(table) \(json): \(reply.status) \(reply.text)")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func anEditedInteractionIsStampedAndAFollowUpOutlivesItsCoach(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let s = try await seed(api)
      let logged = try await api.insert(
        "interactions",
        #"{"type":"phone_call","direction":"inbound","coach_id":"\#(s.coach)","occurred_at":"2026-06-10T15:00:00Z"}"#,
        as: s.token)
      let id = try #require(logged["id"]?.stringValue)
      let stamped = try #require(logged["updated_at"]?.stringValue)
      let edited = try await api.rest(
        .patch, "interactions?id=eq.\(id)", as: s.token, json: #"{"sentiment":"positive"}"#,
        prefer: "return=representation")
      let restamped = try #require(edited.rows.first?["updated_at"]?.stringValue)
      #expect(restamped > stamped)
      let followUp = try await api.insert(
        "follow_ups",
        #"{"title":"Send the video","due_date":"2026-06-15","coach_id":"\#(s.coach)","interaction_id":"\#(id)"}"#,
        as: s.token)
      _ = try await api.rest(.delete, "coaches?id=eq.\(s.coach)", as: s.token)
      let kept = try await api.rest(
        .get, "follow_ups?id=eq.\(followUp["id"]?.stringValue ?? "")", as: s.token
      ).rows
      #expect(kept.count == 1 && kept.first?["coach_id"] == .null)
    }
  }

  @Test(arguments: TestDatabase.available)
  func everyChangeToTheNewTablesIsRecordedForRealtime(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let s = try await seed(api)
      _ = try await api.insert(
        "follow_ups", #"{"title":"Call back","due_date":"2026-06-12"}"#, as: s.token)
      _ = try await api.insert(
        "school_statuses", #"{"school_id":"\#(s.school)"}"#, as: s.token)
      let logged = try await api.insert(
        "interactions", #"{"type":"email","direction":"outbound"}"#, as: s.token)
      _ = try await api.rest(
        .patch, "interactions?id=eq.\(logged["id"]?.stringValue ?? "")", as: s.token,
        json: #"{"subject":"Thanks"}"#)
      let recorded = try await api.services.database.withConnection { connection in
        try await connection.raw(
          "SELECT table_name, kind, record FROM realtime_changes ORDER BY id"
        ).all().map {
          (
            try $0.decode(column: "table_name", as: String.self),
            try $0.decode(column: "kind", as: String.self),
            try $0.decode(column: "record", as: String?.self) ?? ""
          )
        }
      }
      #expect(recorded.contains { $0.0 == "follow_ups" && $0.1 == "INSERT" })
      #expect(recorded.contains { $0.0 == "school_statuses" && $0.1 == "INSERT" })
      let update = recorded.last { $0.0 == "interactions" && $0.1 == "UPDATE" }
      #expect(update?.2.contains("\"updated_at\"") == true)
    }
  }
}
