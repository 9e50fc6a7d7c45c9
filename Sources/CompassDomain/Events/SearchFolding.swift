import Foundation

/// Case- and diacritic-insensitive matching over UTF-8 bytes: "sao" finds "São Paulo".
enum SearchFolding {
  /// The folded bytes; plain ASCII takes a fast path that only lowercases.
  static func fold(_ text: String, locale: Locale) -> [UInt8] {
    var utf8 = Array(text.utf8)
    if utf8.allSatisfy({ $0 < 0x80 }) {
      for index in utf8.indices where (0x41...0x5A).contains(utf8[index]) {
        utf8[index] |= 0x20
      }
      return utf8
    }
    return Array(
      text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale).utf8)
  }

  /// The folded query with surrounding whitespace and control bytes removed; empty means
  /// "no search".
  static func foldQuery(_ query: String, locale: Locale) -> [UInt8] {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    return fold(trimmed, locale: locale).filter { $0 >= 0x20 }
  }

  /// Orders folded text with digit runs compared by value, so "camp 2" < "camp 10".
  static func isOrderedBefore(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    var left = 0
    var right = 0
    while left < lhs.count, right < rhs.count {
      if isDigit(lhs[left]), isDigit(rhs[right]) {
        let leftRun = digitRun(lhs, from: left)
        let rightRun = digitRun(rhs, from: right)
        let leftDigits = lhs[leftRun.significant..<leftRun.end]
        let rightDigits = rhs[rightRun.significant..<rightRun.end]
        if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
        if !leftDigits.elementsEqual(rightDigits) {
          return leftDigits.lexicographicallyPrecedes(rightDigits)
        }
        left = leftRun.end
        right = rightRun.end
      } else if lhs[left] != rhs[right] {
        return lhs[left] < rhs[right]
      } else {
        left += 1
        right += 1
      }
    }
    return lhs.count - left < rhs.count - right
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The end of the digit run starting at `start`, and where it stops being leading zeros.
  private static func digitRun(_ bytes: [UInt8], from start: Int) -> (significant: Int, end: Int) {
    var end = start
    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
    var significant = start
    while significant < end - 1, bytes[significant] == 0x30 { significant += 1 }
    return (significant, end)
  }
}
