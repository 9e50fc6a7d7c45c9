import Synchronization

/// Lets one SQLite writer (a write transaction, or a writing statement outside one) run at a
/// time in this process; the others wait without holding a thread. SQLite would otherwise make
/// them busy-wait for its write lock on the thread pool, and once every pool thread waits, the
/// transaction holding the lock cannot finish. A free gate is taken and left without a
/// suspension (a lock, not an actor's hop), so an uncontended write costs what it did before.
final class WriteGate: Sendable {
  private struct State {
    var busy = false
    var waiting: [CheckedContinuation<Void, Never>] = []

    /// Takes the gate when it is free.
    mutating func take() -> Bool {
      guard !busy else { return false }
      busy = true
      return true
    }
  }

  /// Whether the running task is inside a transaction that holds its database's gate: its
  /// statements run without waiting for the gate again.
  @TaskLocal static var isHeld = false
  private let state = Mutex(State())

  /// Runs `work` (on the calling thread, without suspending) once it is this writer's turn.
  func holding<T>(_ work: () throws -> T) async rethrows -> T {
    await enter()
    defer { leave() }
    return try work()
  }

  func enter() async {
    if state.withLock({ $0.take() }) { return }
    await withCheckedContinuation { continuation in
      let free = state.withLock { state in
        if state.take() { return true }
        state.waiting.append(continuation)
        return false
      }
      if free { continuation.resume() }
    }
  }

  /// Hands the gate to the writer waiting longest, or frees it.
  func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.busy = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
