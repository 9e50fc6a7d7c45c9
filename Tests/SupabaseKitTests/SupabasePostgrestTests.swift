import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Testing

@Suite("SupabaseKit PostgREST calls against the real server")
struct SupabasePostgrestTests {
  private func signedIn(_ server: LiveServer.Handle) async throws -> (SupabaseClient, UserID) {
    let supabase = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
      transport: URLSessionTransport(timeout: 60))
    let response = try await supabase.auth.signUp(
      email: "\(UUID())@example.com", password: "long enough")
    return (supabase, UserID(response.user.id))
  }

  private func event(_ user: UserID, _ name: String, on day: String, type: EventType = .camp)
    -> Event
  {
    Event(
      id: Event.ID(UUID()), userID: user, type: type, name: name, startDate: LocalDate(day)!)
  }

  @Test func writesAndReadsComeBackAsTheModels() async throws {
    try await LiveServer.run { server in
      let (supabase, user) = try await signedIn(server)
      let camp = event(user, "Perfect Game Showcase", on: "2026-06-12", type: .showcase)
      let created: Event = try await supabase.from("events").insert(camp).select().single()
        .execute().value
      #expect(created.id == camp.id)
      #expect(created.createdAt != nil)
      let fetched: Event = try await supabase.from("events").select().eq(
        "id", value: camp.id.description
      ).single().execute().value
      #expect(fetched.name == "Perfect Game Showcase")
      let missing: Event? = try await supabase.from("events").select().eq(
        "id", value: UUID()
      ).maybeSingle().execute().value
      #expect(missing == nil)
      let none = await #expect(throws: PostgrestError.self) {
        try await supabase.from("events").select().eq("id", value: UUID()).single()
          .execute(as: Event.self)
      }
      #expect(none?.code == "PGRST116")
      #expect(none?.status == 406)
      let renamed: [Event] = try await supabase.from("events").update(
        ["name": "PG National Showcase"], returning: .representation
      ).eq("id", value: camp.id.description).execute().value
      #expect(renamed.map(\.name) == ["PG National Showcase"])
      let minimal = try await supabase.from("events").insert(
        event(user, "Minimal", on: "2026-01-01")
      ).execute()
      #expect(minimal.status == 201)
      #expect(minimal.data.isEmpty)
      try await supabase.from("events").delete().eq("id", value: camp.id.description).execute()
      let left: [Event] = try await supabase.from("events").select().execute().value
      #expect(left.map(\.name) == ["Minimal"])
    }
  }

  @Test func filtersOrderPagesAndCounts() async throws {
    try await LiveServer.run { server in
      let (supabase, user) = try await signedIn(server)
      let season = [
        event(user, "Winter Camp", on: "2026-01-10"),
        event(user, "Spring Showcase", on: "2026-04-15", type: .showcase),
        event(user, "Campus Visit", on: "2026-05-02", type: .officialVisit),
        event(user, "Summer Camp, Session 2", on: "2026-07-20"),
      ]
      try await supabase.from("events").insert(season).execute()
      let page = try await supabase.from("events").select("name", count: .exact)
        .order("start_date", ascending: false).range(from: 1, to: 2).execute(
          as: [[String: String]].self)
      #expect(page.value.map { $0["name"] } == ["Campus Visit", "Spring Showcase"])
      #expect(page.count == 4)
      let camps: [Event] = try await supabase.from("events").select().eq("type", value: "camp")
        .order("start_date").execute().value
      #expect(camps.map(\.name) == ["Winter Camp", "Summer Camp, Session 2"])
      let named: [Event] = try await supabase.from("events").select()
        .in("name", values: ["Summer Camp, Session 2", "Campus Visit"]).order("name").execute()
        .value
      #expect(named.map(\.name) == ["Campus Visit", "Summer Camp, Session 2"])
      let either: [Event] = try await supabase.from("events").select()
        .or("type.eq.showcase,start_date.lt.2026-02-01").order("start_date").execute().value
      #expect(either.map(\.name) == ["Winter Camp", "Spring Showcase"])
      let searched: [Event] = try await supabase.from("events").select().ilike(
        "name", pattern: "%camp%"
      )
      .is("end_date", value: nil).limit(1).order("start_date").execute().value
      #expect(searched.map(\.name) == ["Winter Camp"])
      let coaches: [Coach] = try await supabase.from("coaches").insert(
        ["first_name": "Sam", "last_name": "Lee", "role": "head_coach"], returning: .representation
      ).execute().value
      let coach = try #require(coaches.first).id.uuid
      try await supabase.from("events").update(["coaches_present": [coach.uuidString]]).eq(
        "name", value: "Campus Visit"
      ).execute()
      let withCoach: [Event] = try await supabase.from("events").select()
        .contains("coaches_present", value: [coach]).execute().value
      #expect(withCoach.map(\.name) == ["Campus Visit"])
    }
  }

  @Test func upsertsMergeOnTheKey() async throws {
    try await LiveServer.run { server in
      let (supabase, user) = try await signedIn(server)
      var camp = event(user, "Camp", on: "2026-03-01")
      try await supabase.from("events").upsert(camp, onConflict: "id").execute()
      camp.name = "Camp (moved)"
      let merged: [Event] = try await supabase.from("events").upsert(
        camp, onConflict: "id", returning: .representation
      ).execute().value
      #expect(merged.map(\.name) == ["Camp (moved)"])
      let all: [Event] = try await supabase.from("events").select().execute().value
      #expect(all.count == 1)
    }
  }

  @Test func serverErrorsArriveAsPostgrestErrors() async throws {
    try await LiveServer.run { server in
      let (supabase, _) = try await signedIn(server)
      let column = await #expect(throws: PostgrestError.self) {
        try await supabase.from("events").select("nope").execute()
      }
      #expect(column?.code == "42703")
      #expect(column?.status == 400)
      let uuid = await #expect(throws: PostgrestError.self) {
        try await supabase.from("events").select().eq("id", value: "not-a-uuid").execute()
      }
      #expect(uuid?.code == "22P02")
      let table = await #expect(throws: PostgrestError.self) {
        try await supabase.from("evnts").select().execute()
      }
      #expect(table?.code == "PGRST205")
      let signedOut = SupabaseClient(
        url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
        transport: URLSessionTransport(timeout: 60))
      let anonymous = await #expect(throws: PostgrestError.self) {
        try await signedOut.from("events").select().execute()
      }
      #expect(anonymous?.code == "42501")
    }
  }
}
