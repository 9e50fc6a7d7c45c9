/// What a performance number measures (`performance_metrics.metric_type`).
public struct MetricType: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let velocity = Self(rawValue: "velocity")
  public static let exitVelo = Self(rawValue: "exit_velo")
  public static let sixtyTime = Self(rawValue: "sixty_time")
  public static let popTime = Self(rawValue: "pop_time")
  public static let battingAvg = Self(rawValue: "batting_avg")
  public static let era = Self(rawValue: "era")
  public static let strikeouts = Self(rawValue: "strikeouts")
  public static let other = Self(rawValue: "other")

  public static let allCases: [Self] = [
    .velocity, .exitVelo, .sixtyTime, .popTime, .battingAvg, .era, .strikeouts, .other,
  ]
}
