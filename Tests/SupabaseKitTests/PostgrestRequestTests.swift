import Foundation
import Testing

@testable import SupabaseKit

@Suite("SupabaseKit requests, checked as data")
struct PostgrestRequestTests {
  private let client = SupabaseClient(
    url: URL(string: "https://project.example.com")!, key: "anon",
    sessionStore: MemorySessionStore())

  private func query(_ request: TransportRequest) -> [String] {
    (request.url.query ?? "").split(separator: "&").map { $0.removingPercentEncoding ?? String($0) }
  }

  @Test func aSingleRowReadAsksForAnObject() {
    let request = client.from("events").select().eq("id", value: "5A3F").single().request()
    #expect(request.method == "GET")
    #expect(request.url.path == "/rest/v1/events")
    #expect(query(request) == ["select=*", "id=eq.5A3F"])
    #expect(request.headers["Accept"] == "application/vnd.pgrst.object+json")
  }

  @Test func filtersQuoteWhatPostgrestWouldMisread() {
    let request = client.from("events").select("id, name", count: .exact)
      .in("name", values: ["Camp, Day 1", "Visit"]).contains("coaches_present", value: ["a", "b"])
      .not("type", operator: "eq", value: "game").is("end_date", value: nil)
      .or("type.eq.camp,type.eq.showcase").order("start_date", ascending: false, nullsFirst: false)
      .order("name").range(from: 20, to: 39).request()
    #expect(
      query(request) == [
        "select=id,name", #"name=in.("Camp, Day 1",Visit)"#, "coaches_present=cs.{a,b}",
        "type=not.eq.game", "end_date=is.null", "or=(type.eq.camp,type.eq.showcase)",
        "order=start_date.desc.nullslast,name.asc", "offset=20", "limit=20",
      ])
    #expect(request.headers["Prefer"] == "count=exact")
  }

  @Test func writesSayWhatTheyWantBack() throws {
    let insert = try client.from("events").insert(["name": "Camp"]).request()
    #expect(insert.method == "POST")
    #expect(insert.headers["Prefer"] == "return=minimal")
    #expect(insert.headers["Content-Type"] == "application/json")
    let selected = try client.from("events").insert(["name": "Camp"]).select().single().request()
    #expect(selected.headers["Prefer"] == "return=representation")
    let upsert = try client.from("events").upsert(
      ["id": "1"], onConflict: "id", ignoreDuplicates: true
    )
    .request()
    #expect(upsert.headers["Prefer"] == "resolution=ignore-duplicates,return=minimal")
    #expect(query(upsert) == ["on_conflict=id"])
    let delete = client.from("events").delete().eq("id", value: 7).request()
    #expect(delete.method == "DELETE")
    #expect(query(delete) == ["id=eq.7"])
  }

  @Test func aFunctionCallPostsItsParameters() throws {
    let request = try client.rpc("season_summary", params: ["year": 2026]).request()
    #expect(request.method == "POST")
    #expect(request.url.path == "/rest/v1/rpc/season_summary")
    #expect(request.body == Data(#"{"year":2026}"#.utf8))
  }
}
