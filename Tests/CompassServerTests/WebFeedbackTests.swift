import CompassDomain
import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore
@testable import CompassWeb

/// The pages say when something worked and why nothing happened: a logged metric, a share,
/// a share with nothing ticked, a user with no schools; the spec's `/events/create` opens the
/// Create page; a report names the athlete, not the account's e-mail.
@Suite("Web pages: saying what happened")
struct WebFeedbackTests {
  private typealias Browser = WebAuthTests.Browser

  @Test func loggingAMetricSaysSo() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let logged = try await browser.submit(
        "/performance/metrics", from: "/performance",
        [
          ("metric_type", "velocity"), ("value", "86"), ("unit", "mph"),
          ("recorded_date", "2026-04-10"),
        ])
      #expect(logged.header("Location") == "/performance?logged=1")
      #expect(
        try await browser.get("/performance?logged=1").text.contains(MetricFormMessage.logged))
      #expect(!(try await browser.get("/performance").text.contains(MetricFormMessage.logged)))
    }
  }

  @Test func sharingSaysWhatHappenedAndNothingTickedIsRefused() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let csrf = try await browser.csrf(on: "/documents")
      let document =
        try await browser.upload(
          "/documents", fields: [("_csrf", csrf), ("title", "Resume"), ("type", "resume")],
          file: ("r.pdf", "application/pdf", SampleFiles.pdf())
        ).header("Location") ?? ""
      #expect(try await browser.get("\(document)?share=1").text.contains(SchoolShares.noSchools))
      let school = try await api.insert("schools", #"{"name":"Emory"}"#, as: token)
      let nothing = try await browser.submit("\(document)/shares", from: document, [])
      #expect(nothing.status == 400)
      #expect(nothing.text.contains(SchoolShares.nothingTicked))
      let shared = try await browser.submit(
        "\(document)/shares", from: document, [("school_ids[]", school["id"]?.stringValue ?? "")])
      let location = try #require(shared.header("Location"))
      #expect(location.hasSuffix("?shared=1#shares"))
      let page = try await browser.get(String(location.prefix { $0 != "#" }))
      #expect(page.text.contains(SchoolShares.sharedNotice(1)))
      #expect(try await browser.get("\(document)?share=1").text.contains(SchoolShares.allShared))
    }
  }

  @Test func theSpecsCreateAddressOpensTheCreatePage() async throws {
    try await TestServer.run(.sqlite) { api in
      let (browser, _) = try await Browser.signedIn(api)
      let create = try await browser.get("/events/create")
      #expect(create.status == 303)
      #expect(create.header("Location") == "/events/new")
    }
  }
}
