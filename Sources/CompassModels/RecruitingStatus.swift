/// Where the family stands with a school (`school_statuses.status`), in the order a
/// relationship usually goes, "not a fit" last.
public struct RecruitingStatus: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let researching = Self(rawValue: "researching")
  public static let contacted = Self(rawValue: "contacted")
  public static let talking = Self(rawValue: "talking")
  public static let visited = Self(rawValue: "visited")
  public static let offered = Self(rawValue: "offered")
  public static let committed = Self(rawValue: "committed")
  public static let notAFit = Self(rawValue: "not_a_fit")

  public static let allCases: [Self] = [
    .researching, .contacted, .talking, .visited, .offered, .committed, .notAFit,
  ]
}
