import CompassModels
import Crypto
import Foundation

/// A form's CSRF token as a page carries it: the secret XOR-masked with a fresh random pad each
/// time it is rendered, so a compressed page never repeats the secret's bytes (BREACH), and the
/// one check every form post goes through.
enum FormToken {
  /// `pad ‖ (pad ⊕ secret)`, base64url without padding.
  static func masked(_ secret: String) -> String {
    let secretBytes = Array(secret.utf8)
    let pad =
      secretBytes.isEmpty
      ? []
      : SymmetricKey(size: SymmetricKeySize(bitCount: secretBytes.count * 8))
        .withUnsafeBytes { Array($0) }
    return Base64URLText.encode(Data(pad + zip(pad, secretBytes).map { $0 ^ $1 }))
  }

  /// Whether `submitted` is a masking of `secret`, compared in constant time.
  static func matches(_ submitted: String, secret: String) -> Bool {
    guard let bytes = decodeBase64URL(submitted), bytes.count == 2 * secret.utf8.count,
      !bytes.isEmpty
    else { return false }
    let half = bytes.count / 2
    let unmasked = zip(bytes[..<half], bytes[half...]).map { $0 ^ $1 }
    return WebSessions.constantTimeEqual(
      String(decoding: unmasked, as: UTF8.self), secret)
  }

  /// Base64url text (unpadded) as bytes; `nil` when it is not.
  static func decodeBase64URL(_ text: String) -> [UInt8]? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
      of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64).map(Array.init)
  }
}
