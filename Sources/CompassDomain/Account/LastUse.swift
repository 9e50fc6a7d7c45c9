import CompassModels
import Foundation

/// When a signed-in device was last used, as a person says it: "Active now", "2 hours ago",
/// "Yesterday", "Nov 3" (with the year when it is not this one), on the person's calendar.
public enum LastUse {
  public static func text(_ instant: Date, now: Date, calendar: Calendar, locale: Locale)
    -> String
  {
    let seconds = max(0, now.timeIntervalSince(instant))
    if seconds < 5 * 60 { return "Active now" }
    if seconds < 3_600 { return "\(Int(seconds / 60)) minutes ago" }
    let day = LocalDate(instant, in: calendar)
    let today = LocalDate(now, in: calendar)
    if day == today {
      let hours = Int(seconds / 3_600)
      return hours == 1 ? "1 hour ago" : "\(hours) hours ago"
    }
    if day.dayNumber + 1 == today.dayNumber { return "Yesterday" }
    return dayText(day, today: today, locale: locale)
  }

  /// "Nov 3", or "Nov 3, 2025" in another year.
  public static func dayText(_ day: LocalDate, today: LocalDate, locale: Locale) -> String {
    let calendar = Calendar.utcGregorian(locale: locale)
    var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
      .month(.abbreviated).day()
    if day.year != today.year { style = style.year() }
    return day.noonUTC.formatted(style)
  }
}
