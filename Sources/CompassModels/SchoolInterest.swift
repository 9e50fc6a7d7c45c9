/// How much the family wants a school (`school_statuses.interest`).
public struct SchoolInterest: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let high = Self(rawValue: "high")
  public static let medium = Self(rawValue: "medium")
  public static let low = Self(rawValue: "low")

  public static let allCases: [Self] = [.high, .medium, .low]
}
