import CompassModels
import Foundation
import Testing

@Suite("/api: the spec's REST routes")
struct APITests {
  @Test(arguments: TestDatabase.available)
  func metricsRoutesFollowThePerformanceSpec(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("api@example.com")
      let event = try #require(
        try await api.insert(
          "events", #"{"name":"Camp","type":"camp","start_date":"2026-04-15"}"#, as: user.token)[
            "id"]?.stringValue)
      let created = try await api.request(
        .post, "/api/performance/metrics", token: user.token,
        json:
          #"{"metric_type":"velocity","value":85.5,"unit":"mph","recorded_date":"2026-02-10","verified":false,"notes":"Indoor"}"#
      )
      #expect(created.status == 201 && created.object["success"] == true)
      let metric = try #require(created.object["data"]?.objectValue)
      let id = try #require(metric["id"]?.stringValue)
      _ = try await api.request(
        .post, "/api/performance/metrics", token: user.token,
        json:
          #"{"metric_type":"sixty_time","value":"6.9","unit":"sec","recorded_date":"2026-04-15","event_id":"\#(event)"}"#
      )
      let all = try await api.request(.get, "/api/performance/metrics", token: user.token)
      #expect(all.object["data"]?.arrayValue?.count == 2)
      let byType = try await api.request(
        .get, "/api/performance/metrics?metricType=velocity", token: user.token)
      #expect(byType.object["data"]?.arrayValue?.count == 1)
      let byEvent = try await api.request(
        .get, "/api/performance/metrics?eventId=\(event.uppercased())", token: user.token)
      #expect(
        byEvent.object["data"]?.arrayValue?.first?.objectValue?["metric_type"] == "sixty_time")
      let byDates = try await api.request(
        .get, "/api/performance/metrics?startDate=2026-03-01&endDate=2026-12-31", token: user.token)
      #expect(byDates.object["data"]?.arrayValue?.count == 1)
      let patched = try await api.request(
        .patch, "/api/performance/metrics/\(id)", token: user.token,
        json: #"{"value":86.0,"notes":"Updated measurement"}"#)
      #expect(patched.status == 200 && patched.object["data"]?.objectValue?["value"] == 86)
      let deleted = try await api.request(
        .delete, "/api/performance/metrics/\(id)", token: user.token)
      #expect(deleted.status == 200 && deleted.object == ["success": true])
      #expect(
        try await api.request(.delete, "/api/performance/metrics/\(id)", token: user.token).status
          == 404)
    }
  }

  @Test(arguments: TestDatabase.available)
  func metricErrorsUseTheEnvelope(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let user = try await api.signUp("api-errors@example.com")
      let cases: [(String, String)] = [
        (#"{"value":1,"recorded_date":"2026-01-01"}"#, "Please select a metric type"),
        (#"{"metric_type":"velocity","recorded_date":"2026-01-01"}"#, "Please enter a value"),
        (
          #"{"metric_type":"velocity","value":"fast","recorded_date":"2026-01-01"}"#,
          "Please enter a valid number"
        ),
        (#"{"metric_type":"velocity","value":1}"#, "Please select a date"),
        (
          #"{"metric_type":"velocity","value":1,"recorded_date":"01/01/2026"}"#,
          "Please select a date"
        ),
      ]
      for (json, message) in cases {
        let reply = try await api.request(
          .post, "/api/performance/metrics", token: user.token, json: json)
        #expect(
          reply.status == 400 && reply.object == ["success": false, "error": .string(message)])
      }
      let anonymous = try await api.request(.get, "/api/performance/metrics")
      #expect(
        anonymous.status == 401
          && anonymous.object == ["success": false, "error": "Not authenticated"])
      #expect(
        try await api.request(
          .patch, "/api/performance/metrics/nope", token: user.token, json: "{}"
        ).status == 404)
      let badEvent = try await api.request(
        .get, "/api/performance/metrics?eventId=nope", token: user.token)
      #expect(badEvent.status == 400)
    }
  }

  @Test(arguments: TestDatabase.available)
  func eventRoutesAreScopedToTheCaller(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let owner = try await api.signUp("events-owner@example.com")
      let other = try await api.signUp("events-other@example.com")
      for (name, date) in [("Later", "2026-06-01"), ("Sooner", "2026-04-15")] {
        try await api.insert(
          "events", #"{"name":"\#(name)","type":"camp","start_date":"\#(date)"}"#, as: owner.token)
      }
      let list = try await api.request(.get, "/api/events", token: owner.token)
      let events = try #require(list.object["data"]?.arrayValue)
      #expect(events.compactMap { $0.objectValue?["name"]?.stringValue } == ["Sooner", "Later"])
      let id = try #require(events.first?.objectValue?["id"]?.stringValue)
      #expect(
        try await api.request(.get, "/api/events/\(id)", token: owner.token).object["data"]?
          .objectValue?["name"] == "Sooner")
      #expect(try await api.request(.get, "/api/events/\(id)", token: other.token).status == 404)
      #expect(try await api.request(.delete, "/api/events/\(id)", token: other.token).status == 404)
      #expect(
        try await api.request(.get, "/api/events", token: other.token).object["data"] == .array([]))
      #expect(
        try await api.request(.delete, "/api/events/\(id)", token: owner.token).object == [
          "success": true
        ])
      #expect(try await api.request(.get, "/api/events/\(id)", token: owner.token).status == 404)
    }
  }
}
