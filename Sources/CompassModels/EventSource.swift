/// Where the athlete heard about an event (`events.event_source`).
public struct EventSource: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let email = Self(rawValue: "email")
  public static let flyer = Self(rawValue: "flyer")
  public static let webSearch = Self(rawValue: "web_search")
  public static let recommendation = Self(rawValue: "recommendation")
  public static let friend = Self(rawValue: "friend")
  public static let other = Self(rawValue: "other")

  public static let allCases: [Self] = [
    .email, .flyer, .webSearch, .recommendation, .friend, .other,
  ]
}
