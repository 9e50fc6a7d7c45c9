import CompassModels

extension MetricType {
  /// The numbers this kind of measurement can take, for a high-school or college athlete in
  /// any of the units people log it in (mph or km/h for speeds, seconds for times). Anything
  /// else is a typo; other and unknown types take any number of a sane size.
  public var plausibleRange: ClosedRange<Double> {
    switch self {
    case .velocity, .exitVelo: 1...200
    case .sixtyTime: 4...20
    case .popTime: 1...5
    case .battingAvg: 0...1
    case .era: 0...999
    case .strikeouts: 0...1_000
    default: -1_000_000...1_000_000
    }
  }

  /// The message for a value outside `plausibleRange`: "60-Yard Dash must be between 4 and 20".
  public var outOfRangeMessage: String {
    let range = plausibleRange
    return
      "\(displayName) must be between \(MetricValueFormatter.editableText(range.lowerBound)) and \(MetricValueFormatter.editableText(range.upperBound))"
  }
}
