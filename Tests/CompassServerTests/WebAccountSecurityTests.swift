import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// The web's account lifecycle: "Forgot password?", the new-password page, changing the
/// address and the password on `/account`, and the signed-in devices.
@Suite("Web pages: recovery, address, password and devices")
struct WebAccountSecurityTests {
  typealias Browser = WebAuthTests.Browser

  private static let safari =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"

  private func signIn(_ api: TestAPI, _ email: String, password: String = "correct horse battery")
    async throws -> Browser
  {
    let browser = Browser(api)
    let reply = try await browser.post(
      "/login",
      [("_csrf", try await browser.csrf(on: "/login")), ("email", email), ("password", password)])
    guard reply.status == 303 else { throw TestFailure("sign-in failed: \(reply.status)") }
    return browser
  }

  /// The token of a mail's link.
  private func token(_ mail: TestMail) throws -> String {
    let link = try #require(mail.linkPath)
    return String(try #require(link.firstMatch(of: #/token=([^&]+)/#)?.output.1))
  }

  @Test(arguments: TestDatabase.available)
  func forgottenPasswordIsResetFromTheMailAndEndsEverySession(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let before = try await signIn(api, "jordan@example.com")
      let visitor = Browser(api)
      #expect(try await visitor.get("/login").text.contains(#"href="/password/forgot""#))
      let asked = try await visitor.submit(
        "/password/forgot", from: "/password/forgot", [("email", "jordan@example.com")])
      #expect(asked.status == 200 && asked.text.contains("data-mail-sent"))
      let unknown = try await Browser(api).submit(
        "/password/forgot", from: "/password/forgot", [("email", "nobody@example.com")])
      #expect(unknown.text.contains("If nobody@example.com has an account"))

      let mail = try await api.lastMail(to: "jordan@example.com")
      let landing = try await visitor.get(try #require(mail.linkPath))
      #expect(landing.status == 303)
      let resetPath = try #require(landing.header("Location"))
      #expect(resetPath.hasPrefix("/password/reset?token="))
      let form = try await visitor.get(resetPath)
      #expect(form.text.contains("Choose a new password") && !form.text.contains("expired"))
      let token = try token(mail)
      let differ = try await visitor.submit(
        "/password/reset", from: resetPath,
        [("token", token), ("password", "a new long password"), ("password_again", "a new long")])
      #expect(differ.status == 400 && differ.text.contains("not the same"))
      let saved = try await visitor.submit(
        "/password/reset", from: resetPath,
        [
          ("token", token), ("password", "a new long password"),
          ("password_again", "a new long password"),
        ])
      #expect(saved.status == 303 && saved.header("Location") == "/events")
      #expect(try await visitor.get("/events").status == 200, "signed in on this browser")
      #expect(try await before.get("/events").status == 303, "the old session has ended")
      let reused = try await Browser(api).submit(
        "/password/reset", from: resetPath,
        [
          ("token", token), ("password", "another password"),
          ("password_again", "another password"),
        ])
      #expect(reused.status == 400 && reused.text.contains("expired or was already used"))
      _ = try await signIn(api, "jordan@example.com", password: "a new long password")
    }
  }

  @Test(arguments: TestDatabase.available)
  func thePasswordChangesWithTheCurrentOneTypedAgain(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let browser = try await signIn(api, "jordan@example.com")
      let other = try await signIn(api, "jordan@example.com")
      let wrong = try await browser.submit(
        "/account/password", from: "/account",
        [
          ("current_password", "not it"), ("password", "a new long password"),
          ("password_again", "a new long password"),
        ])
      #expect(wrong.status == 400 && wrong.text.contains("That is not your current password"))
      let changed = try await browser.submit(
        "/account/password", from: "/account",
        [
          ("current_password", "correct horse battery"), ("password", "a new long password"),
          ("password_again", "a new long password"),
        ])
      let page = try await browser.followed(changed)
      #expect(page.text.contains("Password changed. Every other device was signed out."))
      #expect(try await other.get("/account").status == 303, "the other browser is signed out")
      let mail = try await api.lastMail(to: "jordan@example.com")
      #expect(mail.subject?.hasPrefix("Your password was changed") == true)
    }
  }

  @Test(arguments: TestDatabase.available)
  func theAddressChangesFromTheLinkMailedToIt(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let browser = try await signIn(api, "jordan@example.com")
      let wrong = try await browser.submit(
        "/account/email", from: "/account",
        [("email", "new@example.com"), ("current_password", "not it")])
      #expect(wrong.status == 400 && wrong.text.contains(#"value="new@example.com""#))
      let asked = try await browser.submit(
        "/account/email", from: "/account",
        [("email", "new@example.com"), ("current_password", "correct horse battery")])
      let page = try await browser.followed(asked)
      #expect(page.text.contains("data-pending-email"))
      #expect(page.text.contains("We sent a link to new@example.com"))

      let mail = try await api.lastMail(to: "new@example.com")
      let landing = try await browser.get(try #require(mail.linkPath))
      let confirmPath = try #require(landing.header("Location"))
      #expect(confirmPath.hasPrefix("/mail/confirm?token="))
      #expect(try await browser.get(confirmPath).text.contains("Confirm the new address"))
      let confirmed = try await browser.submit(
        "/mail/confirm", from: confirmPath, [("token", try token(mail)), ("type", "email_change")])
      let after = try await browser.followed(confirmed)
      #expect(after.text.contains("Your sign-in address is now new@example.com."))
      _ = try await signIn(api, "new@example.com")
    }
  }

  @Test(arguments: TestDatabase.available)
  func devicesAreListedAndSignedOutOneOrAllButThisOne(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      _ = try await api.signUp("jordan@example.com")
      let browser = try await signIn(api, "jordan@example.com")
      let phone = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"correct horse battery"}"#,
        headers: ["User-Agent": Self.safari])
      let phoneToken = try #require(phone.object["access_token"]?.stringValue)
      let app = try await api.request(
        .post, "/auth/v1/token?grant_type=password",
        json: #"{"email":"jordan@example.com","password":"correct horse battery"}"#,
        headers: [
          "User-Agent": "Compass/1 CFNetwork/1568 Darwin/24.0.0",
          "X-Client-Info": "compass-supabasekit/1",
        ])
      let appToken = try #require(app.object["access_token"]?.stringValue)
      let page = try await browser.get("/account").text
      #expect(page.components(separatedBy: "data-device").count - 1 == 4)
      #expect(page.contains("This device"))
      #expect(
        page.contains("Safari on iPhone") && page.contains("The Recruiting Compass app on iPhone"))
      #expect(page.contains("Sign out everywhere else"))

      let me = try await api.request(.get, "/auth/v1/user", token: phoneToken)
      let sessions = try await api.services.auth.store.sessions(
        of: try #require(UserID(me.object["id"]?.stringValue ?? "")))
      let safariSession = try #require(sessions.first { $0.device == "Safari on iPhone" })
      let ended = try await browser.submit(
        "/account/sessions/\(safariSession.id)/end", from: "/account", [])
      #expect(try await browser.followed(ended).text.contains("That device is signed out."))
      #expect(try await api.request(.get, "/auth/v1/user", token: phoneToken).status == 403)
      #expect(try await api.request(.get, "/auth/v1/user", token: appToken).status == 200)

      let stranger = try await signIn(api, try await strangerEmail(api))
      let appSession = try #require(
        sessions.first { $0.device?.hasPrefix("The Recruiting") == true })
      let foreign = try await stranger.submit(
        "/account/sessions/\(appSession.id)/end", from: "/account", [])
      #expect(foreign.status == 303)
      #expect(
        try await api.request(.get, "/auth/v1/user", token: appToken).status == 200,
        "another person's session id ends nothing")

      let all = try await browser.submit("/account/sessions/end-others", from: "/account", [])
      #expect(try await browser.followed(all).text.contains("Every other device is signed out."))
      #expect(try await api.request(.get, "/auth/v1/user", token: appToken).status == 403)
      #expect(try await browser.get("/account").status == 200, "this browser stays signed in")
    }
  }

  private func strangerEmail(_ api: TestAPI) async throws -> String {
    _ = try await api.signUp("stranger@example.com")
    return "stranger@example.com"
  }

  @Test func aConfirmedSignUpWaitsForItsMailOnTheWeb() async throws {
    try await TestServer.run(.sqlite, configure: Self.confirmingSignUps) { api in
      let browser = Browser(api)
      let made = try await browser.submit(
        "/signup", from: "/signup",
        [
          ("display_name", "Jordan Avery"), ("role", "athlete"), ("email", "jordan@example.com"),
          ("password", "correct horse battery"),
        ])
      #expect(made.status == 200 && made.text.contains("data-mail-sent"))
      let early = try await browser.submit(
        "/login", from: "/login",
        [("email", "jordan@example.com"), ("password", "correct horse battery")])
      #expect(early.status == 400 && early.text.contains("Confirm your address first"))
      #expect(early.text.contains(#"action="/mail/resend""#))
      let mail = try await api.lastMail(to: "jordan@example.com")
      let link = try #require(mail.linkPath)
      let confirmPath = try #require(try await browser.get(link).header("Location"))
      let confirmed = try await browser.submit(
        "/mail/confirm", from: confirmPath, [("token", try token(mail)), ("type", "signup")])
      #expect(confirmed.status == 303 && confirmed.header("Location") == "/events")
      #expect(try await browser.get("/events").status == 200)
    }
  }
}
