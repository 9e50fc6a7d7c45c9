import Foundation

/// Splits a raw query string into decoded key/value pairs, in order, repeats kept. Values are
/// decoded form-style: `+` is a space and `%2B` a plus (Python sends the first, Swift `%20`).
enum QueryString {
  static func pairs(_ query: String?) -> [(key: String, value: String)] {
    guard let query, !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { part in
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = decode(pieces[0])
      let value = pieces.count > 1 ? decode(pieces[1]) : ""
      return (key, value)
    }
  }

  /// The first value of `key`, or `nil` when the query does not name it.
  static func value(_ key: String, in query: String?) -> String? {
    pairs(query).first { $0.key == key }?.value
  }

  static func decode(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next(), let low = iterator.next(),
          let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
        else {
          bytes.append(byte)
          continue
        }
        bytes.append(value)
      default:
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` percent-encoded for a query value: everything but letters, digits and `-._~`.
  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  private static let unreserved: CharacterSet = {
    var allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    allowed.insert(charactersIn: "-._~")
    return allowed
  }()
}
