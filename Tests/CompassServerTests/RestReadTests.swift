import CompassModels
import Foundation
import Testing

@Suite("REST: reads, filters, order, paging, singular")
struct RestReadTests {
  /// Three events of one user for the read tests.
  func seed(_ api: TestAPI) async throws -> String {
    let user = try await api.signUp("reader@example.com")
    for (name, type, date, cost) in [
      ("Spring Showcase", "showcase", "2026-04-15", "150"),
      ("Elite Camp", "camp", "2026-06-01", "null"),
      ("Fall Classic", "game", "2026-10-01", "0"),
    ] {
      try await api.insert(
        "events", #"{"name":"\#(name)","type":"\#(type)","start_date":"\#(date)","cost":\#(cost)}"#,
        as: user.token)
    }
    return user.token
  }

  func names(_ reply: TestReply) -> [String] { reply.rows.compactMap { $0["name"]?.stringValue } }

  @Test(arguments: TestDatabase.available)
  func filtersCompareTypedValues(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await seed(api)
      #expect(
        names(try await api.rest(.get, "events?select=name&type=eq.camp", as: token)) == [
          "Elite Camp"
        ])
      #expect(
        names(
          try await api.rest(
            .get, "events?select=name&start_date=gte.2026-06-01&order=start_date", as: token)) == [
            "Elite Camp", "Fall Classic",
          ])
      #expect(
        names(try await api.rest(.get, "events?select=name&start_date=lt.2026-06-01", as: token))
          == ["Spring Showcase"])
      #expect(
        names(try await api.rest(.get, "events?select=name&cost=gt.10", as: token)) == [
          "Spring Showcase"
        ])
      #expect(
        names(try await api.rest(.get, "events?select=name&cost=is.null", as: token)) == [
          "Elite Camp"
        ])
      #expect(
        names(try await api.rest(.get, "events?select=name&type=neq.camp&order=name", as: token))
          == ["Fall Classic", "Spring Showcase"])
      #expect(
        names(try await api.rest(.get, "events?select=name&name=like.*Camp", as: token)) == [
          "Elite Camp"
        ])
      #expect(
        names(try await api.rest(.get, "events?select=name&name=like.*camp", as: token)).isEmpty)
      #expect(
        names(try await api.rest(.get, "events?select=name&name=ilike.*CAMP*", as: token)) == [
          "Elite Camp"
        ])
      #expect(
        names(
          try await api.rest(.get, "events?select=name&type=in.(camp,game)&order=name", as: token))
          == ["Elite Camp", "Fall Classic"])
      #expect(
        names(try await api.rest(.get, "events?select=name&type=not.in.(camp,game)", as: token))
          == ["Spring Showcase"])
      #expect(
        names(
          try await api.rest(
            .get, "events?select=name&registered=is.false&order=name.desc", as: token)
        ).count == 3)
    }
  }

  @Test(arguments: TestDatabase.available)
  func logicTreesNestAndNegate(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await seed(api)
      let either = try await api.rest(
        .get, "events?select=name&or=(type.eq.camp,cost.eq.150)&order=name", as: token)
      #expect(names(either) == ["Elite Camp", "Spring Showcase"])
      let nested = try await api.rest(
        .get,
        "events?select=name&or=(type.eq.camp,and(cost.eq.0,start_date.gt.2026-09-01))&order=name",
        as: token)
      #expect(names(nested) == ["Elite Camp", "Fall Classic"])
      let negated = try await api.rest(
        .get, "events?select=name&not.or=(type.eq.camp,type.eq.game)", as: token)
      #expect(names(negated) == ["Spring Showcase"])
      let quoted = try await api.rest(
        .get, #"events?select=name&or=(name.eq."Spring Showcase",name.eq."a,b")"#, as: token)
      #expect(names(quoted) == ["Spring Showcase"])
      let encoded = try await api.rest(
        .get, "events?select=name&or=%28type.eq.camp%2Ctype.eq.game%29&name=neq.Elite+Camp",
        as: token)
      #expect(names(encoded) == ["Fall Classic"])
    }
  }

  @Test(arguments: TestDatabase.available)
  func orderNullsPagingAndCounting(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await seed(api)
      #expect(
        names(try await api.rest(.get, "events?select=name&order=cost.desc", as: token)).first
          == "Elite Camp")
      #expect(
        names(try await api.rest(.get, "events?select=name&order=cost.desc.nullslast", as: token))
          .last == "Elite Camp")
      #expect(
        names(try await api.rest(.get, "events?select=name&order=cost.asc", as: token)).last
          == "Elite Camp")
      let page = try await api.rest(
        .get, "events?select=name&order=start_date&limit=2&offset=1", as: token,
        prefer: "count=exact")
      #expect(names(page) == ["Elite Camp", "Fall Classic"])
      #expect(page.header("Content-Range") == "1-2/3")
      #expect(page.status == 206)
      let all = try await api.rest(.get, "events?select=id", as: token, prefer: "count=exact")
      #expect(all.status == 200 && all.header("Content-Range") == "0-2/3")
      let none = try await api.rest(.get, "events?type=eq.visit", as: token, prefer: "count=exact")
      #expect(none.text == "[]" && none.header("Content-Range") == "*/0")
      #expect(try await api.rest(.get, "events", as: token).header("Content-Range") == "0-2/*")
      let beyond = try await api.rest(.get, "events?offset=10", as: token, prefer: "count=exact")
      #expect(beyond.status == 416 && beyond.code == "PGRST103")
      let head = try await api.request(
        .head, "/rest/v1/events", token: token, headers: ["Prefer": "count=exact"])
      #expect(head.status == 200 && head.text.isEmpty && head.header("Content-Range") == "0-2/3")
    }
  }

  @Test(arguments: TestDatabase.available)
  func selectAliasesAndSingularObjects(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await seed(api)
      let aliased = try await api.rest(
        .get, "events?select=title:name,start_date&type=eq.camp", as: token)
      #expect(aliased.rows.first?.keys.sorted() == ["start_date", "title"])
      let object = "application/vnd.pgrst.object+json"
      let one = try await api.rest(.get, "events?type=eq.camp", as: token, accept: object)
      #expect(one.status == 200 && one.object["name"] == .string("Elite Camp"))
      #expect(one.header("Content-Type")?.hasPrefix(object) == true)
      let zero = try await api.rest(.get, "events?type=eq.visit", as: token, accept: object)
      #expect(zero.status == 406 && zero.code == "PGRST116")
      #expect(zero.object["details"] == .string("The result contains 0 rows"))
      let many = try await api.rest(.get, "events", as: token, accept: object)
      #expect(many.object["details"] == .string("The result contains 3 rows"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func rowsLookLikePostgREST(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("shape@example.com").token
      let school = try await api.insert("schools", #"{"name":"UGA"}"#, as: token)
      let id = try #require(school["id"]?.stringValue)
      let event = try await api.insert(
        "events",
        #"{"name":"Camp","type":"camp","start_date":"2026-04-15","start_time":"09:00","cost":150.5,"school_id":"\#(id.uppercased())","stats_recorded":{"k":[1,2]}}"#,
        as: token)
      #expect(event["school_id"] == .string(id))
      #expect(event["start_time"] == .string("09:00:00"))
      #expect(event["cost"] == .number(150.5))
      #expect(event["registered"] == .bool(false))
      #expect(event["coaches_present"] == .array([]))
      #expect(event["stats_recorded"] == .object(["k": .array([.number(1), .number(2)])]))
      let created = try #require(event["created_at"]?.stringValue)
      #expect(created.hasSuffix("+00:00") && Timestamp.parse(created) != nil)
      let decoded = try JSONDecoder().decode(
        Event.self,
        from: Data(try await api.rest(.get, "events", as: token).text.utf8).dropFirst().dropLast())
      #expect(decoded.name == "Camp")
    }
  }
}
