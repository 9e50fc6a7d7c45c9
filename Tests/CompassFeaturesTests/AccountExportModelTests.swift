import CompassDomain
import CompassFeatures
import CompassModels
import CompassTestSupport
import Foundation
import SupabaseKit
import Testing

/// "Export my data" on the phone against the live server: the archive is read back by Python's
/// `zipfile` and compared file by file with the web's "Download all my data" for the same
/// account, so both faces hand a family the same thing.
@Suite("Phone: Export my data")
@MainActor
struct AccountExportModelTests {
  private static let pdf = Data(SampleFiles.pdf("transcript v1"))
  private static let pdf2 = Data(SampleFiles.pdf("transcript v2"))

  private func model(_ harness: FeatureHarness, folder: URL) -> AccountExportModel {
    AccountExportModel(
      session: harness.session, clock: harness.appClock, calendar: FeatureHarness.calendar,
      locale: Locale(identifier: "en_US"), folder: folder)
  }

  /// An event with quotes and a comma, a metric, a school, and a document in two versions.
  private func seed(_ harness: FeatureHarness) async throws {
    let client = harness.session.client
    try await client.from("events").insert(
      [
        "name": AnyJSON.string(#"Georgia, "Elite" Camp"#), "type": .string("camp"),
        "start_date": .string("2026-06-01"),
      ]
    ).execute()
    try await client.from("performance_metrics").insert(
      [
        "metric_type": AnyJSON.string("fastball_velocity"), "value": .number(88.5),
        "unit": .string("mph"), "recorded_date": .string("2026-03-01"),
      ]
    ).execute()
    try await client.from("schools").insert(["name": AnyJSON.string("Georgia Tech")]).execute()
    let group = "d0000000-0000-4000-8000-000000000001"
    for (version, bytes) in [(1, Self.pdf), (2, Self.pdf2)] {
      let path = "\(harness.user)/\(group)/v\(version)-transcript.pdf"
      _ = try await client.storage.from("documents").upload(
        path, data: bytes, options: FileOptions(contentType: "application/pdf"))
      try await client.from("documents").insert(
        [
          "id": AnyJSON.string("d0000000-0000-4000-8000-00000000000\(version)"),
          "type": .string("transcript"), "title": .string("Junior / Transcript"),
          "file_url": .string(path), "version": .number(Double(version)),
          "version_group_id": .string(group),
        ]
      ).execute()
    }
  }

  @Test func thePhonesArchiveHoldsWhatTheWebsDoes() async throws {
    try await FeatureHarness.run { harness in
      try await seed(harness)
      let folder = try Self.folder()
      let model = model(harness, folder: folder)
      #expect(model.summary.hasPrefix("A ZIP file with your data"))
      await model.exportTapped()
      #expect(model.error == nil && !model.isWorking)
      let archive = try #require(model.archive)
      #expect(archive.lastPathComponent == "recruiting-compass-data-2026-03-15.zip")
      let phone = try await ArchiveReader.files(at: archive)
      let web = try await ArchiveReader.files(
        at: WebExport.download(from: harness.server.url, email: "athlete@example.com"))
      #expect(phone.keys.sorted() == web.keys.sorted())
      for name in web.keys where !name.hasSuffix(".pdf") && name != "account.json" {
        #expect(phone[name] == web[name], "\(name) differs between the phone and the web")
      }
      let athlete = "athlete@example.com"
      #expect(phone["\(athlete)/events.csv"]?.contains(#""Georgia, ""Elite"" Camp""#) == true)
      #expect(phone["\(athlete)/performance_metrics.json"]?.contains("88.5") == true)
      #expect(
        phone["\(athlete)/files/Junior _ Transcript v1.pdf"] == Self.pdf.base64EncodedString())
      #expect(
        phone["\(athlete)/files/Junior _ Transcript v2.pdf"] == Self.pdf2.base64EncodedString())
      #expect(phone["\(athlete)/performance.pdf"]?.isEmpty == false)
      #expect(phone["account.json"]?.contains(#""email":"athlete@example.com""#) == true)
      #expect(phone["account.json"]?.contains(#""time_zone":"America/New_York""#) == true)
      model.removeArchive()
      #expect(model.archive == nil && !FileManager.default.fileExists(atPath: archive.path))
    }
  }

  @Test func aParentsArchiveIsTheAthletesUnderTheAthletesName() async throws {
    try await FeatureHarness.run { harness in
      let athlete = try await harness.member(
        email: "jordan@example.com", name: "Jordan Avery", role: .athlete)
      try await seed(athlete)
      let parent = try await athlete.parent(.view)
      let model = model(parent, folder: try Self.folder())
      #expect(model.summary.hasPrefix("A ZIP file with Jordan Avery's data"))
      await model.exportTapped()
      let files = try await ArchiveReader.files(at: try #require(model.archive))
      #expect(files["Jordan Avery/files/Junior _ Transcript v2.pdf"] != nil)
      #expect(files["Jordan Avery/events.json"]?.contains("Elite") == true)
      #expect(files["README.txt"]?.contains("(Jordan Avery)") == true)
      #expect(files["account.json"]?.contains(#""role":"parent""#) == true)
      #expect(!files.keys.contains { $0.hasPrefix("athlete@example.com/") }, "no one else's data")
    }
  }

  @Test func anExportCutOffLeavesNoFileAndSaysWhy() async throws {
    try await FeatureHarness.run { harness in
      try await seed(harness)
      let folder = try Self.folder()
      let model = model(harness, folder: folder)
      harness.transport.inject { request in
        request.url.path.contains("/storage/v1/object") ? .error(.offline) : nil
      }
      await model.exportTapped()
      #expect(model.error == .offline && model.archive == nil && !model.isWorking)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      harness.transport.inject { _ in nil }
      await model.exportTapped()
      #expect(model.error == nil && model.archive != nil)
    }
  }

  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "export-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Reads a ZIP with Python's `zipfile` (an independent reader): each file's text, or its bytes
/// in base64.
enum ArchiveReader {
  static func files(at archive: URL) async throws -> [String: String] {
    let reader = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Conformance/read_zip.py").standardized
    let (status, printed) = try await ChildProcess.run(["python3", reader.path, archive.path])
    guard status == 0 else { throw HarnessFailure("zipfile refused the archive: \(printed)") }
    return try JSONDecoder().decode([String: String].self, from: Data(printed.utf8))
  }
}

/// The web's "Download all my data" for the same account, through curl with a cookie jar: the
/// sign-in page's form token, the sign-in, then the archive.
enum WebExport {
  static func download(from server: URL, email: String) async throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "web-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let jar = folder.appending(path: "cookies").path
    let archive = folder.appending(path: "web.zip")
    let page = try await ChildProcess.run(
      ["curl", "-s", "-c", jar, server.appending(path: "login").absoluteString])
    guard let token = page.output.firstMatch(of: #/name="_csrf" value="([^"]+)"/#)?.output.1
    else { throw HarnessFailure("no form token on the sign-in page") }
    _ = try await ChildProcess.run([
      "curl", "-s", "-b", jar, "-c", jar, "--data-urlencode", "_csrf=\(token)",
      "--data-urlencode", "email=\(email)", "--data-urlencode", "password=long enough",
      server.appending(path: "login").absoluteString,
    ])
    let download = try await ChildProcess.run([
      "curl", "-s", "-f", "-b", jar, "-o", archive.path,
      server.appending(path: "account/export.zip").absoluteString,
    ])
    guard download.status == 0 else { throw HarnessFailure("the web export failed") }
    return archive
  }
}
