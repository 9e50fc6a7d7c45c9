import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassStore

/// Mailed tokens: kept only as hashes, used once, expiring, a code tried a few times, one mail a
/// minute per address.
@Suite("Accounts: one-time tokens sent by mail")
struct OneTimeTokenTests {
  @Test(arguments: TestDatabase.available)
  func aLinkTokenWorksOnceBeforeItExpiresAndOnlyForItsPurpose(_ database: TestDatabase)
    async throws
  {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let family = try await TestFamily.make(api)
      let store = api.services.auth.store
      let user = try #require(UserID(family.a.id))
      let issued = try await store.issueToken(for: user, purpose: .recovery, lifetime: 3_600)
      #expect(try await store.redeem(token: issued.token, purpose: .signup) == nil)
      #expect(try await store.redeem(token: issued.token, purpose: .recovery)?.user.id == user)
      #expect(try await store.redeem(token: issued.token, purpose: .recovery) == nil, "used once")

      let late = try await store.issueToken(for: user, purpose: .recovery, lifetime: 3_600)
      clock.advance(by: 3_601)
      #expect(try await store.redeem(token: late.token, purpose: .recovery) == nil, "expired")

      let stored = try await api.services.database.withConnection { connection in
        try await connection.raw("SELECT token_hash, code_hash FROM one_time_tokens").all()
      }
      for row in stored {
        let hash = try row.decode(column: "token_hash", as: String.self)
        #expect(hash != late.token && hash.count == 64, "kept only as a hash")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func aCodeIsBoundToItsPersonAndTriedAtMostFiveTimes(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let store = api.services.auth.store
      let (a, b) = (try #require(UserID(family.a.id)), try #require(UserID(family.b.id)))
      let issued = try await store.issueToken(for: a, purpose: .recovery, lifetime: 3_600)
      #expect(try await store.redeem(code: issued.code, user: b, purpose: .recovery) == nil)
      #expect(try await store.redeem(code: issued.code, user: a, purpose: .recovery)?.user.id == a)

      let guessed = try await store.issueToken(for: a, purpose: .recovery, lifetime: 3_600)
      let wrong = guessed.code == "000000" ? "111111" : "000000"
      for _ in 0..<AuthStore.codeAttempts {
        #expect(try await store.redeem(code: wrong, user: a, purpose: .recovery) == nil)
      }
      #expect(
        try await store.redeem(code: guessed.code, user: a, purpose: .recovery) == nil,
        "the right code no longer works after five wrong ones")
      #expect(try await store.redeem(token: guessed.token, purpose: .recovery) != nil)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aNewTokenEndsTheOldOneAndAnAddressChangeCarriesItsAddress(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let store = api.services.auth.store
      let user = try #require(UserID(family.a.id))
      let first = try await store.issueToken(
        for: user, purpose: .emailChange, lifetime: 3_600, newEmail: "new@example.com")
      let second = try await store.issueToken(
        for: user, purpose: .emailChange, lifetime: 3_600, newEmail: "newer@example.com")
      #expect(try await store.redeem(token: first.token, purpose: .emailChange) == nil)
      let redeemed = try await store.redeem(token: second.token, purpose: .emailChange)
      #expect(redeemed?.newEmail == "newer@example.com")
    }
  }

  @Test(arguments: TestDatabase.available)
  func anAddressGetsOneMailAMinuteAndFiveAnHour(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let store = api.services.auth.store
      func may(_ purpose: AuthStore.TokenPurpose = .recovery) async throws -> Bool {
        try await store.mayMail("x@example.com", purpose: purpose)
      }
      var allowed = try await may()
      #expect(allowed)
      allowed = try await may()
      #expect(!allowed, "not within a minute")
      allowed = try await may(.signup)
      #expect(allowed, "another purpose")
      for _ in 1..<AuthStore.mailsPerHour {
        clock.advance(by: 61)
        allowed = try await may()
        #expect(allowed)
      }
      clock.advance(by: 61)
      allowed = try await may()
      #expect(!allowed, "six in an hour")
      clock.advance(by: 3_600)
      allowed = try await may()
      #expect(allowed)
    }
  }
}
