/// The two standard faces the reports use; every PDF reader has them, nothing is embedded.
package enum PDFFont: Int, Sendable, CaseIterable {
  case regular = 1
  case bold = 2

  /// The resource name in page content: `/F1`, `/F2`.
  package var resourceName: String { "F\(rawValue)" }

  package var baseFont: String { self == .regular ? "Helvetica" : "Helvetica-Bold" }

  private var widths: [UInt16] {
    self == .regular ? HelveticaMetrics.regular : HelveticaMetrics.bold
  }

  /// Width of WinAnsi-encoded text at `size` points.
  package func width(of text: PDFText, size: Double) -> Double {
    let table = widths
    var units = 0
    for byte in text.bytes { units += Int(table[Int(byte)]) }
    return Double(units) * size / 1000
  }

  package func width(of text: String, size: Double) -> Double {
    width(of: PDFText(text), size: size)
  }
}

/// Text encoded for the standard fonts (WinAnsiEncoding). Typographic spaces and hyphens that
/// ICU puts in dates become their plain forms; any other character the fonts cannot show
/// becomes a visible "?" — never silently dropped.
package struct PDFText: Hashable, Sendable {
  package static let placeholder: UInt8 = 0x3F

  package let bytes: [UInt8]

  package init(_ text: String) {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      encoded.append(Self.encode(scalar))
    }
    bytes = encoded
  }

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  package static func encode(_ scalar: Unicode.Scalar) -> UInt8 {
    let value = scalar.value
    switch value {
    case 0x20...0x7E, 0xA0...0xFF: return UInt8(value)
    case 0x09, 0x0A, 0x0D, 0x2000...0x200A, 0x202F, 0x205F: return 0x20
    case 0x2010, 0x2011, 0x2212: return 0x2D
    default: return HelveticaMetrics.windowsSpecials[value] ?? placeholder
    }
  }

  package var isEmpty: Bool { bytes.isEmpty }
}
