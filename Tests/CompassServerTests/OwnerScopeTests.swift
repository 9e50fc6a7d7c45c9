import CompassModels
import Foundation
import Testing

@testable import CompassServer

/// A list read names the owners its caller reaches, read from their family links with the
/// statement (so the database reads an owner's rows in index order): each person still reads
/// exactly the family's rows, a parent of two athletes both, in one order, and a link removed
/// holds on the next read.
@Suite("Scoping: a list names the owners its caller reaches")
struct OwnerScopeTests {
  private func names(_ api: TestAPI, as token: String, _ query: String = "") async throws
    -> [String]
  {
    let reply = try await api.rest(
      .get, "events?select=name&order=start_date.asc,name.asc\(query)", as: token)
    #expect(reply.status == 200)
    return reply.rows.compactMap { $0["name"]?.stringValue }
  }

  private func event(_ api: TestAPI, _ owner: TestFamily.Account, _ name: String, on day: String)
    async throws
  {
    _ = try await api.insert(
      "events",
      #"{"user_id":"\#(owner.id)","type":"camp","name":"\#(name)","start_date":"\#(day)"}"#,
      as: owner.token)
  }

  @Test(arguments: TestDatabase.available)
  func eachPersonReadsTheFamilysRowsAndAParentOfTwoReadsBoth(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      try await event(api, family.a, "A late", on: "2026-07-01")
      try await event(api, family.a, "A early", on: "2026-03-01")
      try await event(api, family.b, "B middle", on: "2026-05-01")
      try await api.link(inviter: family.b, invitee: family.v, access: "view")

      #expect(try await names(api, as: family.a.token) == ["A early", "A late"])
      #expect(try await names(api, as: family.p.token) == ["A early", "A late"])
      #expect(try await names(api, as: family.q.token) == ["B middle"])
      #expect(try await names(api, as: family.u.token).isEmpty)
      #expect(
        try await names(api, as: family.v.token) == ["A early", "B middle", "A late"],
        "a parent of two athletes reads both, in one order")
      #expect(
        try await names(api, as: family.v.token, "&user_id=eq.\(family.b.id)") == ["B middle"])
      #expect(
        try await names(api, as: family.b.token, "&user_id=eq.\(family.a.id)").isEmpty,
        "naming another athlete widens nothing")

      let link = try #require(
        try await api.rest(.get, "family_links?parent_id=eq.\(family.v.id)", as: family.a.token)
          .rows.first?["id"]?.stringValue)
      _ = try await api.rest(.delete, "family_links?id=eq.\(link)", as: family.a.token)
      #expect(
        try await names(api, as: family.v.token) == ["B middle"],
        "the removed link holds on the next read")
    }
  }
}
