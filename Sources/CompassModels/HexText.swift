/// Bytes as lowercase hexadecimal text ("0f3a…"): token hashes, secrets, asset versions.
public enum HexText {
  private static let digits = Array("0123456789abcdef".utf8)

  /// Two digits per byte, without `String(format:)` (which cost 2 % of a page, for the
  /// session token's hash).
  public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.underestimatedCount * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
