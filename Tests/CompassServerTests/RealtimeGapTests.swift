import CompassModels
import Foundation
import SQLKit
import Testing

@testable import CompassServer
@testable import CompassStore

/// Ids missing from the change log (a rolled-back write, or changes forgotten with a deleted
/// account) are waited for a few seconds of real time, then passed over: however many changes
/// follow, and even while the service's clock stands still, later changes keep arriving.
@Suite("Realtime: a gap in the change log holds no one up")
struct RealtimeGapTests {
  @Test func changesKeepArrivingPastAGapWhileTheServiceClockStandsStill() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let athlete = try await api.signUp("jordan@example.com")
      let probe = RealtimeProbe(port: try #require(api.client.port), key: api.anonKey)
      probe.join(
        "events", bindings: [["event": "*", "schema": "public", "table": "events"]],
        token: athlete.token)
      #expect(await probe.wait { !probe.messages("system").isEmpty })
      try await Self.logAfterAGap(api, count: 2 * 500)
      _ = try await api.insert(
        "events", #"{"type":"camp","name":"Past the gap","start_date":"2026-06-01"}"#,
        as: athlete.token)
      #expect(await probe.wait { probe.changes.count == 1 })
      #expect(probe.changes.first?["record"]?.objectValue?["name"] == "Past the gap")
      await probe.close()
    }
  }

  /// Leaves one id unused in the log, then records `count` changes no one follows after it.
  private static func logAfterAGap(_ api: TestAPI, count: Int) async throws {
    let latest = try await ChangeLog(database: api.services.database).latest()
    try await api.services.database.withConnection { connection in
      try await connection.raw(
        """
        WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < \(bind: count + 1)) \
        INSERT INTO realtime_changes (id, table_name, kind, record, committed_at) \
        SELECT \(bind: latest) + i, 'elsewhere', 'INSERT', '{}', '2026-01-01 00:00:00' FROM n
        """
      ).run()
    }
  }
}
