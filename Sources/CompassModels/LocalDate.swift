import Foundation

/// A calendar day with no time or zone (a Postgres `date`), written `"2026-04-15"`.
public struct LocalDate: Hashable, Sendable, Comparable, WireString {
  public static let wireForm = "a YYYY-MM-DD date"

  public let year: Int
  public let month: Int
  public let day: Int

  /// A valid Gregorian date, or `nil` (`2026-02-29` is `nil`, `2028-02-29` is not).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`; anything else (extra text, impossible days) is `nil`.
  public init?(_ text: String) {
    let digits = ASCIIDigits(text)
    guard digits.count == 10 else { return nil }
    self.init(leading: digits)
  }

  /// The date the first ten bytes of `digits` spell as `YYYY-MM-DD`.
  init?(leading digits: ASCIIDigits) {
    guard digits.byte(at: 4) == 0x2D, digits.byte(at: 7) == 0x2D,
      let year = digits.number(at: 0, width: 4),
      let month = digits.number(at: 5, width: 2),
      let day = digits.number(at: 8, width: 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    let civil = CivilCalendar.civilDate(dayNumber: dayNumber)
    year = civil.year
    month = civil.month
    day = civil.day
  }

  /// The day in `calendar`'s time zone on which `instant` falls. Only the zone is taken from
  /// `calendar`: dates are Gregorian even where the user's calendar is Buddhist or Japanese.
  public init(_ instant: Date, in calendar: Calendar) {
    let parts = Self.gregorian(in: calendar.timeZone).dateComponents(
      [.year, .month, .day], from: instant)
    year = parts.year ?? 1970
    month = parts.month ?? 1
    day = parts.day ?? 1
  }

  /// Days since 1970-01-01: cheap to compare and to subtract.
  public var dayNumber: Int { CivilCalendar.dayNumber(year: year, month: month, day: day) }

  /// 0 = Sunday … 6 = Saturday.
  public var weekdayIndex: Int { ((dayNumber % 7) + 11) % 7 }

  public var daysInMonth: Int { CivilCalendar.daysInMonth(year: year, month: month) }

  public func adding(days: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + days)
  }

  /// The instant this day starts (or `time` on it) in `calendar`'s time zone; on a DST change
  /// a wall time that does not exist moves forward.
  public func instant(in calendar: Calendar, at time: LocalTime? = nil) -> Date? {
    var parts = DateComponents()
    parts.year = year
    parts.month = month
    parts.day = day
    parts.hour = time?.hour ?? 0
    parts.minute = time?.minute ?? 0
    parts.second = time?.second ?? 0
    return Self.gregorian(in: calendar.timeZone).date(from: parts)
  }

  private static func gregorian(in timeZone: TimeZone) -> Calendar {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = timeZone
    return gregorian
  }

  public var description: String {
    "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
