import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassServer
@testable import CompassWeb

/// What cannot be undone on the web asks first, in the phone's words: stopping sharing with a
/// school, revoking a coaches' link, removing a parent or leaving a family. Each button opens
/// the page's dialog (or, without script, a page asking the same) instead of posting.
@Suite("Web pages: the irreversible asks first, in the phone's words")
struct WebConfirmationTests {
  private typealias Browser = WebAuthTests.Browser

  /// The `confirm-link` partial for `question`, posting to `href`.
  private func asks(_ page: String, _ question: CompassDomain.Confirmation, at href: String) -> Bool
  {
    let escaped = { (text: String) in
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
    }
    return page.contains(#"href="\#(href)""#)
      && page.contains(#"data-confirm="\#(escaped(question.title))""#)
      && page.contains(#"data-confirm-text="\#(escaped(question.message))""#)
      && page.contains(#"data-confirm-label="\#(question.confirmLabel)""#)
      && !page.contains(#"<form method="post" action="\#(href)""#)
  }

  /// The page without script: the question, its message, and a form posting to `href`.
  private func confirmPage(
    _ browser: Browser, _ question: CompassDomain.Confirmation, at href: String
  )
    async throws -> Bool
  {
    let page = try await browser.get(href).text
    return page.contains(question.title.replacingOccurrences(of: "'", with: "&#39;"))
      && page.contains(question.message.replacingOccurrences(of: "'", with: "&#39;"))
      && page.contains(#"<form method="post" action="\#(href)""#)
      && page.contains(">\(question.confirmLabel)</button>")
  }

  @Test func stoppingSharingAndRevokingALinkAskFirst() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let school = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: family.a.token)["id"]?
          .stringValue)
      let file = try await api.storedFile("t.pdf", as: family.a.token)
      let document = try #require(
        try await api.insert(
          "documents",
          #"{"type":"transcript","title":"T","file_url":"\#(file)","shared_with_schools":["\#(school)"]}"#,
          as: family.a.token)["id"]?.stringValue)
      let link = try #require(
        try await ShareLinkTests.link(api, by: family.a, school: school).object["id"]?.stringValue)
      let athlete = try await Browser.familyMember(api, "a")
      let href = "/documents/\(document)"
      let page = try await athlete.get(href).text
      let stop = SchoolShares.stopSharing(with: "Georgia Tech")
      #expect(stop.title == "Stop sharing with Georgia Tech?")
      #expect(asks(page, stop, at: "\(href)/shares/\(school)/remove"))
      #expect(asks(page, ShareLinkText.revoke, at: "\(href)/links/\(link)/revoke"))
      #expect(try await confirmPage(athlete, stop, at: "\(href)/shares/\(school)/remove"))
      #expect(
        try await confirmPage(athlete, ShareLinkText.revoke, at: "\(href)/links/\(link)/revoke"))
      let shares = "documents?select=shared_with_schools"
      #expect(
        try await api.rest(.get, shares, as: family.a.token).rows.first?["shared_with_schools"]
          == .array([.string(school)]))
      let revoked = try await athlete.submit("\(href)/links/\(link)/revoke", from: href, [])
      #expect(revoked.status == 303)
      let removed = try await athlete.submit("\(href)/shares/\(school)/remove", from: href, [])
      #expect(removed.status == 303)
      #expect(
        try await api.rest(.get, shares, as: family.a.token).rows.first?["shared_with_schools"]
          == .array([]))
    }
  }

  @Test func removingAParentAndLeavingAFamilyAskFirst() async throws {
    try await TestServer.run(.sqlite) { api in
      let family = try await TestFamily.make(api)
      let athlete = try await Browser.familyMember(api, "a")
      let parent = try await Browser.familyMember(api, "p")
      let link = try #require(
        try await api.rest(
          .get, "family_links?select=id&parent_id=eq.\(family.p.id)", as: family.a.token
        )
        .rows.first?["id"]?.stringValue.flatMap(FamilyLinkRecord.ID.init))
      let p = FamilyMember(
        link: link, person: try #require(UserID(family.p.id)), name: "P", access: .edit)
      let a = FamilyMember(
        link: link, person: try #require(UserID(family.a.id)), name: "A", access: .edit)
      let removal = FamilyOverview(role: .athlete, members: [p]).removal(of: p)
      let leaving = FamilyOverview(role: .parent, members: [a]).removal(of: a)
      #expect(removal.title == "Remove P" && leaving.confirmLabel == "Leave")
      let href = "/family/links/\(link)/remove"
      #expect(asks(try await athlete.get("/family").text, removal, at: href))
      #expect(asks(try await parent.get("/family").text, leaving, at: href))
      #expect(try await confirmPage(athlete, removal, at: href))
      #expect(try await confirmPage(parent, leaving, at: href))
      #expect(
        try await api.rest(.get, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token)
          .rows.count == 1, "asking changes nothing")
      let removed = try await athlete.submit(href, from: "/family", [])
      #expect(removed.status == 303)
      #expect(
        try await api.rest(.get, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token)
          .rows.isEmpty)
    }
  }
}
