/// A named colour of the design system, as hex, so SwiftUI and CSS draw the same badge.
public struct PaletteColor: Hashable, Sendable {
  public let name: String
  public let hex: String

  public static let blue = PaletteColor(name: "blue", hex: "#3B82F6")
  public static let green = PaletteColor(name: "green", hex: "#10B981")
  public static let red = PaletteColor(name: "red", hex: "#EF4444")
  public static let gray = PaletteColor(name: "gray", hex: "#64748B")
  public static let purple = PaletteColor(name: "purple", hex: "#8B5CF6")
  public static let cyan = PaletteColor(name: "cyan", hex: "#06B6D4")
  public static let orange = PaletteColor(name: "orange", hex: "#F97316")
}
