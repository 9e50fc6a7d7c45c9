/// An RGB colour for PDF drawing, components 0…1.
package struct PDFColor: Hashable, Sendable {
  package let red: Double
  package let green: Double
  package let blue: Double

  package static let black = PDFColor(red: 0.07, green: 0.09, blue: 0.15)
  package static let gray = PDFColor(red: 0.39, green: 0.45, blue: 0.55)
  package static let rule = PDFColor(red: 0.82, green: 0.84, blue: 0.86)
  package static let headerFill = PDFColor(red: 0.94, green: 0.95, blue: 0.97)
  package static let stripe = PDFColor(red: 0.98, green: 0.98, blue: 0.99)

  /// A colour written `#3B82F6` → 0.23, 0.51, 0.96 (black when it is not one).
  package init(hex text: String) {
    let value = Int(text.dropFirst(), radix: 16) ?? 0
    self.init(
      red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  package init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}
