/// A school's athletic division (`schools.division`).
public struct SchoolDivision: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let d1 = Self(rawValue: "D1")
  public static let d2 = Self(rawValue: "D2")
  public static let d3 = Self(rawValue: "D3")
  public static let naia = Self(rawValue: "NAIA")
  public static let juco = Self(rawValue: "JUCO")

  public static let allCases: [Self] = [.d1, .d2, .d3, .naia, .juco]
}
