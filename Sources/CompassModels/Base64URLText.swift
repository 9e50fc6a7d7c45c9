import Foundation

/// Bytes as base64url text without padding (RFC 4648 §5): tokens that travel in URLs,
/// cookies and form fields.
public enum Base64URLText {
  /// The bytes' base64url spelling, without `=` padding.
  public static func encode(_ bytes: Data) -> String {
    let base64 = bytes.base64EncodedString().utf8
    return String(
      decoding: base64.lazy.filter { $0 != UInt8(ascii: "=") }.map(urlSafeByte), as: UTF8.self)
  }

  /// Base64's `+` and `/` as base64url spells them, byte by byte (three passes of
  /// `replacingOccurrences` were 2 % of a page's CPU, for its form token).
  private static func urlSafeByte(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "+"): UInt8(ascii: "-")
    case UInt8(ascii: "/"): UInt8(ascii: "_")
    default: byte
    }
  }
}
