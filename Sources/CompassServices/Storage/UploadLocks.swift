import Foundation
import Synchronization

/// The resumable uploads being written to in this process: one writer at a time per upload,
/// and a reader of its offset waits for the writer to finish first.
package final class UploadLocks: Sendable {
  private let busy = Mutex<Set<UUID>>([])

  package init() {}

  /// Claims `id`, waiting up to `patience` for another writer to finish; `false` if it did not.
  package func claim(_ id: UUID, patience: Duration = .seconds(3)) async -> Bool {
    let deadline = ContinuousClock.now + patience
    while true {
      if busy.withLock({ $0.insert(id).inserted }) { return true }
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  package func release(_ id: UUID) {
    _ = busy.withLock { $0.remove(id) }
  }
}
