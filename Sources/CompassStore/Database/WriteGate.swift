/// Lets one SQLite write transaction run at a time in this process; the others wait without
/// holding a thread. SQLite would otherwise make them busy-wait for its write lock on the
/// thread pool, and once every pool thread waits, the transaction holding the lock cannot finish.
actor WriteGate {
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    if busy {
      await withCheckedContinuation { waiting.append($0) }
    } else {
      busy = true
    }
  }

  func leave() {
    if waiting.isEmpty {
      busy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
