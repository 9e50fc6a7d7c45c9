import Foundation

/// Reads and writes `timestamptz` text the way PostgREST and Postgres emit it.
public enum Timestamp {
  /// Parses `YYYY-MM-DD[T| ]HH:MM[:SS[.f…]][Z|±HH[:MM|MM]]`; no offset means UTC.
  public static func parse(_ text: String) -> Date? {
    let digits = ASCIIDigits(text)
    guard digits.count >= 16, let date = LocalDate(leading: digits),
      digits.byte(at: 10) == 0x54 || digits.byte(at: 10) == 0x20 || digits.byte(at: 10) == 0x74,
      digits.byte(at: 13) == 0x3A,
      let hour = digits.number(at: 11, width: 2), hour <= 23,
      let minute = digits.number(at: 14, width: 2), minute <= 59
    else { return nil }
    var index = 16
    var second = 0
    var fraction = 0.0
    if digits.byte(at: index) == 0x3A {
      guard let parsed = digits.number(at: index + 1, width: 2), parsed <= 60 else { return nil }
      second = parsed
      index += 3
      if digits.byte(at: index) == 0x2E {
        index += 1
        var scale = 0.1
        let start = index
        while digits.isDigit(at: index) {
          fraction += Double(digits.bytes[index] - 0x30) * scale
          scale /= 10
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    guard let offsetSeconds = offset(in: digits, from: index) else { return nil }
    let dayStart = Double(date.dayNumber) * 86_400
    let seconds = Double(hour * 3600 + minute * 60 + second - offsetSeconds)
    return Date(timeIntervalSince1970: dayStart + seconds + fraction)
  }

  /// `2026-02-10T12:00:00.123456+00:00`: UTC, microseconds, as PostgREST writes it.
  public static func format(_ instant: Date) -> String {
    let micros = (instant.timeIntervalSince1970 * 1_000_000).rounded()
    let totalMicros = Int(micros)
    let microsPerDay = 86_400 * 1_000_000
    let dayNumber = Int((Double(totalMicros) / Double(microsPerDay)).rounded(.down))
    let microOfDay = totalMicros - dayNumber * microsPerDay
    let date = LocalDate(dayNumber: dayNumber)
    let secondOfDay = microOfDay / 1_000_000
    let hour = (secondOfDay / 3600).zeroPadded(2)
    let minute = (secondOfDay % 3600 / 60).zeroPadded(2)
    let second = (secondOfDay % 60).zeroPadded(2)
    let fraction = (microOfDay % 1_000_000).zeroPadded(6)
    return "\(date)T\(hour):\(minute):\(second).\(fraction)+00:00"
  }

  private static func offset(in digits: ASCIIDigits, from index: Int) -> Int? {
    guard let sign = digits.byte(at: index) else { return 0 }
    if sign == 0x5A || sign == 0x7A {
      return index + 1 == digits.count ? 0 : nil
    }
    guard sign == 0x2B || sign == 0x2D, let hours = digits.number(at: index + 1, width: 2) else {
      return nil
    }
    var minutes = 0
    switch digits.count - (index + 3) {
    case 0: break
    case 2: minutes = digits.number(at: index + 3, width: 2) ?? 99
    case 3 where digits.byte(at: index + 3) == 0x3A:
      minutes = digits.number(at: index + 4, width: 2) ?? 99
    default: return nil
    }
    guard hours <= 15, minutes <= 59 else { return nil }
    let magnitude = hours * 3600 + minutes * 60
    return sign == 0x2B ? magnitude : -magnitude
  }
}
