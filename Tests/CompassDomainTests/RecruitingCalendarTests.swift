import CompassDomain
import CompassModels
import Foundation
import Testing

/// The NCAA recruiting calendar as data: every day of its year in one period, the stricter
/// period winning where two overlap, its source named, and the Events calendar shaded and keyed
/// from it (both faces draw `MonthGrid`).
@Suite("Recruiting calendar: periods, source and the Events calendar's shading")
struct RecruitingCalendarTests {
  let year = LocalDate.on("2026-08-01").dayNumber...LocalDate.on("2027-07-31").dayNumber

  @Test func everyDayOfTheRecruitingYearIsInExactlyOnePeriodInForce() throws {
    let calendar = try #require(RecruitingCalendar.covering(.on("2026-08-01")))
    for period in calendar.periods {
      #expect(calendar.year.contains(period.days.lowerBound))
      #expect(calendar.year.contains(period.days.upperBound))
    }
    for number in year {
      #expect(calendar.period(on: LocalDate(dayNumber: number)) != nil)
    }
    #expect(RecruitingCalendar.covering(.on("2026-07-31")) == nil)
    #expect(RecruitingCalendar.covering(.on("2027-08-01")) == nil)
  }

  @Test func theStricterPeriodWinsWhereTwoOverlap() throws {
    let calendar = try #require(RecruitingCalendar.covering(.on("2026-11-28")))
    let kinds: [(String, RecruitingCalendar.Kind)] = [
      ("2026-08-16", .contact), ("2026-08-17", .quiet), ("2026-09-11", .contact),
      ("2026-10-12", .quiet), ("2026-11-10", .dead), ("2026-11-23", .quiet),
      ("2026-11-24", .shutdown), ("2026-11-29", .shutdown), ("2026-11-30", .quiet),
      ("2026-12-25", .shutdown), ("2027-01-08", .dead), ("2027-02-28", .quiet),
      ("2027-03-01", .contact), ("2027-06-01", .dead), ("2027-07-04", .dead),
      ("2027-07-31", .contact),
    ]
    for (day, kind) in kinds {
      #expect(calendar.period(on: .on(day))?.kind == kind, "\(day)")
    }
  }

  @Test func todaysNoteSaysThePeriodWhatItAllowsAndItsSource() {
    #expect(
      RecruitingCalendar.note(on: .on("2026-11-28"))
        == "Today: recruiting shutdown. No in-person contact, scouting or campus visits of any kind. From NCAA Division I Baseball recruiting calendar 2026–27 (ncaa.org, 2026-27 Division I Men's Baseball Recruiting Calendar)."
    )
    #expect(RecruitingCalendar.note(on: .on("2027-09-01")).contains("is not in the app yet"))
    let today = LocalDate.on("2026-11-28")
    #expect(RecruitingCalendar.note(on: today, division: .d1) == RecruitingCalendar.note(on: today))
    #expect(RecruitingCalendar.note(on: today, division: nil) != nil, "a school not yet placed")
    #expect(RecruitingCalendar.note(on: today, division: .d3) == nil, "not a Division I calendar")
  }

  @Test func theMonthIsShadedDayByDayAndKeyedInTheOrderPeriodsApply() {
    let november = MonthGrid(
      month: YearMonth(.on("2026-11-01")), events: EventResults([]), today: .on("2026-11-28"),
      locale: .unitedStates)
    let day = { (text: String) in november.days.first { $0.date == .on(text) }?.recruiting }
    #expect(day("2026-11-01") == .quiet && day("2026-11-09") == .dead)
    #expect(day("2026-11-26") == .shutdown && day("2026-11-30") == .quiet)
    #expect(november.recruitingKey.map(\.kind) == [.quiet, .dead, .shutdown])
    #expect(
      november.recruitingKey.map(\.dates) == [
        "Oct 12, 2026\u{2009}–\u{2009}Feb 28, 2027", "Nov 9\u{2009}–\u{2009}12, 2026",
        "Nov 24\u{2009}–\u{2009}29, 2026",
      ])
    #expect(
      november.recruitingSource.hasPrefix(
        "From NCAA Division I Baseball recruiting calendar 2026–27"))
    let shutdown = november.days.first { $0.date == .on("2026-11-26") }
    #expect(shutdown?.accessibilityLabel == "26, Thursday. No event. Recruiting shutdown.")
  }

  @Test func aMonthOutsideTheKnownCalendarsIsNotShadedAndSaysSo() {
    let later = MonthGrid(
      month: YearMonth(.on("2027-09-01")), events: EventResults([]), today: .on("2027-09-02"),
      locale: .unitedStates)
    #expect(later.days.filter(\.isInDisplayedMonth).allSatisfy { $0.recruiting == nil })
    #expect(later.recruitingKey.isEmpty)
    #expect(later.recruitingSource.contains("is not in the app yet"))
  }
}
