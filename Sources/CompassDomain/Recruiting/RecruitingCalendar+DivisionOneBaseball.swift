import CompassModels

extension RecruitingCalendar {
  /// NCAA Division I baseball, August 1, 2026 to July 31, 2027, from the NCAA's calendar
  /// "2026-27 Division I Men's Baseball Recruiting Calendar" (ncaa.org). The dead periods and
  /// shutdowns fall inside the quiet and contact periods around them and win on their days.
  static let divisionOneBaseball2026 = RecruitingCalendar(
    title: "NCAA Division I Baseball recruiting calendar 2026–27",
    source: "ncaa.org, 2026-27 Division I Men's Baseball Recruiting Calendar",
    year: day(2026, 8, 1)...day(2027, 7, 31),
    periods: [
      Period(kind: .contact, days: day(2026, 8, 1)...day(2026, 8, 16)),
      Period(kind: .quiet, days: day(2026, 8, 17)...day(2026, 9, 10)),
      Period(kind: .contact, days: day(2026, 9, 11)...day(2026, 10, 11)),
      Period(kind: .quiet, days: day(2026, 10, 12)...day(2027, 2, 28)),
      Period(kind: .dead, days: day(2026, 11, 9)...day(2026, 11, 12)),
      Period(kind: .shutdown, days: day(2026, 11, 24)...day(2026, 11, 29)),
      Period(kind: .shutdown, days: day(2026, 12, 22)...day(2026, 12, 27)),
      Period(kind: .dead, days: day(2027, 1, 7)...day(2027, 1, 10)),
      Period(kind: .contact, days: day(2027, 3, 1)...day(2027, 7, 31)),
      Period(kind: .dead, days: day(2027, 5, 31)...day(2027, 6, 7)),
      Period(kind: .dead, days: day(2027, 6, 19)...day(2027, 6, 21)),
      Period(kind: .dead, days: day(2027, 7, 3)...day(2027, 7, 5)),
    ])

  /// A day written in the data above; each is a real date, checked by the calendar's tests.
  private static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }
}
