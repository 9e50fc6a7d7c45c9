import CompassModels

/// The trend card of one metric type: its values in date order and where they are heading.
public struct MetricTrend: Hashable, Sendable, Identifiable {
  public let type: MetricType
  /// Values in chronological order.
  public let values: [Double]
  public let min: Double
  public let max: Double
  public let average: Double
  public let unit: String
  public let direction: TrendDirection

  public var id: MetricType { type }
  public var count: Int { values.count }

  /// The share of the bar chart's height each value's bar takes, 0.2…1, scaled to the values'
  /// own range (not from zero), so 81 and 90 mph look different: the lowest value is a fifth of
  /// the tallest, the highest fills it; equal values are all at six tenths.
  public var barHeights: [Double] {
    let range = max - min
    guard range > Swift.max(abs(max), abs(min), 1) * 1e-9, range.isFinite else {
      return values.map { _ in 0.6 }
    }
    let floor = min - range / 4
    return values.map { (($0 - floor) / (max - floor)).clamped(to: 0.2...1) }
  }

  /// The trend of one type's metrics, `indices` in chronological order; `nil` below two
  /// records.
  init?(type: MetricType, indices: [Int], of metrics: [PerformanceMetric]) {
    guard indices.count >= 2 else { return nil }
    let values = indices.map { metrics[$0].value }
    self.type = type
    self.values = values
    min = values.min() ?? 0
    max = values.max() ?? 0
    average = values.reduce(0, +) / Double(values.count)
    unit = MetricAnalysis.unit(of: type, indices: indices, in: metrics)
    direction = TrendDirection(values: values, lowerIsBetter: type.isLowerBetter)
  }

  /// The two ends the direction compares: the average of the first and of the last values,
  /// and how many values each end holds.
  public var ends: (first: Double, last: Double, window: Int) {
    TrendDirection.ends(of: values)
  }
}

/// Improving, declining or stable: the average of the last values against the first, with a
/// 1 % dead band. The two ends are three values each, or fewer so that they never overlap: two
/// results compare the second with the first (85 then 87 mph is improving, not stable).
public enum TrendDirection: String, Hashable, Sendable {
  case improving, declining, stable

  init(values: [Double], lowerIsBetter: Bool) {
    let (firstAverage, lastAverage, _) = Self.ends(of: values)
    let rose = lastAverage > firstAverage * 1.01
    let fell = lastAverage < firstAverage * 0.99
    if lowerIsBetter {
      self = fell ? .improving : rose ? .declining : .stable
    } else {
      self = rose ? .improving : fell ? .declining : .stable
    }
  }

  /// The averages of the first and last values, each end three values or fewer so that they
  /// never overlap.
  static func ends(of values: [Double]) -> (first: Double, last: Double, window: Int) {
    let window = Swift.max(1, Swift.min(3, values.count / 2))
    let first = values.prefix(window)
    let last = values.suffix(window)
    return (
      first.reduce(0, +) / Double(Swift.max(first.count, 1)),
      last.reduce(0, +) / Double(Swift.max(last.count, 1)), window
    )
  }

  public var label: String { rawValue.capitalized }

  public var color: PaletteColor {
    switch self {
    case .improving: .green
    case .declining: .red
    case .stable: .gray
    }
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

/// A trend in words a coach can trust: the direction with the numbers it rests on.
public enum TrendText {
  /// "Improving over 2 results: 85 → 87 mph"; with more results, the averages of the ends it
  /// compares: "Stable over 6 results: first 3 average 6.91, last 3 6.88 sec".
  public static func forCoaches(_ trend: MetricTrend, values: MetricValueFormatter) -> String {
    let (first, last, window) = trend.ends
    let head = "\(trend.direction.label) over \(trend.count) results: "
    guard window > 1 else {
      return head + "\(values.value(first)) → \(values.value(last, unit: trend.unit))"
    }
    let tenth = { (value: Double) in (value * 10).rounded() / 10 }
    let (first10, last10) = (tenth(first), tenth(last))
    return head
      + "first \(window) average \(values.value(first10)), last \(window) \(values.value(last10, unit: trend.unit))"
  }
}
