import Foundation

/// When a queue kept back by the network tries again: after 2 s, twice as long each time the
/// network stays away, up to `limit` tries; then it waits for the app to come to the front or
/// a new write. The outbox and the upload queue share it.
@MainActor
final class RetryPacer {
  private let clock: AppClock
  private let limit: Int
  private var pending: Task<Void, Never>?
  private var failedTries = 0

  init(clock: AppClock, limit: Int = 5) {
    self.clock = clock
    self.limit = limit
  }

  /// Runs `retry` after the next pause, unless one is already waiting or the tries are spent.
  func schedule(_ retry: @escaping @MainActor () async -> Void) {
    guard pending == nil, failedTries < limit else { return }
    let pause = Double(2 << failedTries)
    failedTries += 1
    pending = Task { [weak self, clock] in
      try? await clock.sleep(.seconds(pause))
      guard let self, !Task.isCancelled else { return }
      self.pending = nil
      await retry()
    }
  }

  /// The network answered: the next pause starts short again.
  func succeeded() { failedTries = 0 }

  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
