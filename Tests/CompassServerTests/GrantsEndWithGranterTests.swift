import CompassModels
import Foundation
import NIOCore
import Testing

@testable import CompassServer

/// Whatever a person made to share (a coaches' link, a signed URL, a calendar feed) stops when
/// their own access stops, and a coach's file stops with the link or the sharing behind it.
@Suite("Access a person granted ends when their own access ends")
struct GrantsEndWithGranterTests {
  private struct Shared {
    let school: String
    let document: String
    let file: String
  }

  /// A school of A's and a transcript of A's shared with it, filed by edit parent P.
  private func shared(_ api: TestAPI, _ family: TestFamily) async throws -> Shared {
    let school = try #require(
      try await api.insert(
        "schools", #"{"user_id":"\#(family.a.id)","name":"Georgia Tech"}"#, as: family.p.token)[
          "id"]?.stringValue)
    let file = try await api.storedFile("transcript.pdf", as: family.p.token, folder: family.a.id)
    let document = try #require(
      try await api.insert(
        "documents",
        #"{"user_id":"\#(family.a.id)","type":"transcript","title":"T","file_url":"\#(file)","shared_with_schools":["\#(school)"]}"#,
        as: family.p.token)["id"]?.stringValue)
    return Shared(school: school, document: document, file: file)
  }

  private func signedURL(_ api: TestAPI, _ file: String, as token: String) async throws -> String {
    let reply = try await api.send(
      .post, "/storage/v1/object/sign/documents/\(file)", token: token,
      body: ByteBuffer(string: #"{"expiresIn":315360000}"#),
      headers: ["Content-Type": "application/json"])
    return "/storage/v1" + (try #require(reply.object["signedURL"]?.stringValue))
  }

  private func removeParent(_ api: TestAPI, _ family: TestFamily) async throws {
    let removed = try await api.rest(
      .delete, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token,
      prefer: "return=representation")
    #expect(removed.rows.count == 1)
  }

  @Test(arguments: TestDatabase.available)
  func aRemovedParentsLinksSignedURLsAndFeedsStopAtOnceAndStayStopped(
    _ database: TestDatabase
  ) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let shared = try await shared(api, family)
      let parentsLink = try ShareLinkTests.path(
        try await ShareLinkTests.link(
          api, by: family.p, school: shared.school, #","athlete":"\#(family.a.id)""#))
      let athletesLink = try ShareLinkTests.path(
        try await ShareLinkTests.link(api, by: family.a, school: shared.school))
      let parentsURL = try await signedURL(api, shared.file, as: family.p.token)
      let athletesURL = try await signedURL(api, shared.file, as: family.a.token)
      let adminURL = try await signedURL(api, shared.file, as: api.serviceKey)
      let feed = try #require(
        try await api.rest(
          .post, "rpc/create_calendar_feed", as: family.p.token,
          json: #"{"athlete":"\#(family.a.id)"}"#
        ).object["url"]?.stringValue.flatMap(URL.init(string:))?.path)
      for path in [parentsLink, parentsURL, feed, athletesLink, athletesURL, adminURL] {
        #expect(try await api.request(.get, path).status == 200, "\(path) before")
      }

      try await removeParent(api, family)
      for path in [
        parentsLink, "\(parentsLink)/documents/\(shared.document)/file", parentsURL, feed,
      ] {
        let after = try await api.request(.get, path)
        #expect(after.status == 404 || after.status == 400, "\(path) after: \(after.status)")
        #expect(!after.text.contains("%PDF"))
      }
      for path in [athletesLink, athletesURL, adminURL] {
        #expect(try await api.request(.get, path).status == 200, "\(path) is not the parent's")
      }
      let links = try await api.rest(
        .get, "share_links?select=created_by,revoked_at", as: family.a.token
      ).rows
      let revoked = Dictionary(
        uniqueKeysWithValues: links.map { ($0["created_by"]?.stringValue ?? "", $0["revoked_at"]) })
      #expect(revoked[family.p.id] != .null, "the parent's link says it is revoked")
      #expect(revoked[family.a.id] == .null)

      try await api.link(inviter: family.a, invitee: family.p, access: "edit")
      #expect(
        try await api.request(.get, parentsLink).status == 404, "linking again revives nothing")
      #expect(try await api.request(.get, feed).status == 404)
    }
  }

  @Test(arguments: TestDatabase.available)
  func aParentLoweredToViewNoLongerSharesThroughTheirLinks(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let shared = try await shared(api, family)
      let link = try ShareLinkTests.path(
        try await ShareLinkTests.link(
          api, by: family.p, school: shared.school, #","athlete":"\#(family.a.id)""#))
      #expect(try await api.request(.get, link).status == 200)
      let lowered = try await api.rest(
        .patch, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token,
        json: #"{"access":"view"}"#)
      #expect(lowered.status == 204)
      #expect(try await api.request(.get, link).status == 404)
      _ = try await api.rest(
        .patch, "family_links?parent_id=eq.\(family.p.id)", as: family.a.token,
        json: #"{"access":"edit"}"#)
      #expect(try await api.request(.get, link).status == 404)
    }
  }

  /// A coach's file has no grace period: the next range a player asks for after the link is
  /// revoked or the document unshared is refused.
  @Test(arguments: TestDatabase.available)
  func aCoachsFileStopsWithTheLinkOrTheSharing(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let shared = try await shared(api, family)
      let made = try await ShareLinkTests.link(api, by: family.a, school: shared.school)
      let id = try #require(made.object["id"]?.stringValue)
      let file = try ShareLinkTests.path(made) + "/documents/\(shared.document)/file"
      let range = ["Range": "bytes=0-3"]
      #expect(try await api.request(.get, file, headers: range).status == 206)
      _ = try await api.rest(
        .patch, "documents?id=eq.\(shared.document)", as: family.a.token,
        json: #"{"shared_with_schools":[]}"#)
      #expect(try await api.request(.get, file, headers: range).status == 404)
      _ = try await api.rest(
        .patch, "documents?id=eq.\(shared.document)", as: family.a.token,
        json: #"{"shared_with_schools":["\#(shared.school)"]}"#)
      #expect(try await api.request(.get, file, headers: range).status == 206)
      _ = try await api.rest(
        .patch, "share_links?id=eq.\(id)", as: family.a.token,
        json: #"{"revoked_at":"2026-01-01T00:00:00Z"}"#)
      #expect(try await api.request(.get, file, headers: range).status == 404)
    }
  }
}
