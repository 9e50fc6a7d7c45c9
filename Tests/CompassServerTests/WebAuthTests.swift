import CompassDomain
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import CompassServer
@testable import CompassWeb

@Suite("Web pages: sign-in, sign-up and sign-out")
struct WebAuthTests {
  /// A browser: keeps the cookies it is given and sends them back.
  final class Browser: @unchecked Sendable {
    let api: TestAPI
    private var cookies: [String: String] = [:]

    init(_ api: TestAPI) { self.api = api }

    var cookieHeader: String {
      cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
    }

    /// Sets a cookie as the page script would.
    func setCookie(_ name: String, _ value: String) { cookies[name] = value }

    func get(_ path: String) async throws -> TestReply {
      try await send(.get, path, form: nil)
    }

    /// Posts `form` as a page just drawn would: with a new `submission` id unless the form
    /// names one (a test repeating a form passes the same id again).
    func post(_ path: String, _ form: [(String, String)]) async throws -> TestReply {
      try await send(.post, path, form: Self.drawn(form))
    }

    /// `fields` with the `submission` id every page gives its forms, unless they carry one.
    static func drawn(_ fields: [(String, String)]) -> [(String, String)] {
      fields.contains { $0.0 == "submission" }
        ? fields : fields + [("submission", UUID().uuidString)]
    }

    /// The CSRF token of the first form on `path`.
    func csrf(on path: String) async throws -> String {
      let page = try await get(path).text
      guard let range = page.range(of: #"name="_csrf" value=""#) else { return "" }
      return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    private func send(_ method: HTTPRequest.Method, _ path: String, form: [(String, String)]?)
      async throws -> TestReply
    {
      let body = form.map { fields in
        ByteBuffer(
          string: fields.map {
            "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
          }.joined(separator: "&"))
      }
      return try await send(
        method, path, body: body,
        headers: form == nil ? [:] : ["Content-Type": "application/x-www-form-urlencoded"])
    }

    /// Any request with this browser's cookies; keeps the cookies it is given.
    func send(
      _ method: HTTPRequest.Method, _ path: String, body: ByteBuffer?, headers: [String: String]
    ) async throws -> TestReply {
      var headers = headers
      if !cookies.isEmpty { headers["Cookie"] = cookieHeader }
      let reply = try await api.send(method, path, token: nil, body: body, headers: headers)
      for cookie in reply.headers[values: .setCookie] {
        let pair = cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
        let name = String(pair[0])
        let value = pair.count > 1 ? String(pair[1]) : ""
        if value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
      }
      return reply
    }
  }

  @Test func theSignInPageCarriesItsSecurityHeadersAndAFormToken() async throws {
    try await TestServer.run(.sqlite) { api in
      let reply = try await Browser(api).get("/login")
      #expect(reply.status == 200)
      #expect(reply.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
      #expect(reply.header("Content-Security-Policy")?.contains("unsafe-inline") == false)
      #expect(reply.header("X-Content-Type-Options") == "nosniff")
      let cookie = try #require(reply.headers[values: .setCookie].first)
      #expect(cookie.hasPrefix("compass_csrf="))
      #expect(cookie.contains("HttpOnly"))
      #expect(cookie.contains("SameSite=Lax"))
      #expect(reply.text.contains(#"<label for="email">Email</label>"#))
      #expect(reply.text.contains(#"<link rel="stylesheet" href="/static/app.css?v="#))
      #expect(!reply.text.contains("<script>"))
      #expect(reply.text.contains(#"<script src="/static/app.js?v="#))
    }
  }

  @Test func signingUpInAndOutMovesBetweenThePages() async throws {
    try await TestServer.run(.sqlite) { api in
      let browser = Browser(api)
      let nameless = try await browser.post(
        "/signup",
        [
          ("_csrf", try await browser.csrf(on: "/signup")), ("display_name", "  "),
          ("role", "parent"), ("email", "new@example.com"), ("password", "long enough"),
        ])
      #expect(nameless.status == 400)
      #expect(nameless.text.contains(SignUpProfile.nameMissing))
      #expect(nameless.text.contains(#"value="new@example.com""#))
      #expect(nameless.text.contains(#"value="parent" checked"#))
      let weak = try await browser.post(
        "/signup",
        [
          ("_csrf", try await browser.csrf(on: "/signup")), ("display_name", "Dana Avery"),
          ("role", "parent"), ("email", "new@example.com"), ("password", "short"),
        ])
      #expect(weak.status == 400)
      #expect(weak.text.contains("Password should be at least 8 characters."))
      #expect(weak.text.contains(#"value="new@example.com""#))
      #expect(weak.text.contains(#"value="Dana Avery""#))
      let created = try await browser.post(
        "/signup",
        [
          ("_csrf", try await browser.csrf(on: "/signup")), ("display_name", " Dana Avery "),
          ("role", "parent"), ("email", "new@example.com"), ("password", "long enough"),
        ])
      #expect(created.status == 303)
      let roles = try await api.services.database.withConnection { connection in
        try await connection.raw("SELECT role FROM profiles WHERE display_name = 'Dana Avery'")
          .all().map { try $0.decode(column: "role", as: String.self) }
      }
      #expect(roles == ["parent"], "the name is saved trimmed with the role chosen")
      #expect(created.header("Location") == "/events")
      #expect((try await browser.get("/")).header("Location") == "/events")
      #expect((try await browser.get("/login")).header("Location") == "/events")
      let refused = try await browser.post("/logout", [("_csrf", "forged")])
      #expect(refused.status == 403)
      #expect((try await browser.get("/")).header("Location") == "/events")
      let secret = try await sessionCSRF(api, browser)
      #expect((try await browser.post("/logout", [("_csrf", secret)])).status == 403)
      let out = try await browser.post("/logout", [("_csrf", FormToken.masked(secret))])
      #expect(out.status == 303)
      #expect((try await browser.get("/")).header("Location") == "/login")
      let back = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "NEW@example.com"),
          ("password", "long enough"),
        ])
      #expect(back.header("Location") == "/events")
    }
  }

  @Test func aRefusedSignInKeepsTheEmailAndSaysWhy() async throws {
    try await TestServer.run(.sqlite) { api in
      _ = try await api.signUp("athlete@example.com")
      let browser = Browser(api)
      let noToken = try await browser.post(
        "/login", [("email", "athlete@example.com"), ("password", "correct horse battery")])
      #expect(noToken.status == 403)
      #expect(noToken.text.contains("Your form expired. Please try again."))
      let wrong = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "athlete@example.com"),
          ("password", "nope nope"),
        ])
      #expect(wrong.status == 400)
      #expect(wrong.text.contains("Invalid login credentials"))
      #expect(wrong.text.contains(#"value="athlete@example.com""#))
      #expect(!wrong.text.contains("nope nope"))
      for _ in 0..<4 {
        _ = try await browser.post(
          "/login",
          [
            ("_csrf", try await browser.csrf(on: "/login")), ("email", "athlete@example.com"),
            ("password", "nope nope"),
          ])
      }
      let locked = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "athlete@example.com"),
          ("password", "correct horse battery"),
        ])
      #expect(locked.status == 429)
      #expect(locked.header("Retry-After") != nil)
    }
  }

  @Test func typedTextIsEscapedAndRedirectsStayOnTheSite() async throws {
    try await TestServer.run(.sqlite) { api in
      let browser = Browser(api)
      let reply = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")),
          ("email", #""><script>alert(1)</script>"#), ("password", "x"),
        ])
      #expect(!reply.text.contains("<script>alert(1)</script>"))
      #expect(reply.text.contains("&lt;script&gt;"))
      #expect(WebAuthController.localTarget("//evil.example/").text == "/events")
      #expect(WebAuthController.localTarget("https://evil.example/").text == "/events")
      #expect(WebAuthController.localTarget("/\\evil.example").text == "/events")
      #expect(
        WebAuthController.localTarget("/performance?type=era").text == "/performance?type=era")
    }
  }

  @Test func signingOutEverywhereEndsTheBrowserSessionToo() async throws {
    try await TestServer.run(.sqlite) { api in
      let user = try await api.signUp("everywhere@example.com")
      let browser = Browser(api)
      _ = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "everywhere@example.com"),
          ("password", "correct horse battery"),
        ])
      #expect((try await browser.get("/")).header("Location") == "/events")
      _ = try await api.request(
        .post, "/auth/v1/logout?scope=global", token: user.token,
        headers: ["X-Supabase-Api-Version": "2024-01-01"])
      #expect((try await browser.get("/")).header("Location") == "/login")
    }
  }

  /// The secret behind the signed-in browser's form tokens, as the server keeps it.
  private func sessionCSRF(_ api: TestAPI, _ browser: Browser) async throws -> String {
    let cookie = browser.cookieHeader
    let token =
      cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix("compass_session=") }?.dropFirst("compass_session=".count) ?? ""
    return try await api.services.webSessions.store.webSession(token: String(token))?.csrf ?? ""
  }
}
