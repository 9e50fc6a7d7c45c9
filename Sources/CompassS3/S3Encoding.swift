/// Percent-encoding as Signature Version 4 wants it: every byte but `A–Z a–z 0–9 - . _ ~`
/// as `%XX` in upper case; a path keeps its slashes.
enum S3Encoding {
  static func component(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + hex(byte)
      }
    }
    return encoded
  }

  static func path(_ text: String) -> String {
    text.split(separator: "/", omittingEmptySubsequences: false).map { component(String($0)) }
      .joined(separator: "/")
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
