import CompassModels
import Foundation

extension LocalDate {
  /// The user's today: the calendar day `now` falls on in `calendar`'s time zone.
  public static func today(now: Date, calendar: Calendar) -> LocalDate {
    LocalDate(now, in: calendar)
  }

  /// The day in full, "Monday, November 23, 2026", whatever the device's zone.
  public func fullText(locale: Locale) -> String {
    let calendar = Calendar.utcGregorian(locale: locale)
    return noonUTC.formatted(
      Date.FormatStyle(
        date: .complete, time: .omitted, locale: locale, calendar: calendar,
        timeZone: calendar.timeZone))
  }

  /// Noon UTC of this day: a `Date` that formats as this day in the UTC zone whatever the
  /// device's zone, so display never shifts a date-only value.
  var noonUTC: Date {
    Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
  }
}

extension Calendar {
  /// A Gregorian calendar in UTC with `locale`: formats `LocalDate.noonUTC` without shifts.
  static func utcGregorian(locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = locale
    return calendar
  }
}
