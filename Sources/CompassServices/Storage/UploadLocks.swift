import Foundation
import Synchronization

/// The resumable uploads being written to in this process: one writer at a time per upload.
/// A newer request asks the writer before it to stop (directly, through the stop it left
/// with its claim) and waits for it to finish.
package final class UploadLocks: Sendable {
  private let holders = Mutex<[UUID: @Sendable () -> Void]>([:])

  package init() {}

  /// Claims `id` for a writer that `stop` asks to end early. A writer already at it is asked
  /// to stop, `asking` runs every quarter second while this waits (to ask through the
  /// database as well), and after `patience` without the claim this gives up: `false`.
  package func claim(
    _ id: UUID, stop: @escaping @Sendable () -> Void = {}, patience: Duration,
    asking: () async -> Void = {}
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    var nextAsk = clock.now
    var asked = false
    while true {
      let holder = holders.withLock { held -> (@Sendable () -> Void)? in
        if let current = held[id] { return current }
        held[id] = stop
        return nil
      }
      guard let holder else { return true }
      if !asked {
        holder()
        asked = true
      }
      guard clock.now < deadline else { return false }
      if clock.now >= nextAsk {
        await asking()
        nextAsk = clock.now + .milliseconds(250)
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  package func release(_ id: UUID) {
    _ = holders.withLock { $0.removeValue(forKey: id) }
  }
}
