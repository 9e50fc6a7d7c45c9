import CompassHTTP

/// One media type as RFC 9110 writes it, `type/subtype` with optional parameters, read
/// strictly: a header naming two types (`image/png, text/html`, which a browser reads as the
/// last one), a type without a subtype, or any character outside the grammar is not one. What
/// is kept is the lowercased essence and a `charset`; other parameters are dropped.
package struct MimeType: Sendable, Equatable {
  package let essence: String
  package let charset: String?

  /// What an upload without a type is stored as.
  package static let bytes = MimeType(essence: "application/octet-stream", charset: nil)

  private init(essence: String, charset: String?) {
    self.essence = essence
    self.charset = charset
  }

  package init?(_ text: String) {
    var reader = Reader(Array(text.utf8))
    reader.skipSpace()
    guard let type = reader.token(), reader.take(UInt8(ascii: "/")),
      let subtype = reader.token()
    else { return nil }
    var charset: String?
    while true {
      reader.skipSpace()
      if reader.isAtEnd { break }
      guard reader.take(UInt8(ascii: ";")) else { return nil }
      reader.skipSpace()
      if reader.isAtEnd { break }
      guard let name = reader.token(), reader.take(UInt8(ascii: "=")),
        let value = reader.token() ?? reader.quoted()
      else { return nil }
      if name.lowercased() == "charset" { charset = value.lowercased() }
    }
    self.init(essence: "\(type)/\(subtype)".lowercased(), charset: charset)
  }

  /// A video or a sound.
  package var isMedia: Bool { essence.hasPrefix("video/") || essence.hasPrefix("audio/") }

  /// The type as stored and sent: `text/plain; charset=utf-8`.
  package var text: String {
    charset.flatMap { Self.isToken($0) ? "\(essence); charset=\($0)" : nil } ?? essence
  }

  package static func isToken(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy(Reader.isTokenByte)
  }

  /// Bytes of a header value, read left to right.
  private struct Reader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skipSpace() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func token() -> String? {
      let start = index
      while index < bytes.count, Self.isTokenByte(bytes[index]) { index += 1 }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// A quoted-string's content: visible ASCII and spaces, `\` escaping one such byte.
    mutating func quoted() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      var content: [UInt8] = []
      while index < bytes.count {
        var byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: content, as: UTF8.self) }
        if byte == UInt8(ascii: "\\") {
          guard index < bytes.count else { return nil }
          byte = bytes[index]
          index += 1
        }
        guard byte == 0x09 || (0x20...0x7E).contains(byte) else { return nil }
        content.append(byte)
      }
      return nil
    }

    static func isTokenByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
      }
    }
  }
}
