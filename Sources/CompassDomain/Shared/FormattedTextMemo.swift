import Foundation

/// Text a formatter already made, by what it was made from: a page that prints the same date
/// or value many times (a card, its accessible name, its buttons' names) formats it once.
/// An ICU format costs a few microseconds; on the Performance page with 200 metrics those were
/// a quarter of the page's CPU. Holds at most `capacity` texts, then starts over.
// NB: @unchecked because its state is guarded by `lock`; Mutex needs iOS 18.
final class FormattedTextMemo<Key: Hashable & Sendable>: @unchecked Sendable {
  static var capacity: Int { 2_048 }

  private let lock = NSLock()
  private var texts: [Key: String] = [:]

  /// The text kept for `key`, or what `make` returns, kept for next time.
  func text(for key: Key, _ make: () -> String) -> String {
    if let kept = lock.withLock({ texts[key] }) { return kept }
    let text = make()
    lock.withLock {
      if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
      texts[key] = text
    }
    return text
  }
}
