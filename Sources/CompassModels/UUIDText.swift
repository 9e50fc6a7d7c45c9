import Foundation

/// UUIDs to and from their 36-character text byte by byte: Foundation parses with `sscanf` on
/// Linux, which was a tenth of reading a page of rows.
public enum UUIDText {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The UUID written as 8-4-4-4-12 hexadecimal digits in either case; `nil` for anything else.
  public static func parse(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8(parse)
  }

  private static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard utf8.count == 36 else { return nil }
    var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &raw) { out -> Bool in
      var offset = 0
      for index in 0..<16 {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard utf8[offset] == UInt8(ascii: "-") else { return false }
          offset += 1
        }
        guard let high = nibble(utf8[offset]), let low = nibble(utf8[offset + 1]) else {
          return false
        }
        out[index] = high << 4 | low
        offset += 2
      }
      return true
    }
    return parsed ? UUID(uuid: raw) : nil
  }

  /// The UUID in PostgREST's spelling: lowercase, with hyphens.
  public static func lowercase(_ uuid: UUID) -> String {
    withUnsafeBytes(of: uuid.uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { out in
        var written = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            out[written] = UInt8(ascii: "-")
            written += 1
          }
          out[written] = hexDigits[Int(byte >> 4)]
          out[written + 1] = hexDigits[Int(byte & 0x0F)]
          written += 2
        }
        return written
      }
    }
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
