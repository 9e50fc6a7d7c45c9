import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassServices

/// Recovery, magic links, sign-up confirmation and address changes through `/auth/v1`, as the
/// official clients call them, with the mail read from the data folder.
@Suite("Accounts: mailed links and codes")
struct AccountMailTests {
  private static let version = ["X-Supabase-Api-Version": "2024-01-01"]

  @Test(arguments: TestDatabase.available)
  func recoveryAnswersTheSameForAnyAddressAndLimitsEveryAddressAlike(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let known = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"Jordan@Example.com"}"#)
      let unknown = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"nobody@example.com"}"#)
      #expect(known.status == 200 && unknown.status == 200)
      #expect(known.text == unknown.text)
      let sent = try await api.sentMail()
      #expect(sent.count == 1)
      #expect(sent.first?.header("To") == "jordan@example.com")
      let text = try #require(sent.first?.part("text/plain"))
      #expect(text.contains("/auth/v1/verify?token=") && !text.contains("correct horse"))
      let knownAgain = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#, headers: Self.version)
      let unknownAgain = try await api.request(
        .post, "/auth/v1/recover", json: #"{"email":"nobody@example.com"}"#, headers: Self.version)
      #expect(knownAgain.status == 429 && unknownAgain.status == 429)
      #expect(
        knownAgain.object == unknownAgain.object, "the limit does not tell who has an account")
      #expect(knownAgain.object["code"]?.stringValue == "over_email_send_rate_limit")
      #expect(try await api.sentMail().count == 1, "one mail a minute")
    }
  }

  @Test(arguments: TestDatabase.available)
  func theCodeSignsInOnceAndEndsEveryOtherSession(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let old = try await api.signUp("jordan@example.com")
      _ = try await api.request(.post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      let code = try #require(try await api.lastMail(to: "jordan@example.com").code)
      let wrong = code == "000000" ? "111111" : "000000"
      let guessed = try await api.request(
        .post, "/auth/v1/verify",
        json: #"{"type":"recovery","email":"jordan@example.com","token":"\#(wrong)"}"#,
        headers: Self.version)
      #expect(guessed.status == 403 && guessed.object["code"]?.stringValue == "otp_expired")
      let body = #"{"type":"recovery","email":"jordan@example.com","token":"\#(code)"}"#
      let verified = try await api.request(.post, "/auth/v1/verify", json: body)
      #expect(verified.status == 200)
      #expect(verified.object["access_token"]?.stringValue != nil)
      let reused = try await api.request(
        .post, "/auth/v1/verify", json: body, headers: Self.version)
      #expect(reused.status == 403 && reused.object["code"]?.stringValue == "otp_expired")
      let oldSession = try await api.request(.get, "/auth/v1/user", token: old.token)
      #expect(oldSession.status == 403, "the session from before recovery has ended")
    }
  }

  @Test func aRecoveryLinkExpiresAfterAnHour() async throws {
    let clock = TestClock()
    try await TestServer.run(.sqlite, clock: clock) { api in
      _ = try await api.signUp("jordan@example.com")
      _ = try await api.request(.post, "/auth/v1/recover", json: #"{"email":"jordan@example.com"}"#)
      let mail = try await api.lastMail(to: "jordan@example.com")
      let token = try #require(mail.linkPath?.firstMatch(of: #/token=([^&]+)/#)?.output.1)
      clock.advance(by: 3_601)
      let late = try await api.request(
        .post, "/auth/v1/verify", json: #"{"type":"recovery","token_hash":"\#(token)"}"#)
      #expect(late.status == 403)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aLinkGoesOnOnlyToAnAllowedPlaceAndIsUsedOnlyThen(_ database: TestDatabase) async throws {
    try await TestServer.run(
      database, publicURL: "https://compass.example",
      configure: Self.allowingTheApp
    ) { api in
      _ = try await api.signUp("jordan@example.com")
      let asked = try await api.request(
        .post, "/auth/v1/recover?redirect_to=compass%3A%2F%2Fauth%2Fcallback",
        json: #"{"email":"jordan@example.com"}"#, headers: ["Host": "evil.example"])
      #expect(asked.status == 200)
      let mail = try await api.lastMail(to: "jordan@example.com")
      let text = try #require(mail.part("text/plain"))
      #expect(text.contains("https://compass.example/auth/v1/verify?token="))
      #expect(!text.contains("evil.example"), "links use the server's address, never the Host")
      let link = try #require(mail.linkPath)
      #expect(link.contains("redirect_to=compass%3A%2F%2Fauth%2Fcallback"))
      let token = try #require(link.firstMatch(of: #/token=([^&]+)/#)?.output.1)

      let elsewhere = try await api.request(
        .get, "/auth/v1/verify?token=\(token)&type=recovery&redirect_to=https%3A%2F%2Fevil.example")
      #expect(elsewhere.status == 303)
      #expect(elsewhere.header("Location") == "/password/reset?token=\(token)")

      let used = try await api.request(.get, link)
      #expect(used.status == 303)
      let location = try #require(used.header("Location"))
      #expect(location.hasPrefix("compass://auth/callback#access_token="))
      #expect(location.contains("&refresh_token=") && location.hasSuffix("&type=recovery"))

      let again = try await api.request(.get, link)
      #expect(
        again.header("Location")?.hasPrefix(
          "compass://auth/callback#error=access_denied&error_code=otp_expired") == true)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aMagicLinkSignsInAndMakesAnAccountOnlyWhenAsked(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let refused = try await api.request(
        .post, "/auth/v1/otp", json: #"{"email":"new@example.com","create_user":false}"#,
        headers: Self.version)
      #expect(refused.status == 422 && refused.object["code"]?.stringValue == "otp_disabled")
      let sent = try await api.request(
        .post, "/auth/v1/otp", json: #"{"email":"jordan@example.com"}"#)
      #expect(sent.status == 200 && sent.text == "{}")
      let mail = try await api.lastMail(to: "jordan@example.com")
      #expect(mail.subject?.hasPrefix("Your sign-in link") == true)
      let code = try #require(mail.code)
      let signedIn = try await api.request(
        .post, "/auth/v1/verify",
        json: #"{"type":"email","email":"jordan@example.com","token":"\#(code)"}"#)
      #expect(signedIn.status == 200 && signedIn.object["access_token"] != nil)

      let made = try await api.request(
        .post, "/auth/v1/otp", json: #"{"email":"new@example.com","data":{"role":"parent"}}"#)
      #expect(made.status == 200)
      let welcome = try await api.lastMail(to: "new@example.com")
      #expect(welcome.subject?.hasPrefix("Confirm your address") == true)
      let password = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"new@example.com","password":"anything at all"}"#)
      #expect(password.status == 400, "an account made by mail has no password to guess")
      let confirmed = try await api.request(
        .post, "/auth/v1/verify",
        json:
          #"{"type":"email","email":"new@example.com","token":"\#(try #require(welcome.code))"}"#)
      #expect(confirmed.status == 200)
      let user = confirmed.object["user"]?.objectValue
      #expect(user?["email_confirmed_at"]?.stringValue != nil)
      #expect(user?["user_metadata"]?.objectValue?["role"]?.stringValue == "parent")
    }
  }

  @Test(arguments: TestDatabase.available)
  func confirmedSignUpsWaitForTheirMail(_ database: TestDatabase) async throws {
    try await TestServer.run(database, configure: Self.confirmingSignUps) { api in
      let body = #"{"email":"jordan@example.com","password":"correct horse battery"}"#
      let made = try await api.request(.post, "/auth/v1/signup", json: body)
      #expect(made.status == 200)
      #expect(made.object["access_token"] == nil && made.object["email"] != nil)
      #expect(made.object["confirmation_sent_at"]?.stringValue != nil)
      let early = try await api.request(
        .post, "/auth/v1/token?grant_type=password", json: body, headers: Self.version)
      #expect(early.status == 400 && early.object["code"]?.stringValue == "email_not_confirmed")
      let wrongPassword = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"not the password"}"#,
        headers: Self.version)
      #expect(wrongPassword.object["code"]?.stringValue == "invalid_credentials")

      let twice = try await api.request(.post, "/auth/v1/signup", json: body)
      #expect(twice.status == 200 && twice.object["id"] != made.object["id"])
      #expect(try await api.sentMail().count == 1, "signing up again sends nothing")

      let first = try await api.lastMail(to: "jordan@example.com")
      let resent = try await api.request(
        .post, "/auth/v1/resend", json: #"{"type":"signup","email":"jordan@example.com"}"#)
      #expect(resent.status == 429, "one mail a minute")
      let badType = try await api.request(
        .post, "/auth/v1/resend", json: #"{"type":"invite","email":"jordan@example.com"}"#)
      #expect(badType.status == 400)
      let link = try #require(first.linkPath)
      let landing = try await api.request(.get, link)
      #expect(landing.header("Location")?.hasPrefix("/mail/confirm?token=") == true)
      let token = try #require(link.firstMatch(of: #/token=([^&]+)/#)?.output.1)
      let confirmed = try await api.request(
        .post, "/auth/v1/verify", json: #"{"type":"signup","token_hash":"\#(token)"}"#)
      #expect(confirmed.status == 200 && confirmed.object["access_token"] != nil)
      let signedIn = try await api.request(.post, "/auth/v1/token?grant_type=password", json: body)
      #expect(signedIn.status == 200)
    }
  }

  @Test(arguments: TestDatabase.available)
  func anAddressChangesOnlyOnceTheNewAddressConfirmsIt(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let jordan = try await api.signUp("jordan@example.com")
      _ = try await api.signUp("taken@example.com")
      let taken = try await api.request(
        .put, "/auth/v1/user", token: jordan.token, json: #"{"email":"taken@example.com"}"#,
        headers: Self.version)
      #expect(taken.status == 422 && taken.object["code"]?.stringValue == "email_exists")
      let asked = try await api.request(
        .put, "/auth/v1/user", token: jordan.token, json: #"{"email":"New@Example.com"}"#)
      #expect(asked.status == 200)
      #expect(asked.object["email"]?.stringValue == "jordan@example.com")
      #expect(asked.object["new_email"]?.stringValue == "new@example.com")
      let notice = try await api.lastMail(to: "jordan@example.com")
      #expect(notice.subject?.hasPrefix("Your address is being changed") == true)
      #expect(notice.linkPath == nil && notice.code == nil, "the old address gets no link")
      let confirmation = try await api.lastMail(to: "new@example.com")
      let code = try #require(confirmation.code)
      let verified = try await api.request(
        .post, "/auth/v1/verify",
        json: #"{"type":"email_change","email":"new@example.com","token":"\#(code)"}"#)
      #expect(verified.status == 200)
      #expect(verified.object["user"]?.objectValue?["email"]?.stringValue == "new@example.com")
      #expect(await api.email(jordan.token) == "new@example.com")
      let oldAddress = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"correct horse battery"}"#)
      #expect(oldAddress.status == 400)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aNewPasswordEndsTheOtherSessionsAndSaysSoByMail(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let phone = try await api.signUp("jordan@example.com")
      let laptop = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"correct horse battery"}"#)
      let laptopToken = try #require(laptop.object["access_token"]?.stringValue)
      let same = try await api.request(
        .put, "/auth/v1/user", token: phone.token,
        json: #"{"password":"correct horse battery"}"#, headers: Self.version)
      #expect(same.status == 422 && same.object["code"]?.stringValue == "same_password")
      let changed = try await api.request(
        .put, "/auth/v1/user", token: phone.token, json: #"{"password":"a new long password"}"#)
      #expect(changed.status == 200)
      #expect(try await api.request(.get, "/auth/v1/user", token: phone.token).status == 200)
      #expect(try await api.request(.get, "/auth/v1/user", token: laptopToken).status == 403)
      let notice = try await api.lastMail(to: "jordan@example.com")
      #expect(notice.subject?.hasPrefix("Your password was changed") == true)
      #expect(notice.part("text/plain")?.contains("a new long password") == false)
    }
  }
}
