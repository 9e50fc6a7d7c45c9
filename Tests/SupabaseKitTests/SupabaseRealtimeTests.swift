import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Synchronization
import Testing

/// `client.realtime` against the real server: changes arrive as typed rows, a token refreshed
/// on the way is sent to the channel so changes keep coming, and signing out ends every
/// subscription.
@Suite("SupabaseKit realtime against the real server")
struct SupabaseRealtimeTests {
  /// What a stream heard besides changes, for the error of a timeout.
  private final class Heard: Sendable {
    let list = Mutex<[String]>([])
  }

  private struct TimedOut: Error {
    let waitingFor: String
  }

  private struct Camp: Decodable, Equatable {
    let name: String
    let attended: Bool
  }

  /// A signed-up athlete's client beating every 15 s, on the test's clock (a beat unanswered
  /// until the next counts as a drop, so a loaded machine needs the time).
  private func athlete(_ server: LiveServer.Handle, clock: ManualClock) async throws
    -> SupabaseClient
  {
    let client = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
      transport: URLSessionTransport(timeout: 60), webSocket: NIOWebSocketTransport(),
      realtimeHeartbeat: .seconds(15),
      now: { clock.now })
    _ = try await client.auth.signUp(email: "athlete@example.com", password: "long enough")
    return client
  }

  /// The next change of `events`, within 120 s (a loaded machine is slow); on a timeout the
  /// error says what the stream heard meanwhile.
  private func next(
    _ events: AsyncStream<RealtimeClient.Event>,
    where wanted: @escaping @Sendable (RealtimeChange) -> Bool = { _ in true }
  ) async throws -> RealtimeChange? {
    let heard = Heard()
    return try await withThrowingTaskGroup(of: RealtimeChange?.self) { group in
      group.addTask {
        for await event in events {
          if case .change(let change) = event, wanted(change) { return change }
          heard.list.withLock { $0.append("\(event) at \(Date())") }
        }
        return nil
      }
      group.addTask {
        try await Task.sleep(for: .seconds(120))
        throw TimedOut(waitingFor: "a change; heard \(heard.list.withLock { $0 }) until \(Date())")
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
  }

  /// The next change of `events` while `write` is made again every 5 s (the new token's
  /// `access_token` message, or a socket dropped on a loaded machine, may miss the first).
  private func next(
    _ events: AsyncStream<RealtimeClient.Event>,
    where wanted: @escaping @Sendable (RealtimeChange) -> Bool = { _ in true },
    repeating write: @escaping @Sendable () async throws -> Void
  ) async throws -> RealtimeChange? {
    let writing = Task {
      while !Task.isCancelled {
        // NB: a write refused on a loaded machine is made again with the next.
        do {
          try await write()
        } catch {
          print("realtime test: a write failed: \(error)")
        }
        try await Task.sleep(for: .seconds(5))
      }
    }
    defer { writing.cancel() }
    return try await next(events, where: wanted)
  }

  private func joined(_ client: SupabaseClient) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while await client.realtime.subscriptionCount != (1, 1) {
      guard ContinuousClock.now < deadline else { throw TimedOut(waitingFor: "the join") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  @Test func aRefreshedTokenReachesTheChannelAndChangesKeepComing() async throws {
    let clock = ManualClock()
    try await LiveServer.run(clock: clock) { server in
      let client = try await athlete(server, clock: clock)
      let events = await client.realtime.changes(table: "events")
      try await joined(client)
      let first = try #require(
        try await next(events) {
          try await client.from("events").insert(
            ["type": "camp", "name": "Tech Camp", "start_date": "2026-06-01"]
          ).execute()
        })
      #expect(first.kind == .insert && first.table == "events")
      #expect(first.row(as: Camp.self) == Camp(name: "Tech Camp", attended: false))

      let old = try #require(await client.auth.currentSession?.accessToken)
      clock.advance(by: 3_590)
      let deadline = ContinuousClock.now + .seconds(90)
      while await client.auth.currentSession?.accessToken == old, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(await client.auth.currentSession?.accessToken != old, "the beat refreshed it")
      clock.advance(by: 60)
      let renewed = try #require(
        // NB: inserts repeated above may still be on their way.
        try await next(events, where: { $0.kind == .update }) {
          try await client.from("events").update(["attended": true]).eq("name", value: "Tech Camp")
            .execute()
        }, "the old token has expired by now")
      #expect(renewed.kind == .update && renewed.row(as: Camp.self)?.attended == true)
    }
  }

  @Test func aTokenRefreshedWhileTheJoinIsOnItsWayReachesTheChannel() async throws {
    let clock = ManualClock()
    try await LiveServer.run(clock: clock) { server in
      let socket = HeldJoinReplies(NIOWebSocketTransport())
      let client = SupabaseClient(
        url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
        transport: URLSessionTransport(timeout: 60), webSocket: socket,
        realtimeHeartbeat: .seconds(60), now: { clock.now })
      _ = try await client.auth.signUp(email: "athlete@example.com", password: "long enough")
      let events = await client.realtime.changes(table: "events")
      while !socket.joining { try await Task.sleep(for: .milliseconds(20)) }
      clock.advance(by: 3_590)
      _ = try await client.auth.refreshSession()
      socket.release()
      try await joined(client)
      clock.advance(by: 60)
      let change = try #require(
        try await next(events) {
          try await client.from("events").insert(
            ["type": "camp", "name": "Tech Camp", "start_date": "2026-06-01"]
          ).execute()
        }, "the join's token has expired by now: the channel must have the new one")
      #expect(change.kind == .insert)
    }
  }

  @Test func signingOutEndsEverySubscription() async throws {
    let clock = ManualClock()
    try await LiveServer.run(clock: clock) { server in
      let client = try await athlete(server, clock: clock)
      let events = await client.realtime.changes(table: "events")
      try await joined(client)
      try await client.auth.signOut()
      let finished = try await withThrowingTaskGroup(of: Bool.self) { group in
        group.addTask {
          for await _ in events {}
          return true
        }
        group.addTask {
          try await Task.sleep(for: .seconds(60))
          return false
        }
        defer { group.cancelAll() }
        return try await group.next() ?? false
      }
      #expect(finished, "the stream ends by itself")
      #expect(await client.realtime.subscriptionCount == (0, 0))
    }
  }
}
