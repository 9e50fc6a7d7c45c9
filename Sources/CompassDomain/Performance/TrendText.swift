import CompassModels

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
