/// Where a follow-up is (`follow_ups.status`): open until done or dropped.
public struct FollowUpStatus: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let open = Self(rawValue: "open")
  public static let done = Self(rawValue: "done")
  public static let dropped = Self(rawValue: "dropped")

  public static let allCases: [Self] = [.open, .done, .dropped]
}
