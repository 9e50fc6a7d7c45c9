import Crypto
import Foundation

/// An id made from another id and a purpose, the same every time (RFC 9562's version 8, from a
/// SHA-256): a form that creates two rows (an event and the school added with it) carries one
/// id, and a resent or doubled post names the same second row too, so it is made once.
enum DerivedID {
  static func make(from id: UUID, purpose: String) -> UUID {
    var input = withUnsafeBytes(of: id.uuid) { Data($0) }
    input.append(contentsOf: purpose.utf8)
    var bytes = Array(SHA256.hash(data: input).prefix(16))
    bytes[6] = (bytes[6] & 0x0F) | 0x80
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
