import Foundation
import Synchronization

/// The resumable uploads being written to in this process: one writer at a time per upload,
/// and a newer request waits for the writer before it to finish first.
package final class UploadLocks: Sendable {
  private let busy = Mutex<Set<UUID>>([])

  package init() {}

  /// Claims `id`, waiting up to `patience` for another writer to finish; `false` if it did
  /// not. While it waits, `asking` runs every quarter second (to ask that writer to stop).
  package func claim(
    _ id: UUID, patience: Duration = .seconds(3), asking: () async -> Void = {}
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    var nextAsk = clock.now
    while true {
      if busy.withLock({ $0.insert(id).inserted }) { return true }
      guard clock.now < deadline else { return false }
      if clock.now >= nextAsk {
        await asking()
        nextAsk = clock.now + .milliseconds(250)
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  package func release(_ id: UUID) {
    _ = busy.withLock { $0.remove(id) }
  }
}
