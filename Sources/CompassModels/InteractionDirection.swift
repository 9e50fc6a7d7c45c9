/// Who reached out (`interactions.direction`): the coach (inbound) or the athlete (outbound).
public struct InteractionDirection: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let inbound = Self(rawValue: "inbound")
  public static let outbound = Self(rawValue: "outbound")

  public static let allCases: [Self] = [.inbound, .outbound]
}
