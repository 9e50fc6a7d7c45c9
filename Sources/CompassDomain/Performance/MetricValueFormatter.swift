import CompassModels
import Foundation

/// Metric values as the dashboard prints them: grouped thousands ("85,000"), two decimals at
/// most, three significant digits for values under one ("0.325", "0.0004" — never a bare "0"
/// for a value that is not zero), and the unit only when there is one.
public struct MetricValueFormatter: Sendable {
  private let wholeStyle: FloatingPointFormatStyle<Double>
  private let smallStyle: FloatingPointFormatStyle<Double>
  /// By bit pattern: `-0.0 == 0.0` (and `NaN` equals nothing) as numbers, not as texts.
  private let numbers: FormattedTextMemo<UInt64>

  private static let shared = PerLocale<MetricValueFormatter>()

  public init(locale: Locale) {
    self = Self.shared.value(for: locale) { MetricValueFormatter(building: locale) }
  }

  private init(building locale: Locale) {
    numbers = FormattedTextMemo()
    wholeStyle = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...2))
    smallStyle = FloatingPointFormatStyle<Double>(locale: locale).precision(
      .significantDigits(1...3))
  }

  /// "92.5", "85,000", "0.325", "0.0004".
  public func value(_ value: Double) -> String {
    numbers.text(for: value.bitPattern) {
      abs(value) < 1 ? value.formatted(smallStyle) : value.formatted(wholeStyle)
    }
  }

  /// "92.5 mph", or "0.325" without a unit.
  public func value(_ value: Double, unit: String) -> String {
    let number = self.value(value)
    let trimmedUnit = unit.trimmingSpaces
    return trimmedUnit.isEmpty ? number : "\(number) \(trimmedUnit)"
  }

  public func value(of metric: PerformanceMetric) -> String {
    value(metric.value, unit: metric.unit)
  }

  /// "Exit Velocity 88 mph": a metric as a sentence names it.
  public func named(_ type: MetricType, _ value: Double, unit: String) -> String {
    "\(type.displayName) \(self.value(value, unit: unit))"
  }

  /// The number as the edit field shows it: plain digits, no grouping, no trailing zeros.
  static func editableText(_ value: Double) -> String {
    abs(value) < 1e15 ? Int(exactly: value).map(String.init) ?? String(value) : String(value)
  }
}
