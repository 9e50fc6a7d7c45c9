import CompassModels
import Foundation

extension BadInputCorpus {
  static func api(_ fixture: BadInputFixture) -> [BadRequest] {
    let metric = fixture.owner.rows["performance_metrics"] ?? ""
    let valid: [String: JSONValue] = [
      "metric_type": "velocity", "value": 85, "unit": "mph", "recorded_date": "2026-04-15",
    ]
    var bodies: [[String: JSONValue]] = []
    let badFields: [(String, [JSONValue])] = [
      ("metric_type", [.null, "", "  ", 5, ["velocity"]]),
      (
        "value",
        [.null, "", "abc", "0x10", "nan", "inf", 1e308, -1e308, "1e999", [1], .bool(true), -5, 500]
      ),
      ("unit", [1e19, [], .bool(false), "a\u{0}"]),
      ("recorded_date", [.null, "", "-01-01", "2026-13-01", 20_260_415]),
      ("event_id", ["abc", 7, .string(fixture.other.rows["events"] ?? "")]),
      ("notes", [1, "\u{0}", .string(String(repeating: "n", count: 50_001))]),
      ("verified", ["yes", 1]),
    ]
    for (key, values) in badFields {
      for value in values { bodies.append(valid.merging([key: value]) { _, new in new }) }
    }
    bodies.append(valid.merging(["metric_type": "sixty_time", "value": -5]) { _, new in new })
    bodies.append(valid.merging(["metric_type": "batting_avg", "value": 1.5]) { _, new in new })
    var requests = bodies.map {
      BadRequest.json(.api, .post, "/api/performance/metrics", BadRequest.object($0))
    }
    requests += bodies.filter { $0["recorded_date"] != .null && $0["metric_type"] != .null }.prefix(
      20
    ).map {
      BadRequest.json(.api, .patch, "/api/performance/metrics/\(metric)", BadRequest.object($0))
    }
    requests += [
      .json(.api, .post, "/api/performance/metrics", "[]"),
      .json(.api, .post, "/api/performance/metrics", "{"),
      .json(.api, .post, "/api/performance/metrics", ""),
      .json(.api, .post, "/api/performance/metrics", BadRequest.object(valid), credentials: .none),
      .json(
        .api, .post, "/api/performance/metrics", BadRequest.object(valid), credentials: .anonKey),
      .json(.api, .patch, "/api/performance/metrics/abc", BadRequest.object(valid)),
      .json(
        .api, .patch, "/api/performance/metrics/\(fixture.other.rows["performance_metrics"] ?? "")",
        "{}"),
      .json(.api, .patch, "/api/performance/metrics/\(metric)", "[1]"),
      .json(.api, .delete, "/api/performance/metrics/abc"),
      .json(
        .api, .delete, "/api/performance/metrics/\(fixture.other.rows["performance_metrics"] ?? "")"
      ),
      .json(.api, .delete, "/api/performance/metrics/\(UUID())"),
      .json(.api, .get, "/api/performance/metrics?eventId=abc"),
      .json(.api, .get, "/api/performance/metrics?startDate=2026-13-01"),
      .json(.api, .get, "/api/performance/metrics?endDate=yesterday"),
      .json(.api, .get, "/api/performance/metrics", credentials: .none),
      .json(.api, .get, "/api/events", credentials: .anonKey),
      .json(.api, .get, "/api/events/abc"), .json(.api, .get, "/api/events/\(UUID())"),
      .json(.api, .get, "/api/events/\(fixture.other.rows["events"] ?? "")"),
      .json(.api, .delete, "/api/events/\(fixture.other.rows["events"] ?? "")"),
      .json(.api, .delete, "/api/events/abc"), .json(.api, .get, "/api/nope"),
      .json(.api, .put, "/api/events"), .json(.api, .get, "/api"),
      .json(.api, .post, "/api/performance/metrics", String(repeating: " ", count: 5 << 20)),
    ]
    return requests
  }
}
