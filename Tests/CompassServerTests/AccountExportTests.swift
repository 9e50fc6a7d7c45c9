import CompassDomain
import CompassStore
import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

/// "Download all my data": the ZIP read back by Python's `zipfile`, file by file.
@Suite("Accounts: the data export")
struct AccountExportTests {
  typealias Browser = WebAuthTests.Browser

  /// The archive's files by name: the text of text files, the base64 of the others.
  private func unzip(_ bytes: [UInt8]) async throws -> [String: String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID()).zip")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(bytes).write(to: file)
    let reader = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Conformance/read_zip.py").standardized
    let (status, printed) = try await ChildProcess.run(["python3", reader.path, file.path])
    guard status == 0,
      let decoded = try? JSONDecoder().decode([String: String].self, from: Data(printed.utf8))
    else { throw TestFailure("zipfile refused the archive: \(printed)") }
    return decoded
  }

  @Test func theArchivesTablesHaveEveryColumnOfTheSchemaInItsOrder() {
    for table in DataArchive.tables {
      #expect(table.columns == TableRegistry.table(table.table)?.columnNames, "\(table.table)")
    }
  }

  @Test(arguments: TestDatabase.available)
  func theArchiveHoldsEveryTableAndFileOfWhatThePersonMayRead(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let family = try await TestFamily.make(api)
      _ = try await api.insert(
        "events", #"{"name":"Georgia, \"Elite\" Camp","type":"camp","start_date":"2026-06-01"}"#,
        as: family.a.token)
      _ = try await api.insert(
        "performance_metrics",
        #"{"metric_type":"velocity","value":88,"unit":"mph","recorded_date":"2026-06-01"}"#,
        as: family.a.token)
      let path = try await api.storedFile("transcript.pdf", as: family.a.token)
      for version in 1...2 {
        _ = try await api.insert(
          "documents",
          #"{"id":"d0000000-0000-4000-8000-00000000000\#(version)","type":"transcript","title":"Junior / Transcript","file_url":"\#(path)","version":\#(version),"version_group_id":"d0000000-0000-4000-8000-000000000001"}"#,
          as: family.a.token)
      }
      _ = try await api.insert("schools", #"{"name":"Other family's school"}"#, as: family.b.token)

      let athlete = try await Browser.familyMember(api, "a")
      let reply = try await athlete.get("/account/export.zip")
      #expect(reply.status == 200 && reply.header("Content-Type") == "application/zip")
      #expect(reply.header("Content-Disposition")?.contains("attachment") == true)
      let files = try await unzip(reply.bytes)
      #expect(files["README.txt"]?.contains("a@family.test") == true)
      #expect(files["account.json"]?.contains(#""role":"athlete""#) == true)
      let events = try #require(files["A/events.csv"])
      #expect(events.contains(#""Georgia, ""Elite"" Camp""#), "CSV quoting")
      #expect(files["A/events.json"]?.contains("Elite") == true)
      #expect(files["A/performance_metrics.csv"]?.contains("velocity") == true)
      #expect(files["A/performance.pdf"] != nil)
      let stored = try await api.send(
        .get, "/storage/v1/object/documents/\(path)", token: family.a.token)
      let digest = Data(stored.bytes).base64EncodedString()
      #expect(files["A/files/Junior _ Transcript v1.pdf"] == digest)
      #expect(files["A/files/Junior _ Transcript v2.pdf"] == digest)
      #expect(!files.values.contains { $0.contains("Other family's school") })
      #expect(!files.values.contains { $0.contains("correct horse") || $0.contains("token_hash") })

      let parent = try await Browser.familyMember(api, "v")
      let parents = try await unzip(try await parent.get("/account/export.zip").bytes)
      #expect(parents["A/events.json"]?.contains("Elite") == true, "the athlete, by name")
      #expect(parents["A/files/Junior _ Transcript v2.pdf"] == digest)
      #expect(parents["account.json"]?.contains(#""role":"parent""#) == true)
      #expect(try await Browser(api).get("/account/export.zip").status == 303, "signed out")
    }
  }
}
