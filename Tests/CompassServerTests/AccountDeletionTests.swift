import CompassModels
import CompassTestSupport
import Foundation
import NIOCore
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// "Delete my account": an athlete's every row and file goes, a parent's links go and the
/// athlete's data stays; proved by searching every column of every table for the person's id
/// and address, and the file store for their bytes.
@Suite("Accounts: deletion leaves nothing behind")
struct AccountDeletionTests {
  typealias Browser = WebAuthTests.Browser

  /// Every table and column of the database, with how many of its values mention `text`.
  private func mentions(of text: String, in api: TestAPI) async throws -> [String: Int] {
    let database = api.services.database
    let columns = try await database.withConnection { connection in
      database.dialect == .postgres
        ? try await connection.raw(
          "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema()"
        ).all().map {
          (try $0.decode(column: "t", as: String.self), try $0.decode(column: "c", as: String.self))
        }
        : try await Self.sqliteColumns(connection)
    }
    var found: [String: Int] = [:]
    for (table, column) in columns {
      let count = try await database.withConnection { connection in
        try await connection.raw(
          "SELECT COUNT(*) AS n FROM \(ident: table) WHERE CAST(\(ident: column) AS TEXT) LIKE \(bind: "%" + text + "%")"
        ).first()?.decode(column: "n", as: Int64.self) ?? 0
      }
      if count > 0 { found["\(table).\(column)"] = Int(count) }
    }
    return found
  }

  private static func sqliteColumns(_ connection: any SQLDatabase) async throws -> [(
    String, String
  )] {
    let tables = try await connection.raw(
      "SELECT name FROM sqlite_master WHERE type = 'table'"
    ).all().map { try $0.decode(column: "name", as: String.self) }
    var columns: [(String, String)] = []
    for table in tables {
      let info = try await connection.raw("SELECT name FROM pragma_table_info(\(bind: table))")
        .all()
      columns += try info.map { (table, try $0.decode(column: "name", as: String.self)) }
    }
    return columns
  }

  /// The versions of the files on disk, and those the database knows.
  private func files(_ api: TestAPI) async throws -> (disk: Set<String>, rows: Set<String>) {
    let disk = Set(try await api.storedBlobs().map { UUIDText.lowercase($0.version) })
    let rows = Set(
      try await api.services.storage.objects.allVersions().map { UUIDText.lowercase($0.version) })
    return (disk, rows)
  }

  /// A season of A's in every table, some of it made by P, and A's sign-in traces.
  private func season(_ api: TestAPI, _ family: TestFamily) async throws -> (
    document: String, byParent: String, link: String
  ) {
    let a = family.a
    let school = try await api.insert("schools", #"{"name":"University of Georgia"}"#, as: a.token)
    let schoolID = try #require(school["id"]?.stringValue)
    let coach = try await api.insert(
      "coaches",
      #"{"school_id":"\#(schoolID)","first_name":"Scott","last_name":"Key","role":"head"}"#,
      as: a.token)
    let coachID = try #require(coach["id"]?.stringValue)
    let event = try await api.insert(
      "events",
      #"{"name":"Georgia Camp","type":"camp","start_date":"2026-06-01","school_id":"\#(schoolID)","coaches_present":["\#(coachID)"]}"#,
      as: a.token)
    let eventID = try #require(event["id"]?.stringValue)
    _ = try await api.insert(
      "performance_metrics",
      #"{"metric_type":"velocity","value":88,"unit":"mph","recorded_date":"2026-06-01","event_id":"\#(eventID)"}"#,
      as: a.token)
    _ = try await api.insert(
      "interactions",
      #"{"type":"in_person","direction":"outbound","occurred_at":"2026-06-01T10:00:00Z","coach_id":"\#(coachID)","school_id":"\#(schoolID)","logged_by":"\#(a.id)"}"#,
      as: a.token)
    _ = try await api.insert(
      "interactions",
      #"{"user_id":"\#(a.id)","type":"phone","direction":"inbound","occurred_at":"2026-06-02T10:00:00Z","logged_by":"\#(family.p.id)"}"#,
      as: family.p.token)
    _ = try await api.insert("athlete_profiles", #"{"graduation_year":2027}"#, as: a.token)
    let file = try await api.storedFile("transcript.pdf", as: a.token)
    let document = try await api.insert(
      "documents",
      #"{"type":"transcript","title":"Transcript","file_url":"\#(file)","shared_with_schools":["\#(schoolID)"]}"#,
      as: a.token)
    let byParentFile = try await api.storedFile("letter.pdf", as: family.p.token, folder: a.id)
    let byParent = try await api.insert(
      "documents",
      #"{"user_id":"\#(a.id)","type":"recommendation","title":"Letter","file_url":"\#(byParentFile)","uploaded_by":"\#(family.p.id)"}"#,
      as: family.p.token)
    let link = try await api.rest(
      .post, "rpc/create_share_link", as: a.token, json: #"{"school":"\#(schoolID)"}"#)
    let url = try #require(link.object["url"]?.stringValue)
    let path = try sharedPath(url)
    #expect(try await Browser(api).get(path).status == 200)
    _ = try await api.rest(.post, "rpc/create_calendar_feed", as: a.token, json: "{}")
    _ = try await api.rest(
      .post, "rpc/create_calendar_feed", as: family.p.token, json: #"{"athlete":"\#(a.id)"}"#)
    _ = try await api.invite(by: a, access: "view")
    _ = try await api.request(.post, "/auth/v1/recover", json: #"{"email":"a@family.test"}"#)
    _ = try await api.request(
      .post, "/auth/v1/token?grant_type=password",
      json: #"{"email":"a@family.test","password":"wrong password"}"#)
    let browser = try await Browser.familyMember(api, "a")
    _ = try await browser.submit("/schools", from: "/schools", [("name", "Clemson")])
    return (
      try #require(document["id"]?.stringValue), try #require(byParent["id"]?.stringValue), path
    )
  }

  @Test(arguments: TestDatabase.withStores)
  func anAthletesAccountGoesWithEveryRowAndFile(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let made = try await season(api, family)
      #expect(try await mentions(of: family.a.id, in: api).count > 15, "A is in many tables")
      let before = try await files(api)
      #expect(before.disk == before.rows && before.disk.count == 2)

      let wrong = try await api.rest(
        .post, "rpc/delete_account", as: family.a.token, json: #"{"password":"not it"}"#)
      #expect(wrong.status == 403 && wrong.object["code"]?.stringValue == "28P01")
      let deleted = try await api.rest(
        .post, "rpc/delete_account", as: family.a.token,
        json: #"{"password":"correct horse battery"}"#)
      #expect(deleted.status == 200)

      #expect(try await mentions(of: family.a.id, in: api) == [:])
      #expect(try await mentions(of: "a@family.test", in: api) == [:])
      let after = try await files(api)
      #expect(after.disk.isEmpty && after.rows.isEmpty, "no file of A's is left on disk")
      #expect(try await api.request(.get, "/auth/v1/user", token: family.a.token).status == 403)
      #expect(try await Browser(api).get(made.link).status == 404)
      let parentSees = try await api.rest(
        .get, "documents?id=eq.\(made.byParent)", as: family.p.token)
      #expect(parentSees.status == 200 && parentSees.text == "[]")
      #expect(try await api.request(.get, "/auth/v1/user", token: family.p.token).status == 200)
      let goodbye = try await api.lastMail(to: "a@family.test")
      #expect(goodbye.subject?.hasPrefix("Your account was deleted") == true)
    }
  }

  @Test(arguments: TestDatabase.withStores)
  func aParentsAccountGoesAndTheAthletesDataStays(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      let made = try await season(api, family)
      let parentLink = try await api.rest(
        .post, "rpc/create_share_link", as: family.p.token,
        json:
          #"{"school":"\#(try await schoolID(api, family.a.token))","athlete":"\#(family.a.id)"}"#)
      let parentURL = try #require(parentLink.object["url"]?.stringValue)
      let parentPath = try sharedPath(parentURL)
      #expect(try await Browser(api).get(parentPath).status == 200)

      let browser = try await Browser.familyMember(api, "p")
      let confirm = try await browser.get("/account/delete")
      #expect(confirm.text.contains("Your link to A ends"))
      #expect(!confirm.text.contains("data-deleted-lines"), "a parent's page lists no data")
      let wrong = try await browser.submit(
        "/account/delete", from: "/account/delete", [("password", "nope")])
      #expect(wrong.status == 400 && wrong.text.contains("That is not your password"))
      let gone = try await browser.submit(
        "/account/delete", from: "/account/delete", [("password", "correct horse battery")])
      #expect(gone.status == 303 && gone.header("Location") == "/account/deleted")
      #expect(try await browser.get("/account").status == 303, "signed out")

      #expect(try await mentions(of: family.p.id, in: api) == [:])
      let kept = try await api.rest(.get, "documents?select=id", as: family.a.token)
      #expect(kept.text.contains(made.byParent) && kept.text.contains(made.document))
      let file = try await api.rest(
        .get, "documents?id=eq.\(made.byParent)&select=file_url", as: family.a.token)
      let path = try #require(file.rows.first?["file_url"]?.stringValue)
      let download = try await api.send(
        .get, "/storage/v1/object/documents/\(path)", token: family.a.token)
      #expect(download.status == 200, "the letter P uploaded is still A's")
      #expect(try await Browser(api).get(parentPath).status == 404, "P's coaches' link ended")
      #expect(try await Browser(api).get(made.link).status == 200, "A's own link still works")
      let both = try await files(api)
      #expect(both.disk == both.rows && both.disk.count == 2)
    }
  }

  /// The path of a coaches' link.
  private func sharedPath(_ url: String) throws -> String {
    let start = try #require(url.range(of: "/s/")).lowerBound
    return String(url[start...])
  }

  private func schoolID(_ api: TestAPI, _ token: String) async throws -> String {
    let schools = try await api.rest(.get, "schools?select=id&limit=1", as: token)
    return schools.rows.first?["id"]?.stringValue ?? ""
  }
}
