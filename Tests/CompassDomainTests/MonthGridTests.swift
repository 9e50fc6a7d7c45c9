import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Events List: the month calendar")
struct MonthGridTests {
  let today = LocalDate.on("2026-04-15")

  func grid(_ month: String, _ events: [Event] = [], locale: Locale = .unitedStates) -> MonthGrid {
    MonthGrid(
      month: YearMonth(.on(month + "-01")), events: EventResults(events), today: today,
      locale: locale)
  }

  @Test func hasFortyTwoDaysStartingOnTheSundayBeforeTheFirst() {
    let april = grid("2026-04")
    #expect(april.days.count == 42)
    #expect(april.days.first?.date == .on("2026-03-29"))
    #expect(april.days.last?.date == .on("2026-05-09"))
    #expect(april.days.allSatisfy { $0.date.weekdayIndex == april.days.firstIndex(of: $0)! % 7 })
  }

  @Test func aMonthStartingOnSundayStartsTheGridOnTheFirst() {
    let february = grid("2026-02")
    #expect(february.days.first?.date == .on("2026-02-01"))
    #expect(february.days.filter(\.isInDisplayedMonth).count == 28)
  }

  @Test func leapFebruaryHasTwentyNineDaysInMonth() {
    #expect(grid("2028-02").days.filter(\.isInDisplayedMonth).count == 29)
  }

  @Test func aDSTWeekendNeitherSkipsNorRepeatsADay() {
    let march = grid("2026-03")
    let numbers = march.days.map(\.date.dayNumber)
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 })
    #expect(march.days.contains { $0.date == .on("2026-03-08") })
  }

  @Test func todayIsTheUsersCalendarDayEvenJustAfterAClockChange() throws {
    var newYork = Calendar(identifier: .gregorian)
    newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let justAfterMidnight = try #require(Timestamp.parse("2026-11-01T04:30:00Z"))
    #expect(LocalDate.today(now: justAfterMidnight, calendar: newYork) == .on("2026-11-01"))
    let lateEvening = try #require(Timestamp.parse("2026-11-02T04:30:00Z"))
    #expect(LocalDate.today(now: lateEvening, calendar: newYork) == .on("2026-11-01"))
  }

  @Test func flagsTodayAndDaysOfOtherMonths() {
    let april = grid("2026-04")
    #expect(april.days.filter(\.isToday).map(\.date) == [today])
    #expect(april.days.first?.isInDisplayedMonth == false)
    #expect(grid("2026-05").days.contains(where: \.isToday) == false)
  }

  @Test func multiDayEventPutsADotOnEveryDayItCoversAcrossMonths() {
    let event = Event.fixture(1, start: "2026-04-29", end: "2026-05-02")
    let april = grid("2026-04", [event])
    let dotted = april.days.filter(\.hasEvent).map(\.date.description)
    #expect(dotted == ["2026-04-29", "2026-04-30", "2026-05-01", "2026-05-02"])
    let may = grid("2026-05", [event])
    #expect(may.days.filter(\.hasEvent).map(\.date.description) == dotted)
    #expect(april.eventsThisMonth == 1 && may.eventsThisMonth == 1)
    #expect(grid("2026-06", [event]).eventsThisMonth == 0)
  }

  @Test func severalEventsOnOneDayAreCounted() {
    let events = [Event.fixture(1), Event.fixture(2), Event.fixture(3, start: "2026-04-16")]
    let april = grid("2026-04", events)
    #expect(april.days.first { $0.date == .on("2026-04-15") }?.eventCount == 2)
    #expect(april.eventsThisMonth == 3)
  }

  @Test func dotsComeFromTheListItIsGiven() {
    let shown = [Event.fixture(1, type: .camp, start: "2026-04-10")]
    let april = grid("2026-04", shown)
    #expect(april.days.filter(\.hasEvent).map(\.date) == [.on("2026-04-10")])
  }

  @Test func weekdayHeadersComeFromTheLocaleSundayFirst() {
    #expect(grid("2026-04").weekdaySymbols == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    let french = grid("2026-04", locale: Locale(identifier: "fr_FR"))
    #expect(french.weekdaySymbols.first == "dim.")
    #expect(french.weekdaySymbols.count == 7)
    #expect(grid("2026-04", locale: Locale(identifier: "de_DE")).weekdaySymbols[1] == "Mo")
  }

  @Test func titleIsTheLocalizedMonthAndYear() {
    #expect(grid("2026-04").title == "April 2026")
    #expect(
      grid("2026-04", locale: Locale(identifier: "es_ES")).title.lowercased().contains("abril"))
  }

  @Test func voiceOverLabelsFollowTheSpec() {
    let april = grid("2026-04", [Event.fixture(1)])
    #expect(april.accessibilityLabel == "Calendar showing April 2026. 1 event this month.")
    let fifteenth = april.days.first { $0.date == today }
    #expect(fifteenth?.accessibilityLabel == "15, Wednesday. Has event.")
    let sixteenth = april.days.first { $0.date == .on("2026-04-16") }
    #expect(sixteenth?.accessibilityLabel == "16, Thursday. No event.")
    #expect(grid("2026-05").accessibilityLabel == "Calendar showing May 2026. 0 events this month.")
  }

  @Test func tappingADayScrollsToTheFirstShownEventCoveringIt() {
    let shown = [
      Event.fixture(1, name: "Later", start: "2026-04-20"),
      Event.fixture(2, name: "Long", start: "2026-04-14", end: "2026-04-16"),
      Event.fixture(3, name: "Same day", start: "2026-04-15"),
    ]
    #expect(CalendarScroll.target(for: .on("2026-04-15"), in: EventResults(shown)) == shown[1].id)
    #expect(CalendarScroll.target(for: .on("2026-04-20"), in: EventResults(shown)) == shown[0].id)
    #expect(CalendarScroll.target(for: .on("2026-04-21"), in: EventResults(shown)) == nil)
    #expect(CalendarScroll.position(for: .on("2026-04-15"), in: EventResults(shown)) == 1)
    #expect(CalendarScroll.position(for: .on("2026-04-21"), in: EventResults(shown)) == nil)
  }
}

@Suite("Events List: paging the calendar")
struct MonthNavigatorTests {
  @Test func pagesAcrossTheYearEnd() {
    var navigator = MonthNavigator(today: .on("2026-12-15"))
    navigator.showNext()
    #expect(navigator.shownMonth == YearMonth(year: 2027, month: 1))
    navigator.showPrevious()
    navigator.showPrevious()
    #expect(navigator.shownMonth == YearMonth(year: 2026, month: 11))
    var january = MonthNavigator(today: .on("2027-01-03"))
    january.showPrevious()
    #expect(january.shownMonth == YearMonth(year: 2026, month: 12))
  }

  @Test func stopsTwoYearsEitherSideOfTheCurrentMonth() {
    var navigator = MonthNavigator(today: .on("2026-04-15"))
    for _ in 0..<30 { navigator.showNext() }
    #expect(navigator.shownMonth == YearMonth(year: 2028, month: 4))
    #expect(navigator.canShowNext == false)
    for _ in 0..<60 { navigator.showPrevious() }
    #expect(navigator.shownMonth == YearMonth(year: 2024, month: 4))
    #expect(navigator.canShowPrevious == false)
    navigator.showCurrentMonth()
    #expect(navigator.shownMonth == YearMonth(year: 2026, month: 4))
  }

  @Test func jumpingToAFarMonthIsClamped() {
    var navigator = MonthNavigator(today: .on("2026-04-15"))
    navigator.show(YearMonth(year: 2040, month: 1))
    #expect(navigator.shownMonth == YearMonth(year: 2028, month: 4))
    navigator.show(YearMonth(year: 2026, month: 7))
    #expect(navigator.shownMonth == YearMonth(year: 2026, month: 7))
  }

  @Test func yearMonthNormalisesAndParses() {
    #expect(YearMonth(year: 2026, month: 13) == YearMonth(year: 2027, month: 1))
    #expect(YearMonth(year: 2026, month: 0) == YearMonth(year: 2025, month: 12))
    #expect(YearMonth(year: 2026, month: 1).adding(months: -13) == YearMonth(year: 2024, month: 12))
    #expect(YearMonth("2026-04") == YearMonth(year: 2026, month: 4))
    #expect(YearMonth("2026-4") == nil)
    #expect(YearMonth("2026-13") == nil)
    #expect(YearMonth(year: 2026, month: 4).description == "2026-04")
    #expect(YearMonth(year: 2026, month: 2).lastDay == .on("2026-02-28"))
  }
}
