import Mustache

/// The pages' `{{value}}` escaping: `<`, `>`, `&`, `"` and `'` become entities, as the template
/// engine's own HTML escaping does, but byte by byte, and text with none of them is returned as
/// it is. Templates select it with `{{% CONTENT_TYPE: HTML_UTF8 }}` on their first line.
struct HTMLEscaping: MustacheContentType {
  static let name = "HTML_UTF8"

  func escapeText(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.contains(where: { Self.entity(for: $0) != nil }) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(bytes.count + 16)
    for byte in bytes {
      if let entity = Self.entity(for: byte) {
        escaped.append(contentsOf: entity)
      } else {
        escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  private static let lessThan = Array("&lt;".utf8)
  private static let greaterThan = Array("&gt;".utf8)
  private static let ampersand = Array("&amp;".utf8)
  private static let quote = Array("&quot;".utf8)
  private static let apostrophe = Array("&#39;".utf8)

  private static func entity(for byte: UInt8) -> [UInt8]? {
    switch byte {
    case UInt8(ascii: "<"): lessThan
    case UInt8(ascii: ">"): greaterThan
    case UInt8(ascii: "&"): ampersand
    case UInt8(ascii: "\""): quote
    case UInt8(ascii: "'"): apostrophe
    default: nil
    }
  }
}
