/// How a contact with a program happened (`interactions.type`), as the web schema lists them.
public struct InteractionType: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let email = Self(rawValue: "email")
  public static let phoneCall = Self(rawValue: "phone_call")
  public static let text = Self(rawValue: "text")
  public static let inPersonVisit = Self(rawValue: "in_person_visit")
  public static let virtualMeeting = Self(rawValue: "virtual_meeting")
  public static let camp = Self(rawValue: "camp")
  public static let showcase = Self(rawValue: "showcase")
  public static let tweet = Self(rawValue: "tweet")
  public static let dm = Self(rawValue: "dm")
  public static let game = Self(rawValue: "game")
  public static let unofficialVisit = Self(rawValue: "unofficial_visit")
  public static let officialVisit = Self(rawValue: "official_visit")
  public static let other = Self(rawValue: "other")

  public static let allCases: [Self] = [
    .email, .phoneCall, .text, .inPersonVisit, .virtualMeeting, .camp, .showcase, .tweet, .dm,
    .game, .unofficialVisit, .officialVisit, .other,
  ]
}
