/// The kind of recruiting event (`events.type`).
public struct EventType: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let showcase = Self(rawValue: "showcase")
  public static let camp = Self(rawValue: "camp")
  public static let officialVisit = Self(rawValue: "official_visit")
  public static let unofficialVisit = Self(rawValue: "unofficial_visit")
  public static let game = Self(rawValue: "game")

  public static let allCases: [Self] = [.showcase, .camp, .officialVisit, .unofficialVisit, .game]
}
