/// One page's drawing operators, in PDF coordinates (points, origin bottom-left).
package struct PDFContent: Sendable {
  private(set) var bytes: [UInt8] = []

  package init() {
    bytes.reserveCapacity(16_384)
  }

  /// Draws `text` with its baseline starting at (`x`, `y`).
  package mutating func text(
    _ text: PDFText, x: Double, y: Double, font: PDFFont, size: Double, color: PDFColor = .black
  ) {
    guard !text.isEmpty else { return }
    fill(color)
    append("BT /")
    append(font.resourceName)
    append(" ")
    number(size)
    append(" Tf ")
    number(x)
    append(" ")
    number(y)
    append(" Td (")
    for byte in text.bytes {
      switch byte {
      case 0x28, 0x29, 0x5C:
        bytes.append(0x5C)
        bytes.append(byte)
      default:
        bytes.append(byte)
      }
    }
    append(") Tj ET\n")
  }

  package mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: PDFColor,
    width: Double
  ) {
    stroke(color, width: width)
    number(start.x)
    append(" ")
    number(start.y)
    append(" m ")
    number(end.x)
    append(" ")
    number(end.y)
    append(" l S\n")
  }

  package mutating func polyline(_ points: [(x: Double, y: Double)], color: PDFColor, width: Double)
  {
    guard let first = points.first, points.count > 1 else { return }
    stroke(color, width: width)
    append("1 J 1 j ")
    number(first.x)
    append(" ")
    number(first.y)
    append(" m")
    for point in points.dropFirst() {
      append(" ")
      number(point.x)
      append(" ")
      number(point.y)
      append(" l")
    }
    append(" S 0 J 0 j\n")
  }

  package mutating func fillRect(
    x: Double, y: Double, width: Double, height: Double, color: PDFColor
  ) {
    fill(color)
    number(x)
    append(" ")
    number(y)
    append(" ")
    number(width)
    append(" ")
    number(height)
    append(" re f\n")
  }

  /// A filled circle of radius `r`, drawn with four Bézier arcs.
  package mutating func dot(x: Double, y: Double, radius r: Double, color: PDFColor) {
    let k = 0.5523 * r
    fill(color)
    number(x + r)
    append(" ")
    number(y)
    append(" m ")
    curve((x + r, y + k), (x + k, y + r), (x, y + r))
    curve((x - k, y + r), (x - r, y + k), (x - r, y))
    curve((x - r, y - k), (x - k, y - r), (x, y - r))
    curve((x + k, y - r), (x + r, y - k), (x + r, y))
    append("f\n")
  }

  private mutating func curve(
    _ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)
  ) {
    for value in [c1.0, c1.1, c2.0, c2.1, end.0, end.1] {
      number(value)
      append(" ")
    }
    append("c ")
  }

  private mutating func fill(_ color: PDFColor) {
    number(color.red)
    append(" ")
    number(color.green)
    append(" ")
    number(color.blue)
    append(" rg ")
  }

  private mutating func stroke(_ color: PDFColor, width: Double) {
    number(color.red)
    append(" ")
    number(color.green)
    append(" ")
    number(color.blue)
    append(" RG ")
    number(width)
    append(" w ")
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes a number with at most two decimals and no exponent, without `String(format:)`.
  private mutating func number(_ value: Double) {
    var hundredths = Int(exactly: (PlotCoordinate.bounded(value) * 100).rounded()) ?? 0
    if hundredths < 0 {
      bytes.append(0x2D)
      hundredths = -hundredths
    }
    appendDigits(hundredths / 100)
    let fraction = hundredths % 100
    if fraction != 0 {
      bytes.append(0x2E)
      bytes.append(UInt8(0x30 + fraction / 10))
      if fraction % 10 != 0 { bytes.append(UInt8(0x30 + fraction % 10)) }
    }
  }

  private mutating func appendDigits(_ value: Int) {
    if value >= 10 { appendDigits(value / 10) }
    bytes.append(UInt8(0x30 + value % 10))
  }
}
