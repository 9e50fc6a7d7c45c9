import Foundation

/// An id made from other ids and a purpose, the same on every face and every try (a custom
/// UUID, version nibble 8, so it never equals a random one): a row that a retry, the other
/// parent or the other face may make again is made once.
public enum StableID {
  /// The id for `purpose` (16 bytes of text) from `first` and, when given, `second`.
  public static func make(_ purpose: String, from first: UUID, and second: UUID? = nil) -> UUID {
    let salt = Array(purpose.utf8) + Array(repeating: 0, count: 16)
    let firstBytes = bytes(first)
    let secondBytes = second.map(bytes) ?? Array(repeating: 0, count: 16)
    var mixed = (0..<16).map { index in
      firstBytes[index] ^ secondBytes[(index + 5) % 16] ^ salt[index]
    }
    mixed[6] = (mixed[6] & 0x0F) | 0x80
    mixed[8] = (mixed[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        mixed[0], mixed[1], mixed[2], mixed[3], mixed[4], mixed[5], mixed[6], mixed[7],
        mixed[8], mixed[9], mixed[10], mixed[11], mixed[12], mixed[13], mixed[14], mixed[15]
      ))
  }

  private static func bytes(_ uuid: UUID) -> [UInt8] {
    withUnsafeBytes(of: uuid.uuid) { Array($0) }
  }
}
