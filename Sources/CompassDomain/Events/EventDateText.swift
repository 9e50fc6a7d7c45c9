import CompassModels
import Foundation

/// Dates and times as the pages print them, in the user's locale and never shifted by the
/// device's time zone.
public struct EventDateText: Sendable {
  private let dayStyle: Date.FormatStyle
  private let rangeStyle: Date.IntervalFormatStyle
  private let timeStyle: Date.FormatStyle
  private let days: FormattedTextMemo<LocalDate>
  private let ranges: FormattedTextMemo<ClosedRange<LocalDate>>
  private let times: FormattedTextMemo<Int>

  private static let shared = PerLocale<EventDateText>()

  public init(locale: Locale) {
    self = Self.shared.value(for: locale) { EventDateText(building: locale) }
  }

  private init(building locale: Locale) {
    days = FormattedTextMemo()
    ranges = FormattedTextMemo()
    times = FormattedTextMemo()
    let calendar = Calendar.utcGregorian(locale: locale)
    dayStyle = Date.FormatStyle(
      date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
      timeZone: calendar.timeZone)
    rangeStyle = Date.IntervalFormatStyle(
      date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
      timeZone: calendar.timeZone)
    timeStyle = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: locale, calendar: calendar,
      timeZone: calendar.timeZone)
  }

  /// "Apr 15, 2026".
  public func day(_ date: LocalDate) -> String {
    days.text(for: date) { date.noonUTC.formatted(dayStyle) }
  }

  /// "Apr 15, 2026", "Apr 15 – 16, 2026", "Apr 30 – May 2, 2026" or
  /// "Dec 30, 2026 – Jan 2, 2027": the locale decides what repeats.
  public func range(from start: LocalDate, to end: LocalDate?) -> String {
    guard let end, end > start else { return day(start) }
    return ranges.text(for: start...end) { (start.noonUTC..<end.noonUTC).formatted(rangeStyle) }
  }

  /// The event's date range.
  public func range(of event: Event) -> String {
    range(from: event.startDate, to: event.endDate)
  }

  /// "9:00 AM" (or "09:00" where the locale uses a 24-hour clock).
  public func time(_ time: LocalTime) -> String {
    times.text(for: time.secondOfDay) {
      Date(timeIntervalSince1970: Double(time.secondOfDay)).formatted(timeStyle)
    }
  }
}
