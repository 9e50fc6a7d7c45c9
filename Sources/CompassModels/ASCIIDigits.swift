/// Reads fixed-width decimal fields out of UTF-8 text without allocating.
struct ASCIIDigits {
  let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  var count: Int { bytes.count }

  func byte(at index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// The number written by `width` digits starting at `start`, or `nil` if any is not a digit.
  func number(at start: Int, width: Int) -> Int? {
    guard start >= 0, start + width <= bytes.count else { return nil }
    var value = 0
    for index in start..<(start + width) {
      let byte = bytes[index]
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  func isDigit(at index: Int) -> Bool {
    guard let byte = byte(at: index) else { return false }
    return byte >= 0x30 && byte <= 0x39
  }
}

extension Int {
  /// The number left-padded with zeros to `width` digits.
  package func zeroPadded(_ width: Int) -> String {
    let digits = String(Swift.abs(self))
    let padding = String(repeating: "0", count: Swift.max(0, width - digits.count))
    return (self < 0 ? "-" : "") + padding + digits
  }
}
