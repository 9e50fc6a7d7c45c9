import CompassModels
import Crypto
import Foundation

/// How the store keeps a secret it must recognise but never show again (refresh and session
/// tokens, calendar and coaches' link tokens, invite codes): its SHA-256, as lowercase hex.
package enum TokenHash {
  package static func of(_ secret: String) -> String {
    HexText.lowercase(SHA256.hash(data: Data(secret.utf8)))
  }
}
