import CompassModels
import Foundation

/// Assembles a PDF 1.4 file: pages with compressed content streams over the two standard
/// fonts, document information, and an exact cross-reference table.
package struct PDFFile {
  package static let pageWidth = 612.0
  package static let pageHeight = 792.0

  private var objects: [[UInt8]] = []

  /// The finished file for `pages`, titled and dated for the reader's document properties.
  package static func make(pages: [PDFContent], title: String, author: String, created: Date)
    -> Data
  {
    var file = PDFFile()
    let catalog = file.reserve()
    let pageTree = file.reserve()
    let fonts = PDFFont.allCases.map { font in
      file.add(
        "<< /Type /Font /Subtype /Type1 /BaseFont /\(font.baseFont) /Encoding /WinAnsiEncoding >>")
    }
    let fontEntries = zip(PDFFont.allCases, fonts).map { "/\($0.resourceName) \($1) 0 R" }
    let resources = file.add("<< /Font << \(fontEntries.joined(separator: " ")) >> >>")
    var pageIDs: [Int] = []
    for page in pages {
      let stream = file.addStream(page.bytes)
      pageIDs.append(
        file.add(
          "<< /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(Int(pageWidth)) \(Int(pageHeight))]"
            + " /Resources \(resources) 0 R /Contents \(stream) 0 R >>"))
    }
    let kids = pageIDs.map { "\($0) 0 R" }.joined(separator: " ")
    file.set(pageTree, "<< /Type /Pages /Kids [\(kids)] /Count \(pageIDs.count) >>")
    file.set(catalog, "<< /Type /Catalog /Pages \(pageTree) 0 R >>")
    let info = file.add(
      "<< /Title \(literal(title)) /Author \(literal(author)) /Producer (The Recruiting Compass)"
        + " /CreationDate (\(dateString(created))) >>")
    return Data(file.serialized(root: catalog, info: info))
  }

  private mutating func reserve() -> Int {
    objects.append([])
    return objects.count
  }

  private mutating func set(_ id: Int, _ body: String) {
    objects[id - 1] = Array(body.utf8)
  }

  private mutating func add(_ body: String) -> Int {
    objects.append(Array(body.utf8))
    return objects.count
  }

  private mutating func addStream(_ content: [UInt8]) -> Int {
    let compressed = Deflate.zlib(content)
    var body = Array("<< /Length \(compressed.count) /Filter /FlateDecode >>\nstream\n".utf8)
    body += compressed
    body += Array("\nendstream".utf8)
    objects.append(body)
    return objects.count
  }

  private func serialized(root: Int, info: Int) -> [UInt8] {
    var output = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(output.count)
      output += Array("\(index + 1) 0 obj\n".utf8)
      output += body
      output += Array("\nendobj\n".utf8)
    }
    let crossReference = output.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      let digits = String(offset)
      table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
    }
    table += "trailer\n<< /Size \(objects.count + 1) /Root \(root) 0 R /Info \(info) 0 R >>\n"
    table += "startxref\n\(crossReference)\n%%EOF\n"
    output += Array(table.utf8)
    return output
  }

  /// A PDF text string for metadata: UTF-16BE with a byte-order mark, in hex.
  private static func literal(_ text: String) -> String {
    let units = text.utf16.map { String($0, radix: 16, uppercase: true) }
      .map { String(repeating: "0", count: 4 - $0.count) + $0 }
    return "<FEFF\(units.joined())>"
  }

  /// `D:20261122083000Z`.
  private static func dateString(_ date: Date) -> String {
    "D:\(UTCDigits.of(date))Z"
  }
}
