import CompassModels
import Foundation
import SQLKit
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

@Suite("Auth: GoTrue's endpoints and errors")
struct AuthTests {
  let versioned = ["X-Supabase-Api-Version": "2024-01-01"]

  func credentials(_ email: String, _ password: String) -> String {
    #"{"email":"\#(email)","password":"\#(password)"}"#
  }

  @Test(arguments: TestDatabase.available)
  func signUpReturnsASessionWithEveryRequiredField(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let reply = try await api.request(
        .post, "/auth/v1/signup", json: credentials(" Jordan@Example.COM ", "long enough"),
        headers: versioned)
      #expect(reply.status == 200)
      let session = reply.object
      for key in [
        "access_token", "token_type", "expires_in", "expires_at", "refresh_token", "user",
      ] {
        #expect(session[key] != nil, "missing \(key)")
      }
      #expect(session["token_type"] == "bearer" && session["expires_in"] == 3600)
      let user = try #require(session["user"]?.objectValue)
      #expect(user["email"] == "jordan@example.com" && user["aud"] == "authenticated")
      for key in [
        "id", "created_at", "updated_at", "app_metadata", "user_metadata", "identities",
        "email_confirmed_at",
      ] {
        #expect(user[key] != nil, "missing user.\(key)")
      }
      let identity = try #require(user["identities"]?.arrayValue?.first?.objectValue)
      for key in ["id", "identity_id", "user_id", "identity_data", "provider", "created_at"] {
        #expect(identity[key] != nil, "missing identity.\(key)")
      }
      let password = try await api.request(
        .post, "/auth/v1/signup", json: credentials("x@example.com", "short"), headers: versioned)
      #expect(password.status == 422 && password.code == "weak_password")
      #expect(password.object["weak_password"] == ["reasons": ["length"]])
      let again = try await api.request(
        .post, "/auth/v1/signup", json: credentials("JORDAN@example.com", "long enough"),
        headers: versioned)
      #expect(again.status == 422 && again.code == "user_already_exists")
      let invalid = try await api.request(
        .post, "/auth/v1/signup", json: credentials("not-an-email", "long enough"),
        headers: versioned)
      #expect(invalid.status == 400 && invalid.code == "validation_failed")
    }
  }

  @Test(arguments: TestDatabase.available)
  func errorsFollowTheClientsAPIVersion(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let modern = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("nobody@example.com", "whatever1"), headers: versioned)
      #expect(
        modern.status == 400
          && modern.object == [
            "code": "invalid_credentials", "message": "Invalid login credentials",
          ])
      #expect(modern.header("X-Supabase-Api-Version") == "2024-01-01")
      #expect(modern.header("x-sb-error-code") == "invalid_credentials")
      let legacy = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("nobody@example.com", "whatever1"))
      #expect(legacy.object["code"] == 400 && legacy.object["error_code"] == "invalid_credentials")
      #expect(legacy.object["msg"] == "Invalid login credentials")
    }
  }

  @Test(arguments: TestDatabase.available)
  func passwordGrantAndTheSixthFailureIsThrottled(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      _ = try await api.signUp("throttle@example.com", password: "right password")
      let good = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("Throttle@example.com", "right password"))
      #expect(good.status == 200 && good.object["access_token"] != nil)
      for _ in 0..<5 {
        let wrong = try await api.request(
          .post, "/auth/v1/token?grant_type=password",
          json: credentials("throttle@example.com", "wrong"), headers: versioned)
        #expect(wrong.status == 400)
      }
      let blocked = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("throttle@example.com", "right password"), headers: versioned)
      #expect(blocked.status == 429 && blocked.code == "over_request_rate_limit")
      #expect(Int(blocked.header("Retry-After") ?? "") == 900)
      let otherEmail = try await api.request(
        .post, "/auth/v1/token?grant_type=password", json: credentials("else@example.com", "x"))
      #expect(otherEmail.status == 400)
      clock.advance(by: 15 * 60 + 1)
      let later = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("throttle@example.com", "right password"))
      #expect(later.status == 200)
      _ = try await api.request(
        .post, "/auth/v1/token?grant_type=password", json: credentials("else@example.com", "y"))
      let kept = try await api.services.database.withConnection { connection in
        try await connection.raw("SELECT email FROM login_failures").all().map {
          try $0.decode(column: "email", as: String.self)
        }
      }
      #expect(kept == ["else@example.com"], "failures past the window are forgotten")
    }
  }

  @Test(arguments: TestDatabase.available)
  func refreshRotatesAndReuseEndsTheSession(_ database: TestDatabase) async throws {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let signUp = try await api.request(
        .post, "/auth/v1/signup", json: credentials("refresh@example.com", "long enough"))
      let first = try #require(signUp.object["refresh_token"]?.stringValue)
      let rotated = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#)
      #expect(rotated.status == 200)
      let second = try #require(rotated.object["refresh_token"]?.stringValue)
      let access = try #require(rotated.object["access_token"]?.stringValue)
      #expect(second != first)
      #expect(try await api.request(.get, "/auth/v1/user", token: access).status == 200)
      let again = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#)
      #expect(again.status == 200 && again.object["refresh_token"]?.stringValue == second)
      clock.advance(by: AuthStore.reuseInterval + 1)
      let reused = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#,
        headers: versioned)
      #expect(reused.status == 400 && reused.code == "refresh_token_already_used")
      let afterReuse = try await api.request(
        .get, "/auth/v1/user", token: access, headers: versioned)
      #expect(afterReuse.status == 403 && afterReuse.code == "session_not_found")
      let stolen = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(second)"}"#)
      #expect(stolen.status == 400)
      let unknown = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"nope"}"#,
        headers: versioned)
      #expect(unknown.code == "refresh_token_not_found")
    }
  }

  /// Two tabs or devices refreshing one token together must not sign the user out: within
  /// the reuse interval every one of them gets the same next session.
  @Test(arguments: TestDatabase.available)
  func simultaneousRefreshesOfOneTokenAllGetTheSameNextSession(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let signUp = try await api.request(
        .post, "/auth/v1/signup", json: credentials("tabs@example.com", "long enough"))
      let first = try #require(signUp.object["refresh_token"]?.stringValue)
      let replies = try await withThrowingTaskGroup(of: TestReply.self) { group in
        for _ in 0..<8 {
          group.addTask {
            try await api.request(
              .post, "/auth/v1/token?grant_type=refresh_token",
              json: #"{"refresh_token":"\#(first)"}"#, headers: versioned)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(replies.map(\.status) == Array(repeating: 200, count: 8), "\(replies.map(\.text))")
      let next = Set(replies.compactMap { $0.object["refresh_token"]?.stringValue })
      #expect(next.count == 1 && !next.contains(first))
      for reply in replies {
        let access = try #require(reply.object["access_token"]?.stringValue)
        #expect(try await api.request(.get, "/auth/v1/user", token: access).status == 200)
      }
      let later = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token",
        json: #"{"refresh_token":"\#(next.first ?? "")"}"#)
      #expect(later.status == 200)
      let stale = try await api.request(
        .post, "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(first)"}"#)
      #expect(stale.object["refresh_token"] == later.object["refresh_token"])
    }
  }

  @Test(arguments: TestDatabase.available)
  func currentUserUpdateAndSignOutScopes(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let phone = try await api.signUp("scopes@example.com", password: "first password")
      let laptop = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("scopes@example.com", "first password"))
      let laptopToken = try #require(laptop.object["access_token"]?.stringValue)
      #expect(
        try await api.request(.get, "/auth/v1/user", headers: versioned).code == "no_authorization")
      #expect(
        try await api.request(.get, "/auth/v1/user", token: "garbage", headers: versioned).code
          == "bad_jwt")
      let updated = try await api.request(
        .put, "/auth/v1/user", token: phone.token,
        json: #"{"data":{"name":"Jordan"},"password":"second password"}"#)
      #expect(updated.status == 200 && updated.object["user_metadata"] == ["name": "Jordan"])
      let oldPassword = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: credentials("scopes@example.com", "first password"))
      #expect(oldPassword.status == 400)
      let others = try await api.request(.post, "/auth/v1/logout?scope=others", token: phone.token)
      #expect(others.status == 204 && others.text.isEmpty)
      #expect(try await api.request(.get, "/auth/v1/user", token: laptopToken).status == 403)
      #expect(try await api.request(.get, "/auth/v1/user", token: phone.token).status == 200)
      #expect(try await api.request(.post, "/auth/v1/logout", token: phone.token).status == 204)
      #expect(try await api.request(.get, "/auth/v1/user", token: phone.token).status == 403)
    }
  }
}
