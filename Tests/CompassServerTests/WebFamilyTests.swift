import CompassDomain
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// The Family page: an athlete invites a parent, the parent joins from the link, the athlete
/// sets the parent's access, a wrong code is refused with what was typed kept, and leaving ends
/// the link; everything through the same rules as `/rest/v1`.
@Suite("Web pages: family")
struct WebFamilyTests {
  private func signedIn(_ api: TestAPI, _ email: String, name: String, role: String)
    async throws -> WebAuthTests.Browser
  {
    _ = try await api.signUp(email, data: #"{"display_name":"\#(name)","role":"\#(role)"}"#)
    let browser = WebAuthTests.Browser(api)
    _ = try await browser.post(
      "/login",
      [
        ("_csrf", try await browser.csrf(on: "/login")), ("email", email),
        ("password", "correct horse battery"),
      ])
    return browser
  }

  /// The text between `start` and the next `end` after it.
  private func text(in page: String, after start: String, until end: String) -> String? {
    guard let from = page.range(of: start)?.upperBound,
      let to = page[from...].range(of: end)?.lowerBound
    else { return nil }
    return String(page[from..<to])
  }

  /// Issue 38, item 11: an invite link opened while signed out leads to creating an account
  /// (saying why), and after it to the join form at the top of Family, filled in, even for
  /// someone already in another family.
  @Test func anInviteLinkLeadsToSignUpAndThenToJoiningFirst() async throws {
    try await TestServer.run(.sqlite) { api in
      let jordan = try await signedIn(api, "jordan@example.com", name: "Jordan", role: "athlete")
      let made = try await jordan.followed(
        try await jordan.post(
          "/family/invites",
          [
            ("_csrf", try await jordan.csrf(on: "/family")), ("access", "edit"), ("email", ""),
            ("submission", "\(UUID())"),
          ]))
      let code = try #require(text(in: made.text, after: #"<p class="code"><strong>"#, until: "<"))
      let visitor = WebAuthTests.Browser(api)
      let opened = try await visitor.get("/join/\(code)")
      let signUp = "/signup?next=%2Fjoin%2F\(code)"
      #expect(opened.status == 303 && opened.header("Location") == signUp)
      let page = try await visitor.get(signUp)
      #expect(page.text.contains(AuthPage.invitedText))
      #expect(page.text.contains("/login?next=%2Fjoin%2F"), "signing in instead keeps the invite")
      #expect(!page.text.contains(" checked>"), "athlete or parent is asked, not assumed")
      let unanswered = try await visitor.post(
        signUp,
        [
          ("_csrf", try await visitor.csrf(on: signUp)), ("display_name", "Dana"),
          ("email", "dana@example.com"), ("password", "long enough"),
        ])
      #expect(unanswered.status == 400 && unanswered.text.contains(SignUpProfile.roleMissing))
      #expect(unanswered.text.contains(#"value="Dana""#), "what was typed stays")
      let created = try await visitor.post(
        signUp,
        [
          ("_csrf", try await visitor.csrf(on: signUp)), ("display_name", "Dana"),
          ("role", "parent"), ("email", "dana@example.com"), ("password", "long enough"),
        ])
      #expect(created.header("Location") == "/join/\(code)")
      let join = try await visitor.get("/join/\(code)").text
      #expect(join.contains(#"value="\#(code)""#))
      #expect(join.contains("You were invited with this code."))

      let riley = try await signedIn(api, "riley@example.com", name: "Riley", role: "athlete")
      let joined = try await visitor.post(
        "/family/join", [("_csrf", try await visitor.csrf(on: "/family")), ("code", code)])
      #expect(joined.status == 303)
      let second = try await riley.followed(
        try await riley.post(
          "/family/invites",
          [
            ("_csrf", try await riley.csrf(on: "/family")), ("access", "view"), ("email", ""),
            ("submission", "\(UUID())"),
          ]))
      let rileys = try #require(
        text(in: second.text, after: #"<p class="code"><strong>"#, until: "<"))
      let family = try await visitor.get("/join/\(rileys)").text
      let joinAt = try #require(family.range(of: "join-title")?.lowerBound)
      let membersAt = try #require(family.range(of: "members-title")?.lowerBound)
      #expect(joinAt < membersAt, "a parent already in a family finds the join form first")
      #expect(family.contains(#"button-primary" type="submit">Join"#))
      #expect(
        try await visitor.get("/family").text.contains(#"button-secondary" type="submit">Join"#))
    }
  }

  @Test func anAthleteInvitesAParentWhoJoinsFromTheLink() async throws {
    try await TestServer.run(.sqlite) { api in
      let jordan = try await signedIn(api, "jordan@example.com", name: "Jordan", role: "athlete")
      let dana = try await signedIn(api, "dana@example.com", name: "Dana", role: "parent")
      #expect(try await jordan.get("/family").text.contains("No parents yet."))
      let token = try await jordan.csrf(on: "/family")
      let badEmail = try await jordan.post(
        "/family/invites", [("_csrf", token), ("access", "edit"), ("email", "not-an-email")])
      #expect(badEmail.status == 400 && badEmail.text.contains("Enter an e-mail address"))
      let form = [("_csrf", token), ("access", "edit"), ("email", ""), ("submission", "\(UUID())")]
      let made = try await jordan.followed(try await jordan.post("/family/invites", form))
      #expect(made.status == 200)
      let resent = try await jordan.post("/family/invites", form)
      #expect(resent.status == 303 && resent.header("Location") == "/family")
      #expect(
        try await jordan.get("/family").text.components(separatedBy: "for anyone with the code")
          .count == 2, "the same form sent again made no second invite, and the code shows once")
      let code = try #require(text(in: made.text, after: #"<p class="code"><strong>"#, until: "<"))
      #expect(code.count == 9 && made.text.contains("/join/\(code)"))
      #expect(made.text.contains("Can edit · for anyone with the code"))

      let joinPage = try await dana.get("/join/\(code)").text
      #expect(joinPage.contains(#"value="\#(code)""#), "the link fills in the code")
      let danaToken = try await dana.csrf(on: "/family")
      let wrong = try await dana.post(
        "/family/join", [("_csrf", danaToken), ("code", "ABCD-2345")])
      #expect(wrong.status == 400 && wrong.text.contains("not valid"))
      #expect(wrong.text.contains(#"value="ABCD-2345""#), "what was typed is kept")
      let joined = try await dana.followed(
        try await dana.post("/family/join", [("_csrf", danaToken), ("code", code)]))
      #expect(joined.text.contains("You joined the family."))
      #expect(joined.text.contains("<strong>Jordan</strong>"))
      #expect(
        joined.text.contains("Leave Jordan&#39;s family")
          || joined.text.contains("Leave Jordan's family"))
      #expect(!joined.text.contains("/access\""), "only the athlete changes access")

      let athleteView = try await jordan.get("/family").text
      #expect(athleteView.contains("<strong>Dana</strong>"))
      #expect(!athleteView.contains("Open invites"), "the used invite is no longer open")
      let link = try #require(text(in: athleteView, after: #"action="/family/links/"#, until: "/"))
      let changed = try await jordan.post(
        "/family/links/\(link)/access", [("_csrf", token), ("access", "view")])
      #expect(changed.status == 303)
      #expect(try await dana.get("/family").text.contains("View only"))
      let hijack = try await dana.post(
        "/family/links/\(link)/access", [("_csrf", danaToken), ("access", "edit")])
      #expect(hijack.status == 303)
      #expect(try await jordan.get("/family").text.contains("View only"), "a parent cannot")

      let left = try await dana.post("/family/links/\(link)/remove", [("_csrf", danaToken)])
      #expect(left.status == 303)
      #expect(try await jordan.get("/family").text.contains("No parents yet."))
    }
  }

  @Test func anOpenInviteIsRevokedAndThenRefused() async throws {
    try await TestServer.run(.sqlite) { api in
      let jordan = try await signedIn(api, "jordan@example.com", name: "Jordan", role: "athlete")
      let dana = try await signedIn(api, "dana@example.com", name: "Dana", role: "parent")
      let token = try await jordan.csrf(on: "/family")
      let made = try await jordan.followed(
        try await jordan.post(
          "/family/invites",
          [("_csrf", token), ("access", "view"), ("email", "dana@example.com")]))
      let code = try #require(text(in: made.text, after: #"<p class="code"><strong>"#, until: "<"))
      let page = try await jordan.get("/family").text
      #expect(page.contains("View only · for dana@example.com"))
      let invite = try #require(
        text(in: page, after: #"action="/family/invites/"#, until: "/revoke"))
      _ = try await jordan.post("/family/invites/\(invite)/revoke", [("_csrf", token)])
      #expect(!(try await jordan.get("/family").text.contains("Open invites")))
      let refused = try await dana.post(
        "/family/join", [("_csrf", try await dana.csrf(on: "/family")), ("code", code)])
      #expect(refused.status == 400)
    }
  }
}
