import Foundation
import Testing

/// The official Python `supabase` client (PyPI) against the real server over HTTP: every call the
/// specs make, auth, and the error cases (`Tests/Conformance`). CI installs it and sets
/// COMPASS_TEST_CONFORMANCE=1.
@Suite(
  "Conformance: the official Python supabase client",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_CONFORMANCE"] != nil,
    "set COMPASS_TEST_CONFORMANCE=1 with python3, pytest and supabase (PyPI) installed")
)
struct SupabaseClientConformanceTests {
  @Test(arguments: TestDatabase.available)
  func officialClientPassesTheConformanceSuite(_ database: TestDatabase) async throws {
    try await TestServer.run(database, live: true) { api in
      let port = try #require(api.client.port)
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Conformance").standardized
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W",
        "ignore::DeprecationWarning", folder.path,
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["COMPASS_URL"] = "http://localhost:\(port)"
      environment["COMPASS_ANON_KEY"] = api.anonKey
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let printed = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(printed)")
    }
  }
}
