import Foundation
import Testing

/// Many writers at once: SQLite takes them in turn without running out of connections or
/// threads, and PostgreSQL runs them side by side.
@Suite("Concurrency: simultaneous writes and reads")
struct ConcurrencyTests {
  @Test(arguments: TestDatabase.available)
  func fortyConcurrentInsertsAllLand(_ database: TestDatabase) async throws {
    try await TestServer.run(database) { api in
      let token = try await api.signUp("busy@example.com").token
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<40 {
          group.addTask {
            if index % 4 == 0 {
              return try await api.rest(.get, "events?limit=5", as: token).status
            }
            return try await api.rest(
              .post, "events", as: token,
              json: #"{"name":"E\#(index)","type":"camp","start_date":"2026-05-01"}"#
            ).status
          }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 201 }.count == 30)
      #expect(statuses.filter { $0 == 200 }.count == 10)
      let count = try await api.rest(.get, "events?select=id", as: token, prefer: "count=exact")
      #expect(count.header("Content-Range")?.hasSuffix("/30") == true)
    }
  }
}
