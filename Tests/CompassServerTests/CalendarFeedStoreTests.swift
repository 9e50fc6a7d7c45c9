import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

@Suite("Calendar feeds: private tokens, one per person and athlete")
struct CalendarFeedStoreTests {
  private func feeds(_ api: TestAPI) -> CalendarFeeds {
    CalendarFeeds(database: api.services.database, now: Date.init, newID: UUID.init)
  }

  private func id(_ account: TestFamily.Account) throws -> UserID {
    try #require(UserID(account.id))
  }

  @Test(arguments: TestDatabase.available)
  func aTokenOpensOnlyItsOwnFeedWhileItsPersonMayReadTheAthlete(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let store = feeds(api)
      let (a, p, v, b, u) = (
        try id(family.a), try id(family.p), try id(family.v), try id(family.b), try id(family.u)
      )
      let own = try #require(try await store.renew(for: a, athlete: a))
      let parents = try #require(try await store.renew(for: p, athlete: a))
      let viewers = try #require(try await store.renew(for: v, athlete: a))
      #expect(own.count >= 43 && own != parents && parents != viewers)
      #expect(
        try await store.subscription(token: own)
          == .init(subscriber: a, athlete: a, reminders: .standard))
      #expect(try await store.subscription(token: parents)?.athlete == a)
      #expect(try await store.renew(for: u, athlete: a) == nil)
      #expect(try await store.renew(for: p, athlete: b) == nil)
      #expect(try await store.subscription(token: "not-a-token") == nil)
      #expect(try await store.subscription(token: "") == nil)

      let renewed = try #require(try await store.renew(for: p, athlete: a))
      #expect(try await store.subscription(token: parents) == nil)
      #expect(try await store.subscription(token: renewed)?.subscriber == p)

      _ = try await api.rest(
        .delete, "family_links?parent_id=eq.\(family.v.id)", as: family.a.token)
      #expect(try await store.subscription(token: viewers) == nil)
      #expect(try await store.reminders(of: v, athlete: a) == nil)
      try await api.link(inviter: family.a, invitee: family.v, access: "view")
      #expect(try await store.subscription(token: viewers) == nil)
    }
  }

  @Test(arguments: TestDatabase.available)
  func remindersAreKeptAcrossANewLinkAndTheFeedCanBeEnded(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let store = feeds(api)
      let a = try id(family.a)
      _ = try await store.renew(for: a, athlete: a)
      let chosen = FeedReminders(
        dayBeforeAt: LocalTime(hour: 20, minute: 30), checkInLeadMinutes: nil)
      try await store.setReminders(chosen, of: a, athlete: a)
      #expect(try await store.reminders(of: a, athlete: a) == chosen)
      let token = try #require(try await store.renew(for: a, athlete: a))
      #expect(try await store.subscription(token: token)?.reminders == chosen)
      try await store.end(for: a, athlete: a)
      #expect(try await store.subscription(token: token) == nil)
      #expect(try await store.reminders(of: a, athlete: a) == nil)
    }
  }
}
