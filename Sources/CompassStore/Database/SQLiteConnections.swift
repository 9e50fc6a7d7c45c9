import Logging
import Synchronization

/// A small pool of SQLite connections: leasing and returning one is a lock, not a round trip.
/// Connections open lazily, up to `maximum`; a task inside a write transaction never waits for
/// one (the writers waiting for their turn after it may hold them all), and the extra
/// connection it opens is closed when it comes back.
final class SQLiteConnections: Sendable {
  private struct State {
    var idle: [SQLiteHandle] = []
    var opened = 0
    var waiting: [CheckedContinuation<SQLiteHandle?, Never>] = []
    var closed = false
  }

  private let state = Mutex(State())
  private let path: String
  private let maximum: Int
  private let logger: Logger

  init(path: String, maximum: Int, logger: Logger) {
    self.path = path
    self.maximum = maximum
    self.logger = logger
  }

  func lease() async throws -> SQLiteHandle {
    let mayExceed = WriteGate.isHeld
    let handed: SQLiteHandle? = await withCheckedContinuation { continuation in
      let ready: SQLiteHandle?? = state.withLock { state in
        if state.closed { return .some(nil) }
        if let connection = state.idle.popLast() { return .some(connection) }
        if state.opened < maximum || mayExceed {
          state.opened += 1
          return .some(nil)
        }
        state.waiting.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
    if let handed { return handed }
    guard !state.withLock({ $0.closed }) else { throw SQLiteConnectionsClosed() }
    do {
      return try open()
    } catch {
      state.withLock { $0.opened -= 1 }
      throw error
    }
  }

  func release(_ connection: SQLiteHandle) {
    let (waiter, surplus) = state.withLock {
      state -> (CheckedContinuation<SQLiteHandle?, Never>?, Bool) in
      if !state.waiting.isEmpty { return (state.waiting.removeFirst(), false) }
      if state.opened > maximum {
        state.opened -= 1
        return (nil, true)
      }
      state.idle.append(connection)
      return (nil, false)
    }
    if surplus { connection.close() }
    waiter?.resume(returning: connection)
  }

  func shutdown() {
    let (connections, waiters) = state.withLock { state in
      state.closed = true
      defer {
        state.idle = []
        state.waiting = []
      }
      return (state.idle, state.waiting)
    }
    for waiter in waiters { waiter.resume(returning: nil) }
    for connection in connections { connection.close() }
  }

  /// A new connection with a busy timeout (set first, so the other settings wait for a writer),
  /// foreign keys and case-sensitive LIKE as in Postgres.
  private func open() throws -> SQLiteHandle {
    try SQLiteHandle(
      path: path,
      pragmas: [
        "PRAGMA busy_timeout = 5000", "PRAGMA foreign_keys = ON", "PRAGMA synchronous = NORMAL",
        "PRAGMA case_sensitive_like = ON",
      ])
  }
}

/// The pool was shut down while a request waited for a connection.
struct SQLiteConnectionsClosed: Error {}
