import Foundation

/// Reads back the PDFs our writer makes: objects through the cross-reference table, and the
/// text drawn on each page from the inflated content streams. Test-only.
struct PDFInspector {
  let bytes: [UInt8]
  let pageTexts: [String]
  let pageCount: Int

  init(_ data: Data) throws {
    bytes = Array(data)
    let text = String(decoding: bytes, as: UTF8.self)
    guard let countRange = text.range(of: "/Type /Pages /Kids [") else { throw Failure.noPageTree }
    let afterKids = text[countRange.upperBound...]
    let countText = afterKids.split(separator: "/Count ")[1].prefix { $0.isNumber }
    pageCount = Int(countText) ?? 0
    var texts: [String] = []
    var searchStart = 0
    let streamOpening = Array(">>\nstream\n".utf8)
    while let streamStart = Self.find(streamOpening, in: bytes, from: searchStart) {
      let start = streamStart + streamOpening.count
      guard let end = Self.find(Array("\nendstream".utf8), in: bytes, from: start) else { break }
      let inflated = try FixedInflater.inflate(Array(bytes[start..<end]))
      texts.append(Self.shownText(inflated))
      searchStart = end
    }
    pageTexts = texts
  }

  enum Failure: Error { case noPageTree }

  /// Every cross-reference entry points at the start of its object.
  func crossReferenceIsExact() -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let xref = text.range(of: "startxref\n", options: .backwards),
      let offset = Int(text[xref.upperBound...].prefix { $0.isNumber })
    else { return false }
    let table = String(decoding: bytes[offset...], as: UTF8.self)
    let lines = table.split(separator: "\n").dropFirst(2)
    var object = 1
    for line in lines.dropFirst() {
      guard line.hasSuffix(" n ") || line.hasSuffix(" n") else { break }
      let position = Int(line.prefix(10)) ?? -1
      let expected = Array("\(object) 0 obj".utf8)
      guard position >= 0, Array(bytes[position..<(position + expected.count)]) == expected else {
        return false
      }
      object += 1
    }
    return object > 1
  }

  /// The strings of `(…) Tj` operators, one per line, unescaped, as WinAnsi text.
  private static func shownText(_ content: [UInt8]) -> String {
    var lines: [String] = []
    var index = 0
    while index < content.count {
      if content[index] == 0x28 {
        var string: [UInt8] = []
        index += 1
        while index < content.count, content[index] != 0x29 {
          if content[index] == 0x5C { index += 1 }
          string.append(content[index])
          index += 1
        }
        lines.append(String(decoding: string.map { UInt16($0) }, as: UTF16.self))
      }
      index += 1
    }
    return lines.joined(separator: "\n")
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle {
        return index
      }
      index += 1
    }
    return nil
  }
}
