/// How an interaction felt (`interactions.sentiment`).
public struct InteractionSentiment: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let veryPositive = Self(rawValue: "very_positive")
  public static let positive = Self(rawValue: "positive")
  public static let neutral = Self(rawValue: "neutral")
  public static let negative = Self(rawValue: "negative")

  public static let allCases: [Self] = [.veryPositive, .positive, .neutral, .negative]
}
