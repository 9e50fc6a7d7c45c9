/// HTML escaping for the pages' `{{value}}` and the charts drawn into them: `<`, `>`, `&`, `"` and `'` become entities; text with none
/// of them is appended as it is.
public enum HTMLEscaping {
  public static func append(_ text: String, to output: inout String) {
    let bytes = text.utf8
    let plain =
      bytes.withContiguousStorageIfAvailable { !$0.contains(where: needsEntity) }
      ?? !bytes.contains(where: needsEntity)
    guard !plain else {
      output += text
      return
    }
    var runStart = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if let entity = entity(for: bytes[index]) {
        output += text[runStart..<index]
        output += entity
        runStart = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    output += text[runStart..<bytes.endIndex]
  }

  /// `text` escaped.
  public static func escape(_ text: String) -> String {
    var output = ""
    append(text, to: &output)
    return output
  }

  /// Whether `byte` is one of the five, by a range check first: most bytes are letters.
  private static func needsEntity(_ byte: UInt8) -> Bool {
    byte <= UInt8(ascii: ">")
      && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
  }

  private static func entity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}
