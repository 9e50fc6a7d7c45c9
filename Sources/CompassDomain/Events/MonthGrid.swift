import CompassModels
import Foundation

/// The calendar card of the Events List: 42 days starting on the Sunday on or before the
/// first of the month, a dot on every day an event covers, each day shaded by the recruiting
/// period in force on it, with a key to the month's periods and their source.
public struct MonthGrid: Hashable, Sendable {
  public let month: YearMonth
  /// "April 2026" in the user's locale.
  public let title: String
  /// The locale's short weekday names, Sunday first.
  public let weekdaySymbols: [String]
  public let days: [CalendarDay]
  /// Events with at least one day in the month.
  public let eventsThisMonth: Int
  /// The recruiting periods in force on the month's days, first to last.
  public let recruitingKey: [RecruitingKeyLine]
  /// Where the shading comes from, or that the month's recruiting calendar is not known.
  public let recruitingSource: String

  /// Builds the grid from the events the list shows (the filtered list), so dots and
  /// tap-to-scroll agree.
  public init(month: YearMonth, events: EventResults, today: LocalDate, locale: Locale) {
    self.month = month
    let calendar = Calendar.utcGregorian(locale: locale)
    title = month.firstDay.noonUTC.formatted(
      Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        .month(.wide).year())
    weekdaySymbols = calendar.shortStandaloneWeekdaySymbols
    let fullWeekdays = calendar.standaloneWeekdaySymbols
    let first = month.firstDay
    let gridStart = first.dayNumber - first.weekdayIndex
    let monthDays = month.dayNumbers
    var counts = [Int](repeating: 0, count: 42)
    var inMonth = 0
    for position in events.indices {
      let (firstDay, lastDay) = events.daySpan(at: position)
      if firstDay <= monthDays.upperBound && lastDay >= monthDays.lowerBound { inMonth += 1 }
      let from = max(firstDay, gridStart) - gridStart
      let through = min(lastDay, gridStart + 41) - gridStart
      guard from <= through else { continue }
      for slot in from...through { counts[slot] += 1 }
    }
    eventsThisMonth = inMonth
    days = (0..<42).map { slot in
      let date = LocalDate(dayNumber: gridStart + slot)
      return CalendarDay(
        date: date, isInDisplayedMonth: date.month == month.month && date.year == month.year,
        isToday: date == today, eventCount: counts[slot],
        weekdayName: fullWeekdays[date.weekdayIndex],
        recruiting: RecruitingCalendar.covering(date)?.period(on: date)?.kind)
    }
    let recruiting = RecruitingKeyLine.lines(for: month, locale: locale)
    recruitingKey = recruiting.lines
    recruitingSource = recruiting.source
  }

  /// "Calendar showing April 2026. 3 events this month."
  public var accessibilityLabel: String {
    let count = eventsThisMonth == 1 ? "1 event" : "\(eventsThisMonth) events"
    return "Calendar showing \(title). \(count) this month."
  }
}

/// One cell of the month grid.
public struct CalendarDay: Hashable, Sendable, Identifiable {
  public let date: LocalDate
  public let isInDisplayedMonth: Bool
  public let isToday: Bool
  public let eventCount: Int
  let weekdayName: String
  /// The recruiting period in force that day, when the app knows its calendar.
  public let recruiting: RecruitingCalendar.Kind?

  public var id: LocalDate { date }
  public var hasEvent: Bool { eventCount > 0 }

  /// "15, Wednesday. Has event. Quiet period."
  public var accessibilityLabel: String {
    "\(date.day), \(weekdayName). \(hasEvent ? "Has event" : "No event")."
      + (recruiting.map { " \($0.name)." } ?? "")
  }
}
