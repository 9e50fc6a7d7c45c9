import CompassModels
import CompassTestSupport
import Foundation
import NIOCore
import Testing

@testable import CompassServer

@Suite("Coaches' links: a private page per school, and what was opened")
struct ShareLinkTests {
  static let iPhone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

  /// Georgia Tech and UGA for A; a transcript file shared with Georgia Tech, a video shared
  /// with UGA, a resume shared with nobody; a verified and an unverified metric.
  struct Season {
    let tech: String
    let georgia: String
    let transcript: String
    let video: String
    let resume: String
  }

  static func season(_ api: TestAPI, _ family: TestFamily) async throws -> Season {
    let a = family.a.token
    let tech = try #require(
      try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: a)["id"]?.stringValue)
    let georgia = try #require(
      try await api.insert("schools", #"{"name":"UGA"}"#, as: a)["id"]?.stringValue)
    let upload = try await api.send(
      .post, "/storage/v1/object/documents/\(family.a.id)/transcript.pdf", token: a,
      body: ByteBuffer(bytes: SampleFiles.pdf("transcript")),
      headers: ["Content-Type": "application/pdf"])
    #expect(upload.status == 200)
    for name in ["clip.mp4", "resume.pdf"] {
      _ = try await api.storedFile(name, as: a, folder: family.a.id)
    }
    func document(_ json: String) async throws -> String {
      try #require(try await api.insert("documents", json, as: a)["id"]?.stringValue)
    }
    let transcript = try await document(
      #"{"type":"transcript","title":"Junior Transcript","file_url":"\#(family.a.id)/transcript.pdf","file_type":"application/pdf","shared_with_schools":["\#(tech)"]}"#
    )
    let video = try await document(
      #"{"type":"highlight_video","title":"Summer Highlights","file_url":"\#(family.a.id)/clip.mp4","file_type":"video/mp4","shared_with_schools":["\#(georgia)"]}"#
    )
    let resume = try await document(
      #"{"type":"resume","title":"Athletic Resume","file_url":"\#(family.a.id)/resume.pdf"}"#)
    try await api.insert(
      "performance_metrics",
      #"{"metric_type":"velocity","value":91,"unit":"mph","recorded_date":"2026-06-01","verified":true,"verified_by":"event"}"#,
      as: a)
    try await api.insert(
      "performance_metrics",
      #"{"metric_type":"sixty_time","value":6.9,"unit":"s","recorded_date":"2026-06-01"}"#,
      as: a)
    return Season(
      tech: tech, georgia: georgia, transcript: transcript, video: video, resume: resume)
  }

  static func link(
    _ api: TestAPI, by person: TestFamily.Account, school: String, _ extra: String = ""
  ) async throws -> TestReply {
    try await api.rest(
      .post, "rpc/create_share_link", as: person.token, json: #"{"school":"\#(school)"\#(extra)}"#)
  }

  static func path(_ reply: TestReply) throws -> String {
    let url = try #require(reply.object["url"]?.stringValue.flatMap(URL.init(string:)))
    return url.path
  }

  @Test(arguments: TestDatabase.available)
  func aLinkShowsOnlyWhatWasSharedWithItsSchool(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      _ = try await api.rest(
        .post, "athlete_profiles", as: family.a.token,
        json: #"{"graduation_year":2027,"positions":"Pitcher","sport":"Baseball"}"#)
      let season = try await Self.season(api, family)
      let made = try await Self.link(
        api, by: family.p, school: season.tech,
        #","athlete":"\#(family.a.id)","include_metrics":true,"days":30"#)
      #expect(made.status == 200)
      let page = try await api.request(.get, try Self.path(made))
      #expect(page.status == 200)
      #expect(page.text.contains("Junior Transcript"))
      #expect(!page.text.contains("Summer Highlights") && !page.text.contains("Athletic Resume"))
      #expect(page.text.contains("For the coaches of Georgia Tech"))
      #expect(page.text.contains("Class of 2027 · Pitcher · Baseball"))
      #expect(page.text.contains("Verified at an event") && page.text.contains("91"))
      #expect(!page.text.contains("6.9"), "an unverified number stays off the page")
      #expect(!page.text.contains("@family.test"), "never the family's e-mail")
      #expect(page.headers[.init("Referrer-Policy")!] == "no-referrer")
      #expect(page.headers[.init("X-Robots-Tag")!]?.contains("noindex") == true)
      #expect(page.text.contains(#"<meta name="robots" content="noindex"#))
      #expect(!page.text.contains("<script"), "works without JavaScript")

      let other = try await Self.link(api, by: family.a, school: season.georgia)
      let georgia = try await api.request(.get, try Self.path(other))
      #expect(georgia.text.contains("Summer Highlights"))
      #expect(!georgia.text.contains("Junior Transcript") && !georgia.text.contains("Verified"))
    }
  }

  @Test(arguments: TestDatabase.available)
  func documentsOpenAtThePagesOwnAddressAndEachOpeningIsRecorded(
    _ database: TestDatabase
  ) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let season = try await Self.season(api, family)
      let base = try Self.path(try await Self.link(api, by: family.a, school: season.tech))
      let browser = ["User-Agent": Self.iPhone]
      #expect(try await api.request(.get, base, headers: browser).status == 200)
      let viewed = try await api.request(
        .get, "\(base)/documents/\(season.transcript)", headers: browser)
      #expect(viewed.status == 200 && viewed.text.contains("<iframe"))
      #expect(!viewed.text.contains("storage/v1") && !viewed.text.contains(family.a.id))
      let file = try await api.request(
        .get, "\(base)/documents/\(season.transcript)/file?download=1", headers: browser)
      #expect(file.status == 200 && file.bytes == SampleFiles.pdf("transcript"))
      #expect(file.headers[.contentDisposition]?.contains("filename=\"transcript.pdf\"") == true)
      #expect(file.headers[.cacheControl] == "private, no-cache")
      #expect(!file.headers.contains { $0.value.contains(family.a.id) }, "no object key")
      let part = try await api.request(
        .get, "\(base)/documents/\(season.transcript)/file", headers: ["Range": "bytes=0-3"])
      #expect(part.status == 206 && part.text == "%PDF")
      for hidden in [season.video, season.resume, UUID().uuidString, "not-an-id"] {
        #expect(try await api.request(.get, "\(base)/documents/\(hidden)").status == 404)
        #expect(try await api.request(.get, "\(base)/documents/\(hidden)/file").status == 404)
      }

      let views = try await api.rest(
        .get, "share_link_views?select=kind,agent,document_id&order=occurred_at", as: family.p.token
      )
      #expect(views.rows.map { $0["kind"]?.stringValue } == ["page", "view", "download"])
      #expect(Set(views.rows.compactMap { $0["agent"]?.stringValue }) == ["Safari on iPhone"])
      #expect(views.rows.last?["document_id"]?.stringValue == season.transcript)
      for outsider in [family.b, family.q, family.u] {
        #expect(try await api.rest(.get, "share_link_views", as: outsider.token).rows.isEmpty)
        #expect(try await api.rest(.get, "share_links", as: outsider.token).rows.isEmpty)
      }
      #expect(try await api.rest(.get, "share_links", as: family.v.token).rows.count == 1)
    }
  }

  @Test(arguments: TestDatabase.available)
  func revokedExpiredAndGuessedLinksAllAnswerTheSameEmptyPage(_ database: TestDatabase)
    async throws
  {
    let clock = TestClock()
    try await TestServer.run(database, clock: clock) { api in
      let family = try await TestFamily.make(api)
      let season = try await Self.season(api, family)
      let guessed = try await api.request(.get, "/s/" + String(repeating: "A", count: 43))
      #expect(guessed.status == 404 && guessed.text.contains("This link is not available"))

      let revokedLink = try await Self.link(api, by: family.a, school: season.tech)
      let revokedPath = try Self.path(revokedLink)
      #expect(try await api.request(.get, revokedPath).status == 200)
      let id = try #require(revokedLink.object["id"]?.stringValue)
      let refused = try await api.rest(
        .patch, "share_links?id=eq.\(id)", as: family.v.token,
        json: #"{"revoked_at":"2026-01-01T00:00:00Z"}"#, prefer: "return=representation")
      #expect(refused.rows.isEmpty, "a view parent cannot revoke")
      _ = try await api.rest(
        .patch, "share_links?id=eq.\(id)", as: family.p.token,
        json: #"{"revoked_at":"\#(Timestamp.format(clock.now))"}"#)
      let revoked = try await api.request(.get, revokedPath)
      #expect(revoked.status == 404 && revoked.text == guessed.text)
      #expect(
        try await api.request(.get, "\(revokedPath)/documents/\(season.transcript)/file").status
          == 404)

      let expiring = try Self.path(
        try await Self.link(api, by: family.a, school: season.tech, #","days":7"#))
      clock.advance(by: 6 * 86_400)
      #expect(try await api.request(.get, expiring).status == 200)
      clock.advance(by: 2 * 86_400)
      let expired = try await api.request(.get, expiring)
      #expect(expired.status == 404 && expired.text == guessed.text)
    }
  }

  @Test(arguments: TestDatabase.available)
  func onlyTheAthleteAndEditParentsMakeLinksAndNothingWritesTheirRows(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let season = try await Self.season(api, family)
      let bSchool = try #require(
        try await api.insert("schools", #"{"name":"Emory"}"#, as: family.b.token)["id"]?
          .stringValue)
      for person in [family.v, family.q, family.u] {
        let refused = try await Self.link(
          api, by: person, school: season.tech, #","athlete":"\#(family.a.id)""#)
        #expect(refused.status == 403, "\(person.id)")
      }
      #expect(try await Self.link(api, by: family.a, school: bSchool).status == 403)
      #expect(
        try await Self.link(
          api, by: family.q, school: bSchool, #","athlete":"\#(family.b.id)""#
        ).status == 200)
      for body in [#","days":0"#, #","days":400"#, #","days":"ten"#, #","include_metrics":"yes""#] {
        #expect(try await Self.link(api, by: family.a, school: season.tech, body).status == 400)
      }
      let anonymous = try await api.request(
        .post, "/rest/v1/rpc/create_share_link", token: api.anonKey,
        json: #"{"school":"\#(season.tech)"}"#)
      #expect(anonymous.status == 401)

      let forged = try await api.rest(
        .post, "share_links", as: family.a.token,
        json: #"{"school_id":"\#(season.tech)","expires_at":"2030-01-01T00:00:00Z"}"#)
      #expect(forged.status == 403)
      let made = try await Self.link(api, by: family.a, school: season.tech)
      let id = try #require(made.object["id"]?.stringValue)
      for change in [
        #"{"expires_at":"2030-01-01T00:00:00Z"}"#, #"{"school_id":"\#(season.georgia)"}"#,
        #"{"user_id":"\#(family.b.id)"}"#,
      ] {
        let refused = try await api.rest(
          .patch, "share_links?id=eq.\(id)", as: family.a.token, json: change)
        #expect(refused.status == 403, "\(change)")
      }
      let relabelled = try await api.rest(
        .patch, "share_links?id=eq.\(id)", as: family.p.token,
        json: #"{"label":"E-mail to Coach Key","include_metrics":true}"#,
        prefer: "return=representation")
      #expect(relabelled.rows.first?["label"]?.stringValue == "E-mail to Coach Key")
      #expect(relabelled.rows.first?["token_hash"] == nil)

      _ = try await api.request(.get, try Self.path(made))
      let forgedView = try await api.rest(
        .post, "share_link_views", as: family.a.token,
        json: #"{"link_id":"\#(id)","kind":"download"}"#)
      #expect(forgedView.status == 403)
      let erased = try await api.rest(
        .delete, "share_link_views?kind=eq.page", as: family.a.token,
        prefer: "return=representation")
      #expect(erased.rows.isEmpty, "what was opened stays recorded")
      #expect(try await api.rest(.get, "share_link_views", as: family.a.token).rows.count == 1)
    }
  }
}
