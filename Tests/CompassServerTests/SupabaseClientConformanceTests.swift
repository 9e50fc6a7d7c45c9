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
    let redirects: (inout ServerConfiguration) -> Void = { $0.redirectURLs = ["http://localhost:"] }
    try await TestServer.run(database, live: true, configure: redirects) { api in
      let port = try #require(api.client.port)
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Conformance").standardized
      var environment = ProcessInfo.processInfo.environment
      environment["COMPASS_URL"] = "http://localhost:\(port)"
      environment["COMPASS_ANON_KEY"] = api.anonKey
      environment["COMPASS_MAIL_DIR"] = api.services.mailFolder
      let (status, printed) = try await ChildProcess.run(
        [
          "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W",
          "ignore::DeprecationWarning", folder.path,
        ],
        environment: environment)
      #expect(status == 0, "\(printed)")
    }
  }
}
