import CompassModels

/// A month of a year, the unit the calendar pages through.
public struct YearMonth: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let year: Int
  public let month: Int

  public init(year: Int, month: Int) {
    let index = year * 12 + (month - 1)
    self.year = Int((Double(index) / 12).rounded(.down))
    self.month = index - self.year * 12 + 1
  }

  public init(_ date: LocalDate) {
    self.init(year: date.year, month: date.month)
  }

  /// The month `months` later (negative for earlier), carrying across years.
  public func adding(months: Int) -> YearMonth {
    YearMonth(year: year, month: month + months)
  }

  /// Whole months from `other` to `self`.
  public func months(since other: YearMonth) -> Int {
    (year - other.year) * 12 + (month - other.month)
  }

  public var firstDay: LocalDate {
    LocalDate(dayNumber: LocalDate.firstDayNumber(year: year, month: month))
  }

  public var lastDay: LocalDate {
    firstDay.adding(days: firstDay.daysInMonth - 1)
  }

  var dayNumbers: ClosedRange<Int> { firstDay.dayNumber...lastDay.dayNumber }

  /// `"2026-04"`, the form a URL query carries.
  public var description: String {
    let paddedMonth = month < 10 ? "0\(month)" : "\(month)"
    return "\(year)-\(paddedMonth)"
  }

  /// Parses `"2026-04"`.
  public init?(_ text: String) {
    let parts = text.split(separator: "-")
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
    else { return nil }
    self.init(year: year, month: month)
  }

  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}

extension LocalDate {
  static func firstDayNumber(year: Int, month: Int) -> Int {
    (LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0)).dayNumber
  }
}
