import Foundation

/// One value per locale, made the first time a locale asks: formatters built once per process
/// keep their memos of formatted text across pages (a page's dates and values were formatted
/// afresh for every request, about 7 % of the Performance page's CPU).
// NB: @unchecked because its state is guarded by `lock`; Mutex needs iOS 18.
final class PerLocale<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Locale: Value] = [:]

  /// The value kept for `locale`, or what `make` returns, kept for next time.
  func value(for locale: Locale, _ make: () -> Value) -> Value {
    if let kept = lock.withLock({ values[locale] }) { return kept }
    let value = make()
    lock.withLock { values[locale] = values[locale] ?? value }
    return value
  }
}

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
