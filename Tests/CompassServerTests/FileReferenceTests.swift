import CompassModels
import Foundation
import NIOCore
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// A document's row names its file; that name never reaches more than the row's own athlete has.
@Suite("A document's file is its own athlete's: no row, link or coach reaches another's bytes")
struct FileReferenceTests {
  private static let victimBytes = "%PDF-1.4 victim's transcript"

  @Test(arguments: TestDatabase.available)
  func aDocumentNamesOnlyAnExistingFileInItsOwnAthletesFolder(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let stranger = try await api.signUp("stranger@example.com")
      let victims = try await api.storedFile("transcript.pdf", as: family.b.token)
      let own = try await api.storedFile("mine.pdf", as: stranger.token)
      func document(_ file: String, extra: String = "") -> String {
        #"{"type":"transcript","title":"T","file_url":"\#(file)"\#(extra)}"#
      }
      var refusals: [TestReply] = []
      for file in [victims, "\(stranger.id)/missing.pdf", "\(stranger.id)", own.uppercased()] {
        refusals.append(
          try await api.rest(.post, "documents", as: stranger.token, json: document(file)))
        refusals.append(
          try await api.rest(
            .post, "documents?on_conflict=id", as: stranger.token,
            json: document(file, extra: #","id":"\#(UUID())""#),
            prefer: "resolution=merge-duplicates"))
        let id = UUID().uuidString.lowercased()
        refusals.append(
          try await api.rest(
            .put, "documents?id=eq.\(id)", as: stranger.token,
            json: document(
              file,
              extra:
                #","id":"\#(id)","version":1,"is_current":true,"version_group_id":"\#(id)","shared_with_schools":[],"description":null,"file_type":null,"school_id":null,"uploaded_by":null"#
            )))
      }
      let mine = try #require(
        try await api.insert("documents", document(own), as: stranger.token)["id"]?.stringValue)
      refusals.append(
        try await api.rest(
          .patch, "documents?id=eq.\(mine)", as: stranger.token,
          json: #"{"file_url":"\#(victims)"}"#))
      refusals.append(
        try await api.request(
          .post, "/rest/v1/documents", token: api.serviceKey,
          json: document(victims, extra: #","user_id":"\#(stranger.id)""#)))
      for reply in refusals {
        #expect(reply.status == 409, "\(reply.text)")
        #expect(reply.code == "23503")
        #expect(reply.object["message"] == refusals[0].object["message"], "one answer for all")
      }
      let rows = try await api.rest(.get, "documents?select=file_url", as: stranger.token).rows
      #expect(rows.map { $0["file_url"]?.stringValue } == [own])
    }
  }

  @Test(arguments: TestDatabase.available)
  func aParentFilesTheAthletesDocumentsInTheAthletesFolderOnly(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      try await api.link(inviter: family.b, invitee: family.p, access: "edit")
      let athletes = try await api.storedFile("a.pdf", as: family.p.token, folder: family.a.id)
      let parents = try await api.storedFile("p.pdf", as: family.p.token)
      let forA = { (file: String) in
        #"{"user_id":"\#(family.a.id)","type":"resume","title":"R","file_url":"\#(file)"}"#
      }
      #expect(
        try await api.rest(.post, "documents", as: family.p.token, json: forA(parents)).status
          == 409)
      let row = try await api.insert("documents", forA(athletes), as: family.p.token)
      let id = try #require(row["id"]?.stringValue)
      let moved = try await api.rest(
        .patch, "documents?id=eq.\(id)", as: family.p.token,
        json: #"{"user_id":"\#(family.b.id)"}"#)
      #expect(moved.status == 409, "the file stays in A's folder: \(moved.text)")
      let renamed = try await api.rest(
        .patch, "documents?id=eq.\(id)", as: family.p.token, json: #"{"title":"Resume"}"#)
      #expect(renamed.status == 204)
    }
  }

  /// A row written before the check (here straight into the table) naming someone else's file
  /// still opens nothing through a coach's link: the coach's scope reads only files in the
  /// link's athlete's folder, and is never handed an object key.
  @Test(arguments: TestDatabase.available)
  func aCoachsLinkOpensOnlyFilesInItsAthletesFolder(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let stranger = try await api.signUp("stranger@example.com")
      let victims = try await api.storedFile("transcript.pdf", as: family.b.token)
      let school = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: stranger.token)["id"]?
          .stringValue)
      let forged = UUID().uuidString.lowercased()
      let db = api.services.database
      let shared = db.dialect == .sqlite ? "'[\"\(school)\"]'" : "'{\(school)}'"
      try await db.withConnection { connection in
        try await connection.raw(
          "INSERT INTO documents (id, user_id, type, title, file_url, file_type, version, is_current, shared_with_schools, version_group_id, created_at, updated_at) VALUES (\(db.bind(uuid: forged)), \(db.bind(uuid: stranger.id)), 'transcript', 'Stolen', \(bind: victims), 'application/pdf', 1, \(unsafeRaw: db.dialect == .sqlite ? "1" : "true"), \(unsafeRaw: shared), \(db.bind(uuid: forged)), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
        ).run()
      }
      let link = try await ShareLinkTests.link(api, by: stranger, school: school)
      let base = try ShareLinkTests.path(link)
      let page = try await api.request(.get, "\(base)/documents/\(forged)")
      #expect(page.status == 200, "the row itself is the stranger's own")
      #expect(!page.text.contains(family.b.id) && !page.text.contains("storage/v1"))
      for query in ["", "?download=1"] {
        let file = try await api.request(.get, "\(base)/documents/\(forged)/file\(query)")
        #expect(file.status == 404)
        #expect(!file.text.contains(Self.victimBytes) && !file.text.contains("transcript"))
      }
    }
  }
}
