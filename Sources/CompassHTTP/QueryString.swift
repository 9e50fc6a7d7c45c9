import Foundation

/// A query string pair whose percent-encoding is not valid UTF-8 escapes.
package struct MalformedQuery: Error, Equatable {
  /// The pair as it was sent.
  package let pair: String
}

/// Splits a raw query string into decoded key/value pairs, in order, repeats kept. Values are
/// decoded form-style: `+` is a space and `%2B` a plus (Python sends the first, Swift `%20`).
package enum QueryString {
  /// The pairs, read leniently: a `%` that starts no escape stays as it is.
  package static func pairs(_ query: String?) -> [(key: String, value: String)] {
    split(query).map { (decode($0.key), decode($0.value)) }
  }

  /// The pairs, refusing a `%` not followed by two hex digits, or escapes that are not UTF-8.
  package static func strictPairs(_ query: String?) throws(MalformedQuery) -> [(
    key: String, value: String
  )] {
    try split(query).map { pair throws(MalformedQuery) in
      guard let key = strictDecode(pair.key), let value = strictDecode(pair.value) else {
        throw MalformedQuery(pair: "\(pair.key)=\(pair.value)")
      }
      return (key, value)
    }
  }

  /// The first value of `key`, or `nil` when the query does not name it.
  package static func value(_ key: String, in query: String?) -> String? {
    pairs(query).first { $0.key == key }?.value
  }

  package static func decode(_ text: Substring) -> String {
    String(decoding: bytes(text, strict: false) ?? [], as: UTF8.self)
  }

  private static func strictDecode(_ text: Substring) -> String? {
    bytes(text, strict: true).flatMap { String(validating: $0, as: UTF8.self) }
  }

  private static func split(_ query: String?) -> [(key: Substring, value: Substring)] {
    guard let query, !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { part in
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (pieces.first ?? "", pieces.count > 1 ? pieces[1] : "")
    }
  }

  /// The decoded bytes; `nil` when `strict` and a `%` starts no two-digit hex escape (which,
  /// read leniently, stays as written).
  private static func bytes(_ text: Substring, strict: Bool) -> [UInt8]? {
    let input = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      let byte = input[index]
      index += 1
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 1 < input.count,
        let high = hexValue(input[index]), let low = hexValue(input[index + 1])
      {
        bytes.append(high << 4 | low)
        index += 2
      } else if byte == UInt8(ascii: "%"), strict {
        return nil
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `text` percent-encoded for a query value: everything but letters, digits and `-._~`, and
  /// `/` too when `keepingSlashes` (an address as a value reads best with its slashes).
  package static func encode(_ text: String, keepingSlashes: Bool = false) -> String {
    let kept = { (byte: UInt8) in isUnreserved(byte) || (keepingSlashes && byte == 0x2F) }
    guard !text.utf8.allSatisfy(kept) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if kept(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
