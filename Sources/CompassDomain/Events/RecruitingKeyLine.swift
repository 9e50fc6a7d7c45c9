import CompassModels
import Foundation

/// One line of the month grid's key to its shading: a recruiting period in force on some of
/// the month's days, its whole span and what it allows.
public struct RecruitingKeyLine: Hashable, Sendable, Identifiable {
  public let kind: RecruitingCalendar.Kind
  /// "Recruiting shutdown".
  public let name: String
  /// "Nov 24 – 29, 2026".
  public let dates: String
  public let meaning: String

  public var id: String { kind.rawValue + dates }

  /// The periods in force on `month`'s days, in the order they first apply, and the source
  /// line (or that the month's calendar is not in the app).
  static func lines(for month: YearMonth, locale: Locale) -> (lines: [Self], source: String) {
    let text = EventDateText(locale: locale)
    var lines: [Self] = []
    var sources: [String] = []
    for dayNumber in month.dayNumbers {
      let day = LocalDate(dayNumber: dayNumber)
      guard let calendar = RecruitingCalendar.covering(day) else { continue }
      if !sources.contains(calendar.attribution) { sources.append(calendar.attribution) }
      guard let period = calendar.period(on: day) else { continue }
      let line = Self(
        kind: period.kind, name: period.kind.name,
        dates: text.range(from: period.days.lowerBound, to: period.days.upperBound),
        meaning: period.kind.meaning)
      if !lines.contains(line) { lines.append(line) }
    }
    let source =
      sources.isEmpty
      ? "The NCAA Division I baseball recruiting calendar for this month is not in the app yet: see ncaa.org."
      : sources.joined(separator: " · ") + "."
    return (lines, source)
  }
}
