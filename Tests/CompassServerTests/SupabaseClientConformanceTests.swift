import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

/// The official Python `supabase` client (PyPI) against the real server over HTTP: every call the
/// specs make, auth, and the error cases (`Tests/Conformance`). CI installs it and sets
/// COMPASS_TEST_CONFORMANCE=1.
@Suite(
  "Conformance: the official Python supabase client",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_CONFORMANCE"] != nil,
    "set COMPASS_TEST_CONFORMANCE=1 with python3, pytest, supabase, tuspy and icalendar (PyPI) installed"
  )
)
struct SupabaseClientConformanceTests {
  @Test(arguments: TestDatabase.available)
  func officialClientPassesTheConformanceSuite(_ database: TestDatabase) async throws {
    try await conformance(database, [])
  }

  @Test(.enabled(if: TestDatabase.s3URL != nil, "needs COMPASS_TEST_S3_URL"))
  func officialClientStoresFilesInAnS3Store() async throws {
    try await conformance(
      .s3, ["test_resumable_upload.py", "test_supabase_client.py", "-k", "storage or upload"])
  }

  /// Runs the Python suite (or the named files and selection of it) against a live server.
  private func conformance(_ database: TestDatabase, _ selection: [String]) async throws {
    let redirects: (inout ServerConfiguration) -> Void = { $0.redirectURLs = ["http://localhost:"] }
    try await TestServer.run(database, live: true, configure: redirects) { api in
      let port = try #require(api.client.port)
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Conformance").standardized
      var environment = ProcessInfo.processInfo.environment
      environment["COMPASS_URL"] = "http://localhost:\(port)"
      environment["COMPASS_ANON_KEY"] = api.anonKey
      environment["COMPASS_MAIL_DIR"] = api.services.mailFolder
      let targets =
        selection.isEmpty
        ? [folder.path]
        : selection.map { $0.hasSuffix(".py") ? folder.appending(path: $0).path : $0 }
      let (status, printed) = try await ChildProcess.run(
        [
          "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W",
          "ignore::DeprecationWarning",
        ] + targets,
        environment: environment)
      #expect(status == 0, "\(printed)")
    }
  }
}
