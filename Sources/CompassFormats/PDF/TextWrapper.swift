/// Breaks text into lines that fit a width: at spaces where it can, inside a word only when the
/// word alone is wider than the line; line breaks in the text are kept.
package enum TextWrapper {
  package static func lines(_ text: String, font: PDFFont, size: Double, width: Double) -> [PDFText]
  {
    var result: [PDFText] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      result += wrap(PDFText(String(paragraph)), font: font, size: size, width: width)
    }
    return result
  }

  private static func wrap(_ text: PDFText, font: PDFFont, size: Double, width: Double) -> [PDFText]
  {
    let limit = width * 1000 / size
    let widths = font == .regular ? HelveticaMetrics.regular : HelveticaMetrics.bold
    let bytes = text.bytes
    var lines: [PDFText] = []
    var lineStart = 0
    var lineUnits = 0.0
    var lastSpace = -1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let glyph = Double(widths[Int(byte)])
      if lineUnits + glyph > limit, index > lineStart {
        if byte == 0x20 {
          lines.append(PDFText(bytes: trimmed(bytes[lineStart..<index])))
          lineStart = index + 1
          lineUnits = 0
          lastSpace = -1
          index += 1
          continue
        }
        if lastSpace > lineStart {
          lines.append(PDFText(bytes: trimmed(bytes[lineStart..<lastSpace])))
          lineStart = lastSpace + 1
        } else {
          lines.append(PDFText(bytes: Array(bytes[lineStart..<index])))
          lineStart = index
        }
        lastSpace = -1
        lineUnits = bytes[lineStart..<index].reduce(0.0) { $0 + Double(widths[Int($1)]) }
        continue
      }
      if byte == 0x20 { lastSpace = index }
      lineUnits += glyph
      index += 1
    }
    lines.append(PDFText(bytes: trimmed(bytes[lineStart..<bytes.count])))
    return lines
  }

  private static func trimmed(_ slice: ArraySlice<UInt8>) -> [UInt8] {
    var end = slice.endIndex
    while end > slice.startIndex, slice[end - 1] == 0x20 { end -= 1 }
    return Array(slice[slice.startIndex..<end])
  }
}
