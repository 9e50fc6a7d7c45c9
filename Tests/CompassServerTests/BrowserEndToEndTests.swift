import CompassTestSupport
import Foundation
import Testing

@testable import CompassServer

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
    // NB: with the test SMTP server, the account's mail is read where it received it.
    let mail = TestMailServer.isAvailable ? try await TestMailServer.start() : nil
    defer { mail?.stop() }
    let mailURL = mail.map { "smtp://127.0.0.1:\($0.port)" }
    let sendingMail: @Sendable (inout ServerConfiguration) -> Void = { $0.smtpURL = mailURL }
    try await TestServer.run(.sqlite, live: true, configure: sendingMail) { api in
      let port = try #require(api.client.port)
      let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Browser").standardized
      let screenshots = tests.appendingPathComponent("../../.ci/artifacts/screenshots").standardized
      var environment = ProcessInfo.processInfo.environment
      environment["COMPASS_URL"] = "http://127.0.0.1:\(port)"
      environment["COMPASS_ANON_KEY"] = api.anonKey
      environment["COMPASS_SCREENSHOTS"] = screenshots.path
      environment["COMPASS_MAIL_DIR"] = mail?.folder.path ?? api.services.mailFolder
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
