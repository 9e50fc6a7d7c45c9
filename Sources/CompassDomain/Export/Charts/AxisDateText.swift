import CompassModels
import Foundation

/// A date axis's labels in the user's locale, "Apr 15" and "Apr 2026", made once per date and
/// locale for the life of the process (building the formats and calendar for each chart was
/// 3 % of the Performance page's CPU).
struct AxisDateText: Sendable {
  private static let shared = PerLocale<AxisDateText>()

  private let dayStyle: Date.FormatStyle
  private let monthStyle: Date.FormatStyle
  private let days: FormattedTextMemo<LocalDate>
  private let months: FormattedTextMemo<LocalDate>

  init(locale: Locale) {
    self = Self.shared.value(for: locale) { AxisDateText(building: locale) }
  }

  private init(building locale: Locale) {
    let calendar = Calendar.utcGregorian(locale: locale)
    let zone = calendar.timeZone
    dayStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone)
      .month(.abbreviated).day()
    monthStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone)
      .month(.abbreviated).year()
    days = FormattedTextMemo()
    months = FormattedTextMemo()
  }

  /// "Apr 15".
  func day(_ date: LocalDate) -> String {
    days.text(for: date) { date.noonUTC.formatted(dayStyle) }
  }

  /// "Apr 2026", for the month `date` falls in.
  func month(_ date: LocalDate) -> String {
    months.text(for: date) { date.noonUTC.formatted(monthStyle) }
  }
}
