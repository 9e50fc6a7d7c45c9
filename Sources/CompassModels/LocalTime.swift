/// A time of day with no date or zone (a Postgres `time`): reads `"09:00"` or `"09:00:00"`,
/// writes `"09:00:00"`.
public struct LocalTime: Hashable, Sendable, Comparable, WireString {
  public static let wireForm = "a HH:MM[:SS] time"

  public let hour: Int
  public let minute: Int
  public let second: Int

  public init?(hour: Int, minute: Int, second: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
      return nil
    }
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Parses `HH:MM`, `HH:MM:SS` or `HH:MM:SS.ffffff` (the fraction is dropped).
  public init?(_ text: String) {
    let digits = ASCIIDigits(text)
    guard digits.count >= 5, digits.byte(at: 2) == 0x3A,
      let hour = digits.number(at: 0, width: 2),
      let minute = digits.number(at: 3, width: 2)
    else { return nil }
    var second = 0
    if digits.count > 5 {
      guard digits.count >= 8, digits.byte(at: 5) == 0x3A,
        let parsed = digits.number(at: 6, width: 2)
      else { return nil }
      if digits.count > 8 {
        guard digits.byte(at: 8) == 0x2E, digits.count > 9,
          (9..<digits.count).allSatisfy(digits.isDigit(at:))
        else { return nil }
      }
      second = parsed
    }
    self.init(hour: hour, minute: minute, second: second)
  }

  /// 00:00.
  public static let midnight = LocalTime(uncheckedSecondOfDay: 0)

  /// Seconds since midnight.
  public var secondOfDay: Int { hour * 3600 + minute * 60 + second }

  /// The time `minutes` later, wrapping past midnight (23:30 + 60 min = 00:30).
  public func adding(minutes: Int) -> LocalTime {
    let day = 24 * 3600
    let total = ((secondOfDay + minutes * 60) % day + day) % day
    return LocalTime(uncheckedSecondOfDay: total)
  }

  private init(uncheckedSecondOfDay total: Int) {
    hour = total / 3600
    minute = (total % 3600) / 60
    second = total % 60
  }

  /// `"09:00"`: the value an HTML time input holds.
  public var hourMinute: String { "\(hour.zeroPadded(2)):\(minute.zeroPadded(2))" }

  /// `"09:00:00"`: the wire form.
  public var description: String { "\(hourMinute):\(second.zeroPadded(2))" }

  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    lhs.secondOfDay < rhs.secondOfDay
  }
}
