/// An RGB colour for PDF drawing, components 0…1.
struct PDFColor: Hashable, Sendable {
  let red: Double
  let green: Double
  let blue: Double

  static let black = PDFColor(red: 0.07, green: 0.09, blue: 0.15)
  static let gray = PDFColor(red: 0.39, green: 0.45, blue: 0.55)
  static let rule = PDFColor(red: 0.82, green: 0.84, blue: 0.86)
  static let headerFill = PDFColor(red: 0.94, green: 0.95, blue: 0.97)
  static let stripe = PDFColor(red: 0.98, green: 0.98, blue: 0.99)

  /// The design-system colour: `#3B82F6` → 0.23, 0.51, 0.96.
  init(_ palette: PaletteColor) {
    let hex = palette.hex.dropFirst()
    let value = Int(hex, radix: 16) ?? 0
    self.init(
      red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}
