import Foundation

/// UUIDs to and from their 36-character text byte by byte: Foundation parses with `sscanf` on
/// Linux, which was a tenth of reading a page of rows.
public enum UUIDText {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The UUID written as 8-4-4-4-12 hexadecimal digits in either case; `nil` for anything else.
  public static func parse(_ text: String) -> UUID? {
    let utf8 = text.utf8
    guard utf8.count == 36 else { return nil }
    var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &raw) { out -> Bool in
      var high: UInt8?
      var written = 0
      for (offset, byte) in utf8.enumerated() {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard byte == UInt8(ascii: "-") else { return false }
          continue
        }
        guard let nibble = nibble(byte) else { return false }
        if let first = high {
          out[written] = first << 4 | nibble
          written += 1
          high = nil
        } else {
          high = nibble
        }
      }
      return written == 16
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
