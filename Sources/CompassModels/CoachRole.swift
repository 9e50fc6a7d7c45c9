/// A coach's job on the staff (`coaches.role`).
public struct CoachRole: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let head = Self(rawValue: "head")
  public static let assistant = Self(rawValue: "assistant")
  public static let recruiting = Self(rawValue: "recruiting")

  public static let allCases: [Self] = [.head, .assistant, .recruiting]
}
