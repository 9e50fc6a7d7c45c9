import CompassTestSupport
import Foundation
import Testing

/// The five pages in headless Chromium (Debian `chromium` + `chromium-driver`, PyPI `selenium`)
/// against the real server over HTTP, at 390×844 and 1280×800 (`Tests/Browser`). Screenshots of
/// every page go to `.ci/artifacts/screenshots`. CI installs the browser and sets
/// COMPASS_TEST_BROWSER=1.
@Suite(
  "End to end: the pages in headless Chromium",
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPASS_TEST_BROWSER"] != nil,
    "set COMPASS_TEST_BROWSER=1 with chromium, chromium-driver, python3, pytest, pytest-rerunfailures and selenium installed"
  )
)
struct BrowserEndToEndTests {
  @Test func everySpecChecklistPassesInTheBrowser() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let port = try #require(api.client.port)
      let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Browser").standardized
      let screenshots = tests.appendingPathComponent("../../.ci/artifacts/screenshots").standardized
      var environment = ProcessInfo.processInfo.environment
      environment["COMPASS_URL"] = "http://127.0.0.1:\(port)"
      environment["COMPASS_ANON_KEY"] = api.anonKey
      environment["COMPASS_SCREENSHOTS"] = screenshots.path
      let (status, printed) = try await ChildProcess.run(
        [
          "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--reruns", "1",
          "--only-rerun", "invalid session id|chrome not reachable", tests.path,
        ],
        environment: environment)
      #expect(status == 0, "\(printed)")
    }
  }
}
