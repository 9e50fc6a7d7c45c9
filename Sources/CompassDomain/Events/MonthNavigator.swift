import CompassModels

/// Pages the calendar a month at a time, at most two years either side of the current month.
public struct MonthNavigator: Hashable, Sendable {
  public static let reachInMonths = 24

  public let currentMonth: YearMonth
  public private(set) var shownMonth: YearMonth

  public init(today: LocalDate) {
    currentMonth = YearMonth(today)
    shownMonth = currentMonth
  }

  public var canShowPrevious: Bool { shownMonth.months(since: currentMonth) > -Self.reachInMonths }
  public var canShowNext: Bool { shownMonth.months(since: currentMonth) < Self.reachInMonths }

  public mutating func showPrevious() {
    if canShowPrevious { shownMonth = shownMonth.adding(months: -1) }
  }

  public mutating func showNext() {
    if canShowNext { shownMonth = shownMonth.adding(months: 1) }
  }

  /// Jumps to `month`, clamped into the reachable range (a month from a shared link).
  public mutating func show(_ month: YearMonth) {
    let offset = min(
      max(month.months(since: currentMonth), -Self.reachInMonths), Self.reachInMonths)
    shownMonth = currentMonth.adding(months: offset)
  }

  public mutating func showCurrentMonth() {
    shownMonth = currentMonth
  }
}
