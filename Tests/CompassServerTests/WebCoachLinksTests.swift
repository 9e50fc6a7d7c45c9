import CompassModels
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

@Suite("Document Detail: coaches' links made, shown once, watched and revoked on the web")
struct WebCoachLinksTests {
  @Test(arguments: TestDatabase.available)
  func aParentMakesALinkSeesItOnceAndSeesWhatCoachesOpened(_ database: TestDatabase)
    async throws
  {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let family = try await TestFamily.make(api)
      let season = try await ShareLinkTests.season(api, family)
      let parent = try await WebAuthTests.Browser.familyMember(api, "p")
      let page = "/for/\(family.a.id)/documents/\(season.transcript)"
      let before = try await parent.get(page)
      #expect(
        before.text.contains("Coaches' links")
          && before.text.contains("Make a link for Georgia Tech"))
      #expect(!before.text.contains("Make a link for UGA"), "only the schools it is shared with")

      let refused = try await parent.submit(
        "\(page)/links", from: page, [("school", season.georgia), ("days", "90")])
      #expect(refused.status == 400)
      #expect(refused.text.contains("Share the document with the school first"))
      let tooLong = try await parent.submit(
        "\(page)/links", from: page, [("school", season.tech), ("days", "900")])
      #expect(tooLong.status == 400 && tooLong.text.contains("1 to 365 days"))

      let posted = try await parent.submit(
        "\(page)/links", from: page,
        [
          ("school", season.tech), ("days", "30"), ("include_metrics", "on"),
          ("label", "Coach Key"),
        ])
      #expect(posted.status == 303)
      let made = try await parent.followed(posted)
      let url = try #require(made.inputValue("coach-link") ?? coachLink(in: made.text))
      let path = try #require(URL(string: url)?.path)
      #expect(path.hasPrefix("/s/"))
      let again = try await parent.get(page)
      #expect(!again.text.contains(path), "the link is shown once")
      #expect(again.text.contains("Coach Key (Georgia Tech)"))
      #expect(again.text.contains("shows verified numbers"))

      let coach = ["User-Agent": ShareLinkTests.iPhone]
      _ = try await api.request(.get, path, headers: coach)
      _ = try await api.request(.get, "\(path)/documents/\(season.transcript)", headers: coach)
      _ = try await api.request(.get, "\(path)/documents/\(season.transcript)", headers: coach)
      clock.advance(by: 120)
      _ = try await api.request(.get, "\(path)/documents/\(season.transcript)", headers: coach)
      _ = try await api.request(
        .get, "\(path)/documents/\(season.transcript)", headers: ["User-Agent": "Slackbot 1.0"])
      let watched = try await parent.get(page)
      #expect(
        watched.text.contains("Viewed through the Georgia Tech link · 2 times · last on"),
        "a reload within a minute is one look, and a chat app's link preview is none")

      let newVersion = try await parent.upload(
        "\(page)/versions", fields: [("_csrf", try await parent.csrf(on: page))],
        file: (name: "v2.pdf", type: "application/pdf", bytes: SampleFiles.pdf("v2")))
      let current = try #require(newVersion.header("Location"))
      #expect(current != page)
      #expect(
        try await parent.get(current).text.contains(
          "Viewed through the Georgia Tech link · 2 times"),
        "a new version keeps what coaches opened of the earlier one")

      let schools = try await parent.get("/for/\(family.a.id)/schools")
      #expect(
        schools.text.contains(
          "Page opened once · documents viewed 2 times · last on"),
        "the Schools page sums up each school's links")
      #expect(schools.text.contains("from Safari on iPhone"))
      #expect(schools.text.contains("Coach Key (Georgia Tech)"))

      let viewer = try await WebAuthTests.Browser.familyMember(api, "v")
      let readOnly = try await viewer.get(current)
      #expect(readOnly.text.contains("Viewed through the Georgia Tech link"))
      #expect(!readOnly.text.contains("Make a link for") && !readOnly.text.contains(">Revoke<"))

      let link = try #require(
        try await api.rest(.get, "share_links?select=id", as: family.a.token).rows.first?["id"]?
          .stringValue)
      let revoked = try await parent.submit(
        "\(current)/links/\(link)/revoke", from: current, [])
      #expect(revoked.status == 303)
      #expect(try await api.request(.get, path).status == 404)
      #expect(try await parent.get(current).text.contains("Revoked"))
    }
  }

  private func coachLink(in html: String) -> String? {
    guard let range = html.range(of: #"id="coach-link" type="text" readonly value=""#) else {
      return nil
    }
    return String(html[range.upperBound...].prefix { $0 != "\"" })
  }
}
