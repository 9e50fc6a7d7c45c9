import CompassModels
import CompassStore
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassServices

/// PKCE for mailed links, as GoTrue does it (supabase-swift's default flow): a request with a
/// code challenge gets a `pkce_` link that leads on with `?code=`, which signs in only once,
/// only within five minutes, and only with the verifier behind the challenge.
@Suite("Accounts: PKCE links")
struct PKCELinkTests {
  /// RFC 7636, appendix B.
  static let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
  static let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
  static let app = AccountMailTests.allowingTheApp
  private static let version = ["X-Supabase-Api-Version": "2024-01-01"]

  @Test func theChallengeIsRFC7636s() {
    let s256 = CodeChallenge(value: Self.challenge, method: .s256)
    #expect(s256.isMet(by: Self.verifier) && !s256.isMet(by: Self.challenge))
    #expect(CodeChallenge(value: Self.verifier, method: .plain).isMet(by: Self.verifier))
    #expect(
      !CodeChallenge.isWellFormed("short")
        && !CodeChallenge.isWellFormed(String(repeating: "a", count: 129)))
    #expect(!CodeChallenge.isWellFormed(String(repeating: "a", count: 42) + "+"))
  }

  /// The `?code=` a recovery link asked for with the RFC's challenge leads on with.
  private func authCode(_ api: TestAPI, method: String = "s256", value: String = challenge)
    async throws -> String
  {
    _ = try await api.signUp("jordan@example.com")
    let asked = try await api.request(
      .post, "/auth/v1/recover?redirect_to=compass%3A%2F%2Fauth%2Fcallback",
      json:
        #"{"email":"jordan@example.com","code_challenge":"\#(value)","code_challenge_method":"\#(method)"}"#
    )
    #expect(asked.status == 200)
    let link = try #require(try await api.lastMail(to: "jordan@example.com").linkPath)
    #expect(link.contains("token=pkce_"))
    let followed = try await api.request(.get, link)
    #expect(followed.status == 303)
    let location = try #require(followed.header("Location"))
    #expect(
      location.hasPrefix("compass://auth/callback?code=") && !location.contains("access_token"))
    return String(try #require(location.firstMatch(of: #/code=([0-9a-f-]+)/#)?.output.1))
  }

  private func exchange(_ api: TestAPI, _ code: String, verifier: String = verifier) async throws
    -> TestReply
  {
    try await api.request(
      .post, "/auth/v1/token?grant_type=pkce",
      json: #"{"auth_code":"\#(code)","code_verifier":"\#(verifier)"}"#, headers: Self.version)
  }

  @Test(arguments: TestDatabase.available)
  func theCodeSignsInOnceWithTheVerifier(_ database: TestDatabase) async throws {
    try await TestServer.run(database, configure: Self.app) { api in
      let code = try await authCode(api)
      let signedIn = try await exchange(api, code)
      #expect(signedIn.status == 200 && signedIn.object["access_token"]?.stringValue != nil)
      #expect(signedIn.object["user"]?.objectValue?["email"]?.stringValue == "jordan@example.com")
      let again = try await exchange(api, code)
      #expect(again.status == 404 && again.object["code"]?.stringValue == "flow_state_not_found")
    }
  }

  @Test func aWrongVerifierIsRefusedAndUsesTheCodeUp() async throws {
    try await TestServer.run(.sqlite, configure: Self.app) { api in
      let code = try await authCode(api)
      let wrong = try await exchange(api, code, verifier: String(repeating: "x", count: 43))
      #expect(wrong.status == 403 && wrong.object["code"]?.stringValue == "bad_code_verifier")
      #expect(try await exchange(api, code).status == 404)
    }
  }

  @Test func theCodeExpiresAfterFiveMinutes() async throws {
    let clock = TestClock()
    try await TestServer.run(.sqlite, clock: clock, configure: Self.app) { api in
      let code = try await authCode(api)
      clock.advance(by: 301)
      let late = try await exchange(api, code)
      #expect(late.status == 400 && late.object["code"]?.stringValue == "flow_state_expired")
    }
  }

  @Test func aPlainChallengeWorksAndAFailedLinkSaysSoInTheQuery() async throws {
    try await TestServer.run(.sqlite, configure: Self.app) { api in
      let code = try await authCode(api, method: "plain", value: Self.verifier)
      #expect(try await exchange(api, code).status == 200)
      let link = try #require(try await api.lastMail(to: "jordan@example.com").linkPath)
      let reused = try await api.request(.get, link)
      #expect(
        reused.header("Location")?.hasPrefix(
          "compass://auth/callback?error=access_denied&error_code=otp_expired") == true)
    }
  }

  @Test func aHalfChallengeOrAMissingVerifierIsRefused() async throws {
    try await TestServer.run(.sqlite, configure: Self.app) { api in
      for body in [
        #"{"email":"a@example.com","code_challenge":"\#(Self.challenge)"}"#,
        #"{"email":"a@example.com","code_challenge_method":"s256"}"#,
        #"{"email":"a@example.com","code_challenge":"\#(Self.challenge)","code_challenge_method":"md5"}"#,
        #"{"email":"a@example.com","code_challenge":"short","code_challenge_method":"s256"}"#,
      ] {
        let refused = try await api.request(
          .post, "/auth/v1/recover", json: body, headers: Self.version)
        #expect(refused.status == 400 && refused.object["code"]?.stringValue == "validation_failed")
      }
      let missing = try await api.request(
        .post, "/auth/v1/token?grant_type=pkce", json: #"{"auth_code":"x"}"#,
        headers: Self.version)
      #expect(missing.status == 400 && missing.object["code"]?.stringValue == "validation_failed")
    }
  }

  @Test func anAddressChangeConfirmedByAPKCELinkSignsInAtTheNewAddress() async throws {
    try await TestServer.run(.sqlite, configure: Self.app) { api in
      let user = try await api.signUp("jordan@example.com")
      let asked = try await api.request(
        .put, "/auth/v1/user?redirect_to=compass%3A%2F%2Fauth", token: user.token,
        json:
          #"{"email":"jordan.new@example.com","code_challenge":"\#(Self.challenge)","code_challenge_method":"s256"}"#
      )
      #expect(asked.status == 200)
      let link = try #require(try await api.lastMail(to: "jordan.new@example.com").linkPath)
      let location = try #require(try await api.request(.get, link).header("Location"))
      let code = String(try #require(location.firstMatch(of: #/code=([0-9a-f-]+)/#)?.output.1))
      let signedIn = try await exchange(api, code)
      #expect(
        signedIn.object["user"]?.objectValue?["email"]?.stringValue == "jordan.new@example.com")
    }
  }
}
