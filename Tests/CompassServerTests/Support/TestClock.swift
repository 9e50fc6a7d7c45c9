import Foundation
import Synchronization

/// A clock tests move by hand.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date()) {
    current = Mutex(start)
  }

  var now: Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
