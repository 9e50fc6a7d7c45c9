import CompassModels
import Foundation
import Testing

@Suite("LocalDate: date-only values with no time-zone shifts")
struct LocalDateTests {
  @Test func parsesAndWritesTheWireForm() throws {
    let date = try #require(LocalDate("2026-04-15"))
    #expect(date.year == 2026 && date.month == 4 && date.day == 15)
    #expect(date.description == "2026-04-15")
    #expect(try Fixture.json(date) == .string("2026-04-15"))
  }

  @Test(arguments: [
    "2026-02-29", "2026-13-01", "2026-04-31", "2026-4-15", "15/04/2026", "", "2026-04-15T00:00:00",
  ])
  func rejectsImpossibleOrMalformedDates(_ text: String) {
    #expect(LocalDate(text) == nil)
  }

  @Test func acceptsLeapDayOnlyInLeapYears() {
    #expect(LocalDate("2028-02-29") != nil)
    #expect(LocalDate("2000-02-29") != nil)
    #expect(LocalDate("1900-02-29") == nil)
  }

  @Test func dayArithmeticCrossesMonthsYearsAndLeapDays() throws {
    let newYearsEve = try #require(LocalDate("2026-12-31"))
    #expect(newYearsEve.adding(days: 1).description == "2027-01-01")
    #expect(try #require(LocalDate("2028-02-28")).adding(days: 1).description == "2028-02-29")
    #expect(try #require(LocalDate("2028-03-01")).adding(days: -1).description == "2028-02-29")
    #expect(LocalDate(dayNumber: 0).description == "1970-01-01")
    #expect(LocalDate(dayNumber: -1).description == "1969-12-31")
  }

  @Test func weekdayIsSundayBased() throws {
    #expect(try #require(LocalDate("2026-04-15")).weekdayIndex == 3)  // a Wednesday
    #expect(try #require(LocalDate("2026-11-22")).weekdayIndex == 0)  // a Sunday
    #expect(LocalDate(dayNumber: 0).weekdayIndex == 4)  // 1970-01-01 was a Thursday
  }

  @Test func dayNumbersAgreeWithFoundationOverCenturies() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for dayNumber in stride(from: -80_000, through: 80_000, by: 997) {
      let instant = Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 3600)
      #expect(LocalDate(instant, in: calendar) == LocalDate(dayNumber: dayNumber))
      #expect(LocalDate(dayNumber: dayNumber).dayNumber == dayNumber)
    }
  }

  @Test func todayDependsOnTheUsersTimeZone() throws {
    let instant = try #require(Timestamp.parse("2026-04-16T02:30:00Z"))
    var newYork = Calendar(identifier: .gregorian)
    newYork.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    var tokyo = newYork
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(LocalDate(instant, in: newYork).description == "2026-04-15")
    #expect(LocalDate(instant, in: tokyo).description == "2026-04-16")
  }

  @Test func aNonGregorianDeviceCalendarStillGivesGregorianDates() throws {
    var buddhist = Calendar(identifier: .buddhist)
    buddhist.timeZone = try #require(TimeZone(identifier: "Asia/Bangkok"))
    let instant = try #require(Timestamp.parse("2026-04-15T03:00:00Z"))
    #expect(LocalDate(instant, in: buddhist).description == "2026-04-15")
    let midnight = try #require(LocalDate("2026-04-15")?.instant(in: buddhist))
    #expect(Timestamp.format(midnight) == "2026-04-14T17:00:00.000000+00:00")
  }

  @Test func instantOnADSTWeekendUsesLocalWallTime() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let springForward = try #require(LocalDate("2026-03-08"))
    let nine = try #require(LocalTime("09:00"))
    let instant = try #require(springForward.instant(in: calendar, at: nine))
    #expect(Timestamp.format(instant) == "2026-03-08T13:00:00.000000+00:00")
    let dayBefore = try #require(springForward.adding(days: -1).instant(in: calendar, at: nine))
    #expect(Timestamp.format(dayBefore) == "2026-03-07T14:00:00.000000+00:00")
  }

  @Test func comparesChronologically() throws {
    let dates = ["2027-01-01", "2026-12-31", "2026-02-01"].compactMap(LocalDate.init)
    #expect(dates.sorted().map(\.description) == ["2026-02-01", "2026-12-31", "2027-01-01"])
  }
}
