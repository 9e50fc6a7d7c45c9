import CompassModels
import Foundation
import Testing

@testable import CompassHTTP
@testable import CompassServer
@testable import CompassStore
@testable import CompassWeb

/// Targets a request names (`next`, `back`) stay on this site whatever the trick, and a
/// signed-out form's token must be one the server issued.
@Suite("Web: redirect targets and signed-out form tokens")
struct WebRedirectTests {
  private typealias Browser = WebAuthTests.Browser

  /// Each as the query value would arrive once decoded by the server; all leave the site.
  static let offSite = [
    "//evil.example/", "///evil.example/", "/\t/evil.example/", "/\n/evil.example",
    "/\r/evil.example",
    "/\\evil.example", "\\\\evil.example", "/%2F/evil.example", "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%09/evil.example/", "/%0A/evil.example", "/%0D%0A/evil.example", "https://evil.example/",
    "http:evil.example", "javascript:alert(1)", "data:text/html,x", "evil.example", " /events",
    "/events\u{0}", "/\u{0}/evil.example", "/ /evil.example", "/\u{A0}/evil.example",
    "/\u{2028}/evil.example", "/\u{200B}/evil.example", "/\u{FEFF}/evil.example",
    "/%E2%80%A8/evil.example",
    "", "events", String(repeating: "/a", count: 1_100),
  ]

  static let onSite = [
    "/events", "/events?type=showcase&sort=name", "/performance?type=era", "/events?q=a%20b",
    "/documents/123", "/events?q=100%25", "/events#results",
  ]

  @Test(arguments: offSite)
  func anOffSiteTargetFallsBackToTheDefault(_ target: String) {
    #expect(LocalPath.validated(target) == nil)
    #expect(WebAuthController.localTarget(target).text == "/events")
  }

  @Test(arguments: onSite)
  func aPathOnThisSiteIsKept(_ target: String) {
    #expect(LocalPath.validated(target) == target)
  }

  @Test func signInNeverSendsTheBrowserOffSite() async throws {
    try await TestServer.run(.sqlite) { api in
      _ = try await api.signUp("redirect@example.com")
      for target in Self.offSite {
        let browser = Browser(api)
        let reply = try await browser.post(
          "/login?next=\(QueryString.encode(target))",
          [
            ("_csrf", try await browser.csrf(on: "/login")), ("email", "redirect@example.com"),
            ("password", "correct horse battery"),
          ])
        #expect(reply.status == 303 && reply.header("Location") == "/events", "next=\(target)")
      }
      let browser = Browser(api)
      let kept = try await browser.post(
        "/login?next=\(QueryString.encode("/performance?type=era"))",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "redirect@example.com"),
          ("password", "correct horse battery"),
        ])
      #expect(kept.header("Location") == "/performance?type=era")
    }
  }

  @Test func backLinksOnConfirmPagesStayOnTheSite() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let event = try await api.insert(
        "events", #"{"name":"Camp","type":"camp","start_date":"2026-05-01"}"#, as: token)
      let metric = try await api.insert(
        "performance_metrics",
        #"{"metric_type":"era","value":2.5,"recorded_date":"2026-05-01"}"#, as: token)
      let pages = [
        "/metrics/\(metric["id"]?.stringValue ?? "")/delete",
        "/events/\(event["id"]?.stringValue ?? "")/delete",
      ]
      for page in pages {
        for target in Self.offSite {
          let reply = try await browser.get("\(page)?back=\(QueryString.encode(target))")
          #expect(reply.status == 200, "\(page) back=\(target)")
          // The layout's own `#main` skip link and empty `data:,` icon are not targets.
          for href in reply.text.hrefs where !href.hasPrefix("#") && href != "data:," {
            #expect(LocalPath.validated(href) != nil, "\(page) back=\(target): href \(href)")
          }
          #expect(!reply.text.contains("evil.example"), "\(page) back=\(target)")
        }
      }
    }
  }

  @Test func aPlantedFormTokenCookieDoesNotPass() async throws {
    try await TestServer.run(.sqlite) { api in
      _ = try await api.signUp("planted@example.com")
      for planted in [
        "x", String(repeating: "a", count: 43), String(repeating: "a", count: 43) + ".b",
      ] {
        let reply = try await api.send(
          .post, "/login", token: nil,
          body: .init(
            string:
              "_csrf=\(QueryString.encode(FormToken.masked(planted)))&email=planted%40example.com&password=correct+horse+battery"
          ),
          headers: [
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": "compass_csrf=\(planted)",
          ])
        #expect(reply.status == 403, "planted \(planted)")
        #expect(reply.header("Set-Cookie")?.contains("compass_session=") != true)
      }
      let browser = Browser(api)
      let signedIn = try await browser.post(
        "/login",
        [
          ("_csrf", try await browser.csrf(on: "/login")), ("email", "planted@example.com"),
          ("password", "correct horse battery"),
        ])
      #expect(signedIn.status == 303)
    }
  }
}

extension String {
  /// The `href` values of the links in this HTML, entities decoded.
  fileprivate var hrefs: [String] {
    components(separatedBy: #"href=""#).dropFirst().map {
      String($0.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
        .replacingOccurrences(of: "&#39;", with: "'")
    }
  }
}
