/// A `uuid[]` column's JSON text (`[]`, `["…","…"]`, `[null]`) read without a JSON decoder:
/// a fresh `JSONDecoder` per row was most of the cost of reading an event. Anything else (an
/// escape, a number, nesting) is left to the JSON decoder.
enum IdentifierListText {
  /// The entries, or nil when the text is not a plain list of strings and nulls.
  static func entries(_ text: String) -> [String?]? {
    let trimmed = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    guard trimmed.first == UInt8(ascii: "["), trimmed.last == UInt8(ascii: "]") else { return nil }
    let inside = String(decoding: trimmed.dropFirst().dropLast(), as: UTF8.self)
    if inside.utf8.allSatisfy(isSpace) { return [] }
    var entries: [String?] = []
    for part in inside.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
      if item.elementsEqual("null".utf8) {
        entries.append(nil)
        continue
      }
      guard item.count >= 2, item.first == quote, item.last == quote else { return nil }
      let content = item.dropFirst().dropLast()
      guard !content.contains(quote), !content.contains(UInt8(ascii: "\\")) else { return nil }
      entries.append(String(decoding: content, as: UTF8.self))
    }
    return entries
  }

  private static let quote = UInt8(ascii: "\"")

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }
}
