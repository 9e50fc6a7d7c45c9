import Foundation
import Synchronization

/// The `updated_at` each change is stamped with: the clock's time, but always later than the
/// last stamp this server gave, so two saves of one row in the same microsecond (or under a
/// clock that stands still) never carry the same stamp, and an edit's precondition on
/// `updated_at` always sees the other save.
final class ChangeStamps: Sendable {
  private let now: @Sendable () -> Date
  private let last = Mutex(Date.distantPast)

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// A stamp after every one given before.
  func next() -> Date {
    let time = now()
    return last.withLock { last in
      last = max(time, last.addingTimeInterval(0.000_001))
      return last
    }
  }
}
