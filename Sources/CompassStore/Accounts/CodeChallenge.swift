import CompassModels
import Crypto
import Foundation

/// A PKCE code challenge (RFC 7636) a client sent with its request for a mail: the mailed link
/// then leads on with an authorization code, which signs in only with the verifier behind it.
package struct CodeChallenge: Sendable, Equatable {
  /// How the verifier becomes the challenge: its SHA-256 in base64url, or itself.
  package enum Method: String, Sendable {
    case s256
    case plain
  }

  /// A PKCE token's link begins so, as GoTrue's do: a failure goes back in the query.
  package static let tokenPrefix = "pkce_"
  /// RFC 7636's lengths for a verifier and a challenge.
  package static let lengths = 43...128

  package let value: String
  package let method: Method

  package init(value: String, method: Method) {
    self.value = value
    self.method = method
  }

  /// The challenge a token or flow state keeps; `nil` when none was sent.
  init?(stored value: String?, method: String?) {
    guard let value, let method = method.flatMap(Method.init(rawValue:)) else { return nil }
    self.init(value: value, method: method)
  }

  /// Whether `verifier` is the one this challenge was made from.
  package func isMet(by verifier: String) -> Bool {
    switch method {
    case .s256: Base64URLText.encode(Data(SHA256.hash(data: Data(verifier.utf8)))) == value
    case .plain: verifier == value
    }
  }

  /// Whether `text` has RFC 7636's length and characters (`A-Z a-z 0-9 - . _ ~`).
  package static func isWellFormed(_ text: String) -> Bool {
    lengths.contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte)
      }
  }

  /// A mailed token without the prefix a PKCE link gives it.
  static func unprefixed(_ token: String) -> String {
    token.hasPrefix(tokenPrefix) ? String(token.dropFirst(tokenPrefix.count)) : token
  }
}
