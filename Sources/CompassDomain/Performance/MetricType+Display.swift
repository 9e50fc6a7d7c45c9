import CompassModels

extension MetricType {
  /// "Fastball Velocity", "60-Yard Dash" …; an unknown type is humanized.
  public var displayName: String {
    switch self {
    case .velocity: "Fastball Velocity"
    case .exitVelo: "Exit Velocity"
    case .sixtyTime: "60-Yard Dash"
    case .popTime: "Pop Time"
    case .battingAvg: "Batting Average"
    case .era: "ERA"
    case .strikeouts: "Strikeouts"
    case .other: "Other Metric"
    default: humanizedRawValue
    }
  }

  /// The unit the form proposes for a new metric of this type ("" for unitless numbers).
  public var defaultUnit: String {
    switch self {
    case .velocity, .exitVelo: "mph"
    case .sixtyTime, .popTime: "sec"
    default: ""
    }
  }

  /// 60-yard dash, pop time and ERA improve as they fall.
  public var isLowerBetter: Bool {
    self == .sixtyTime || self == .popTime || self == .era
  }
}
