import CompassModels
import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// What describes and shares a document is the same on every version, on both databases:
/// editing or sharing any version changes all, a new version takes the group's values, and
/// restoring a version leaves them as they are.
@Suite("Documents: title, description, school and sharing belong to the whole document")
struct DocumentGroupTests {
  /// A signed-in user with two schools and a transcript (v1) shared with the first.
  struct Family {
    let api: TestAPI
    let token: String
    let georgiaTech: String
    let clemson: String
    let group: String
    let file: String

    static func make(_ api: TestAPI) async throws -> Family {
      let token = try await api.signUp("versions@example.com").token
      let georgiaTech = try #require(
        try await api.insert("schools", #"{"name":"Georgia Tech"}"#, as: token)["id"]?
          .stringValue)
      let clemson = try #require(
        try await api.insert("schools", #"{"name":"Clemson"}"#, as: token)["id"]?.stringValue)
      let file = try await api.storedFile("1.pdf", as: token)
      let first = try await api.insert(
        "documents",
        #"{"type":"transcript","title":"Transcript","description":"Fall","file_url":"\#(file)","school_id":"\#(georgiaTech)","shared_with_schools":["\#(georgiaTech)"]}"#,
        as: token)
      let group = try #require(first["id"]?.stringValue)
      return Family(
        api: api, token: token, georgiaTech: georgiaTech, clemson: clemson, group: group,
        file: file)
    }

    /// Adds version `number`, sent with values of its own that the group's replace.
    func addVersion(_ number: Int) async throws -> [String: JSONValue] {
      try await api.insert(
        "documents",
        #"{"type":"resume","title":"Other","file_url":"\#(file)","version":\#(number),"version_group_id":"\#(group)","shared_with_schools":[]}"#,
        as: token)
    }

    func patch(_ id: String, _ json: String) async throws {
      let result = try await api.rest(.patch, "documents?id=eq.\(id)", as: token, json: json)
      #expect(result.status == 200 || result.status == 204)
    }

    /// Each version's (title, description, school, shares, type), by version number.
    func values() async throws -> [String] {
      try await api.rest(
        .get,
        "documents?select=version,title,description,school_id,shared_with_schools,type&version_group_id=eq.\(group)&order=version",
        as: token
      ).rows.map { row in
        let shares = row["shared_with_schools"]?.arrayValue?.compactMap(\.stringValue) ?? []
        return [
          row["title"]?.stringValue ?? "-", row["description"]?.stringValue ?? "-",
          row["school_id"]?.stringValue ?? "-", shares.sorted().joined(separator: "+"),
          row["type"]?.stringValue ?? "-",
        ].joined(separator: "|")
      }
    }
  }

  @Test(arguments: TestDatabase.available)
  func aNewVersionTakesTheDocumentsValuesAndSaysSo(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await Family.make(api)
      let second = try await family.addVersion(2)
      #expect(second["title"] == .string("Transcript"))
      #expect(second["type"] == .string("transcript"))
      #expect(second["description"] == .string("Fall"))
      #expect(second["shared_with_schools"] == .array([.string(family.georgiaTech)]))
      let expected = "Transcript|Fall|\(family.georgiaTech)|\(family.georgiaTech)|transcript"
      #expect(try await family.values() == [expected, expected])
    }
  }

  @Test(arguments: TestDatabase.available)
  func restoringAVersionNeverChangesWhoCanSeeTheDocument(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await Family.make(api)
      let second = try #require(try await family.addVersion(2)["id"]?.stringValue)
      try await family.patch(
        second,
        #"{"title":"Final Transcript","shared_with_schools":["\#(family.georgiaTech)","\#(family.clemson)"]}"#
      )
      try await family.patch(family.group, #"{"is_current":true}"#)
      let both = [family.georgiaTech, family.clemson].sorted().joined(separator: "+")
      let renamed = "Final Transcript|Fall|\(family.georgiaTech)|\(both)|transcript"
      #expect(try await family.values() == [renamed, renamed], "restoring v1 kept v2's edit")

      try await family.patch(family.group, #"{"shared_with_schools":["\#(family.clemson)"]}"#)
      try await family.patch(second, #"{"is_current":true}"#)
      let clemsonOnly = "Final Transcript|Fall|\(family.georgiaTech)|\(family.clemson)|transcript"
      #expect(
        try await family.values() == [clemsonOnly, clemsonOnly],
        "restoring v2 did not share it with Georgia Tech again")
    }
  }

  @Test(arguments: TestDatabase.available)
  func anotherUsersGroupKeepsItsOwnValues(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let family = try await Family.make(api)
      let stranger = try await api.signUp("stranger@example.com").token
      let own = try await api.storedFile("1.pdf", as: stranger)
      let theirs = try await api.rest(
        .post, "documents", as: stranger,
        json:
          #"{"type":"resume","title":"Mine","file_url":"\#(own)","version":2,"version_group_id":"\#(family.group)"}"#
      )
      #expect(theirs.status == 403 || theirs.status == 400 || theirs.status == 409)
      let expected = "Transcript|Fall|\(family.georgiaTech)|\(family.georgiaTech)|transcript"
      #expect(try await family.values() == [expected])
    }
  }

  @Test(arguments: TestDatabase.available)
  func theMigrationBringsExistingVersionsInStepWithTheCurrentOne(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await Family.make(api)
      _ = try await family.addVersion(2)
      let db = api.services.database
      try await db.withConnection { connection in
        try await Self.forgetMigration(6, connection, db.dialect)
        try await connection.raw(
          "UPDATE documents SET title = 'Old title', shared_with_schools = \(unsafeRaw: db.dialect == .sqlite ? "'[]'" : "'{}'") WHERE CAST(id AS TEXT) = \(bind: family.group)"
        ).run()
      }
      try await db.migrate()
      let expected = "Transcript|Fall|\(family.georgiaTech)|\(family.georgiaTech)|transcript"
      #expect(try await family.values() == [expected, expected])
      let second = try #require(try await family.addVersion(3)["title"])
      #expect(second == .string("Transcript"), "the triggers are back")
    }
  }

  /// Drops what migration 6 made, so `migrate()` applies it again to rows written without it.
  static func forgetMigration(
    _ version: Int, _ connection: any SQLDatabase, _ dialect: SQLDialectKind
  ) async throws {
    let triggers = ["documents_new_version_takes_group_values", "documents_change_every_version"]
    for trigger in triggers {
      switch dialect {
      case .sqlite: try await connection.raw("DROP TRIGGER \(ident: trigger)").run()
      case .postgres: try await connection.raw("DROP TRIGGER \(ident: trigger) ON documents").run()
      }
    }
    if dialect == .postgres {
      try await connection.raw("DROP FUNCTION documents_take_group_values()").run()
      try await connection.raw("DROP FUNCTION documents_change_every_version()").run()
    }
    try await connection.raw("DELETE FROM compass_migrations WHERE version = \(bind: version)")
      .run()
  }
}
