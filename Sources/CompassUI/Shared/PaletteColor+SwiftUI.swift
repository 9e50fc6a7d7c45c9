#if canImport(SwiftUI)
  import CompassDomain
  import SwiftUI

  extension PaletteColor {
    /// The design system's colour, from the same hex the web pages use.
    var color: Color {
      let digits = Int(hex.dropFirst(), radix: 16) ?? 0
      return Color(
        red: Double((digits >> 16) & 0xFF) / 255, green: Double((digits >> 8) & 0xFF) / 255,
        blue: Double(digits & 0xFF) / 255)
    }
  }

  /// A small coloured label: event type, status, "Verified".
  struct Badge: View {
    let text: String
    let color: PaletteColor

    var body: some View {
      Text(text)
        .font(.caption.weight(.semibold))
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .background(color.color.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
        .foregroundStyle(color.color)
    }
  }
#endif
