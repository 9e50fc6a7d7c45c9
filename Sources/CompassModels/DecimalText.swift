/// Decimal numbers as people and PostgreSQL write them: `12`, `-3.5`, `.5`, `6.1e2`. Swift's
/// `Double(String)` also takes `0x10`, `nan` and `inf`, which no form or column should store.
public enum DecimalText {
  /// The finite number `text` spells in plain decimal notation, or `nil`.
  public static func number(_ text: some StringProtocol) -> Double? {
    guard isDecimal(text.utf8), let value = Double(String(text)), value.isFinite else {
      return nil
    }
    return value
  }

  /// Whether `text` is an optional sign followed by digits only, however many.
  public static func isWholeNumber(_ text: some StringProtocol) -> Bool {
    var digits = Substring(text).utf8
    if let first = digits.first, isSign(first) { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy(isDigit)
  }

  /// `[+-]digits[.digits][e[+-]digits]`, with at least one digit before the exponent.
  private static func isDecimal(_ bytes: some Collection<UInt8>) -> Bool {
    var index = bytes.startIndex
    func skip(_ accepted: (UInt8) -> Bool) -> Int {
      var count = 0
      while index != bytes.endIndex, accepted(bytes[index]) {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }
    if index != bytes.endIndex, isSign(bytes[index]) { index = bytes.index(after: index) }
    var mantissa = skip(isDigit)
    if index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      mantissa += skip(isDigit)
    }
    guard mantissa > 0 else { return false }
    if index != bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index = bytes.index(after: index)
      if index != bytes.endIndex, isSign(bytes[index]) { index = bytes.index(after: index) }
      guard skip(isDigit) > 0 else { return false }
    }
    return index == bytes.endIndex
  }

  private static func isSign(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
