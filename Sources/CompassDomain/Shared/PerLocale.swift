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
