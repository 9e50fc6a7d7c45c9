import CompassDomain
import CompassModels
import Foundation
import Testing

@testable import CompassStore

/// A metric's value must be plausible for its type on every path, REST included: the database
/// refuses the rest (a trigger on SQLite, a CHECK constraint on PostgreSQL and hosted Supabase).
@Suite("Metrics: plausible values for every client")
struct PlausibleMetricTests {
  @Test func theShippedRangesAreTheDomainsOnBothBackends() throws {
    let shipped = Dictionary(
      uniqueKeysWithValues: Migration.plausibleMetricRanges.map {
        ($0.type, Double($0.lower)...Double($0.upper))
      })
    let column = try #require(
      TableRegistry.tables["performance_metrics"]?.columns.first { $0.name == "value" }?.range)
    for type in MetricType.allCases {
      #expect((shipped[type.rawValue] ?? column) == type.plausibleRange, "\(type.rawValue)")
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let hosted = try String(
      contentsOf: root.appendingPathComponent(
        "supabase/migrations/20261126000000_plausible_metric_values.sql"), encoding: .utf8)
    for range in Migration.plausibleMetricRanges {
      #expect(
        hosted.contains(
          "WHEN '\(range.type)' THEN performance_metrics.value BETWEEN \(range.lower) AND \(range.upper)\n"
        ), "\(range.type)")
    }
  }

  @Test(arguments: TestDatabase.available)
  func restRefusesAnImplausibleValueOnInsertAndChange(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("plausible@example.com").token
      func metric(_ type: String, _ value: String) -> String {
        #"{"metric_type":"\#(type)","value":\#(value),"unit":"sec","recorded_date":"2026-03-01"}"#
      }
      for (type, value) in [("sixty_time", "-5"), ("velocity", "0.0004"), ("batting_avg", "1.5")] {
        let refused = try await api.rest(
          .post, "performance_metrics", as: token, json: metric(type, value))
        #expect(refused.status == 400, "\(type) \(value)")
        #expect(refused.object["code"] == .string("23514"))
        #expect(
          refused.object["message"]
            == .string(
              #"new row for relation "performance_metrics" violates check constraint "performance_metrics_value_plausible""#
            ))
      }
      let sixty = try await api.insert(
        "performance_metrics", metric("sixty_time", "6.9"), as: token)
      let id = sixty["id"]?.stringValue ?? ""
      let negative = try await api.rest(
        .patch, "performance_metrics?id=eq.\(id)", as: token, json: #"{"value":-5}"#)
      #expect(negative.status == 400)
      let retyped = try await api.rest(
        .patch, "performance_metrics?id=eq.\(id)", as: token, json: #"{"metric_type":"pop_time"}"#)
      #expect(retyped.status == 400, "6.9 s is no pop time")
      let fine = try await api.rest(
        .patch, "performance_metrics?id=eq.\(id)", as: token, json: #"{"value":6.85,"notes":"ok"}"#)
      #expect(fine.status == 204)
      _ = try await api.insert("performance_metrics", metric("other", "-12"), as: token)
      let stored = try await api.rest(
        .get, "performance_metrics?select=value&order=value", as: token)
      #expect(stored.rows.map { $0["value"] } == [.number(-12), .number(6.85)])
    }
  }
}
