import CompassModels
import Foundation
import SQLKit
import Testing

@testable import CompassServer

/// Rows no request can write any more, but that an older server, a service-role script or a
/// database console could have left: every page, export and API that shows them still answers
/// 200 and the server keeps running.
@Suite("Stored data: pages and exports survive any value in the database")
struct StoredExtremesTests {
  private typealias Browser = WebAuthTests.Browser

  @Test(arguments: TestDatabase.available)
  func everyPageAndExportRendersExtremeRows(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let (browser, token) = try await Browser.signedIn(api)
      let user = try #require(
        try await api.request(.get, "/auth/v1/user", token: token).object["id"]?.stringValue)
      let event = UUID().uuidString.lowercased()
      let document = UUID().uuidString.lowercased()
      let dialect = api.services.database.dialect
      let hugeVersion = dialect == .sqlite ? "9223372036854775807" : "2147483647"
      let statements = [
        "INSERT INTO events (id, user_id, type, name, start_date, end_date, cost, coaches_present, registered, attended, created_at, updated_at) VALUES ('\(event)', '\(user)', 'camp', 'Far away', '9999-12-31', '9999-12-31', 1e19, \(dialect == .sqlite ? "'[]'" : "'{}'"), \(dialect == .sqlite ? "0, 0" : "false, false"), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
        "INSERT INTO events (id, user_id, type, name, start_date, cost, coaches_present, registered, attended, created_at, updated_at) VALUES ('\(UUID().uuidString.lowercased())', '\(user)', 'camp', 'Long ago', '0001-01-01', -1e19, \(dialect == .sqlite ? "'[]'" : "'{}'"), \(dialect == .sqlite ? "0, 0" : "false, false"), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
        "INSERT INTO documents (id, user_id, type, title, file_url, version, is_current, shared_with_schools, version_group_id, created_at, updated_at) VALUES ('\(document)', '\(user)', 'transcript', 'Odd', '../x\u{7}/..', \(hugeVersion), \(dialect == .sqlite ? "1, '[]'" : "true, '{}'"), '\(document)', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
      ]
      let metrics: [(String, String, String)] = [
        ("velocity", "1e308", "2026-01-01"), ("velocity", "-1e308", "9999-12-31"),
        ("exit_velo", "5e-324", "2026-01-01"), ("exit_velo", "0", "2026-03-01"),
        ("sixty_time", "1e-323", "0001-01-01"), ("sixty_time", "1e-323", "9999-12-31"),
        ("era", "1.7976931348623157e308", "2026-02-01"),
        ("era", "1.7976931348623157e308", "2026-02-02"),
        ("strikeouts", "9.3e18", "2026-02-01"), ("strikeouts", "-9.3e18", "2026-05-01"),
      ]
      let metricStatements = metrics.map { type, value, date in
        "INSERT INTO performance_metrics (id, user_id, event_id, metric_type, value, unit, recorded_date, verified, created_at, updated_at) VALUES ('\(UUID().uuidString.lowercased())', '\(user)', '\(event)', '\(type)', \(value), 'u', '\(date)', \(dialect == .sqlite ? "0" : "false"), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
      }
      // NB: values from before the plausibility rule (migration 7), which stored rows keep.
      let olderServer =
        dialect == .sqlite
        ? [
          "DROP TRIGGER performance_metrics_value_plausible_insert",
          "DROP TRIGGER performance_metrics_value_plausible_update",
        ]
        : [
          "ALTER TABLE performance_metrics DROP CONSTRAINT performance_metrics_value_plausible"
        ]
      try await api.services.database.withConnection { connection in
        for statement in olderServer + statements + metricStatements {
          try await connection.raw(SQLQueryString(statement)).run()
        }
      }
      var pages = [
        "/events", "/events?range=past", "/events?month=9999-12", "/events/\(event)",
        "/events/\(event)?edit=1", "/events/\(event)?metric=1", "/events/\(event)/metrics.csv",
        "/events/\(event)/metrics.pdf", "/events.ics", "/performance", "/performance/export.csv",
        "/performance/export.pdf", "/documents", "/documents/\(document)",
        "/documents/\(document)?edit=1", "/schools",
      ]
      pages += ["velocity", "exit_velo", "sixty_time", "era", "strikeouts"].flatMap {
        ["/performance?type=\($0)", "/performance/export.pdf?type=\($0)"]
      }
      for page in pages {
        let reply = try await browser.get(page)
        #expect(reply.status == 200, "\(page): \(reply.status) \(reply.text.prefix(200))")
      }
      for path in [
        "/api/events", "/api/events/\(event)", "/api/performance/metrics",
        "/rest/v1/events?select=*", "/rest/v1/performance_metrics?select=*",
        "/rest/v1/documents?select=*",
      ] {
        let reply = try await api.request(.get, path, token: token)
        #expect(reply.status == 200, "\(path): \(reply.status) \(reply.text.prefix(200))")
      }
      let deleted = try await browser.submit(
        "/documents/\(document)/delete", from: "/documents/\(document)/delete", [])
      #expect(deleted.status == 303, "a document whose file is no valid object still deletes")
    }
  }
}
