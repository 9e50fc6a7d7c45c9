import CompassModels
import Foundation
import Testing

@Suite("Performance page: numbers marked verified, with who vouches, and the verified filter")
struct WebVerifiedMetricsTests {
  @Test(arguments: TestDatabase.available)
  func aNumberIsVerifiedByASourceAndTheFilterKeepsOnlyThose(_ database: TestDatabase)
    async throws
  {
    try await TestServer.run(database) { api in
      let (browser, token) = try await WebAuthTests.Browser.signedIn(api)
      let verified = try await browser.submit(
        "/performance/metrics", from: "/performance",
        [
          ("metric_type", "velocity"), ("value", "91"), ("unit", "mph"),
          ("recorded_date", "2026-06-01"), ("verified", "1"), ("verified_by", "device"),
        ])
      #expect(verified.status == 303)
      _ = try await browser.submit(
        "/performance/metrics", from: "/performance",
        [
          ("metric_type", "exit_velo"), ("value", "80"), ("unit", "mph"),
          ("recorded_date", "2026-06-02"), ("verified_by", "coach"),
        ])
      let rows = try await api.rest(
        .get, "performance_metrics?select=metric_type,verified,verified_by&order=recorded_date",
        as: token
      ).rows
      #expect(
        rows.map { $0["verified_by"] } == [.string("device"), .null],
        "only a verified number keeps its source")

      let all = try await browser.get("/performance")
      #expect(all.text.contains("Verified · Device"))
      #expect(all.text.contains("Exit Velocity"))
      #expect(all.text.contains(#"href="/performance?verified=1#chart""#))
      let only = try await browser.get("/performance?verified=1")
      #expect(only.text.contains("Verified · Device"))
      #expect(!only.text.contains("80 mph"), "the unverified number is filtered out")
      #expect(only.text.contains(#"aria-current="true">Verified only"#))

      let edit = try await browser.get(
        "/performance?edit=\(try #require(try await api.rest(.get, "performance_metrics?verified=is.true&select=id", as: token).rows.first?["id"]?.stringValue))"
      )
      #expect(edit.text.contains(#"<option value="device" selected>Verified by a device</option>"#))
    }
  }
}
