import Foundation
import Synchronization

/// A clock tests move by hand.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  /// Starts on a whole second, so times stored at microsecond precision compare exactly.
  init(_ start: Date = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))) {
    current = Mutex(start)
  }

  var now: Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
