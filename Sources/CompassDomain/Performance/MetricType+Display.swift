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

extension MetricType {
  /// The longest name an "Other Metric" is logged under.
  public static let longestName = 60

  /// The kind a typed name logs: a known type when the name is one (its label or its stored
  /// form, in any case), else a kind of the athlete's own, named as typed (spaces tidied);
  /// `nil` for a blank name.
  public static func named(_ typed: String) -> MetricType? {
    let name = typed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !name.isEmpty else { return nil }
    let key = name.lowercased()
    if let known = allCases.first(where: {
      $0 != .other && ($0.displayName.lowercased() == key || $0.rawValue == key)
    }) {
      return known
    }
    return MetricType(rawValue: String(name.prefix(longestName)))
  }
}
