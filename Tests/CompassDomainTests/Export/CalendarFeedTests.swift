import CompassFormats
import CompassModels
import Foundation
import Testing

@testable import CompassDomain

@Suite("Calendar feed: one athlete's season for one person's calendar app")
struct CalendarFeedTests {
  let newYork = TimeZone(identifier: "America/New_York")!

  func feed(
    _ events: [Event], zone: TimeZone? = nil, reminders: FeedReminders = .standard
  ) -> [String] {
    let feed = CalendarFeed(
      name: CalendarFeed.name(athlete: "Jordan", isViewer: false), timeZone: zone ?? newYork,
      reminders: reminders, locale: .unitedStates,
      eventLink: { "https://compass.example/events/\($0)" })
    let text = String(decoding: feed.make(events: events), as: UTF8.self)
    return text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
      .filter { !$0.isEmpty }
  }

  /// The lines of the one VEVENT in `lines`.
  func vevent(_ lines: [String]) -> [String] {
    guard let start = lines.firstIndex(of: "BEGIN:VEVENT"),
      let end = lines.firstIndex(of: "END:VEVENT")
    else { return [] }
    return Array(lines[start...end])
  }

  @Test func theCalendarIsNamedForTheAthleteAndAsksToBePolledHourly() {
    let lines = feed([.fixture(1)])
    #expect(lines.contains("X-WR-CALNAME:Jordan's recruiting season"))
    #expect(lines.contains("X-WR-TIMEZONE:America/New_York"))
    #expect(lines.contains("REFRESH-INTERVAL;VALUE=DURATION:PT1H"))
    #expect(lines.contains("X-PUBLISHED-TTL:PT1H"))
    #expect(lines.contains("METHOD:PUBLISH"))
    #expect(CalendarFeed.name(athlete: "Jordan", isViewer: true) == "My recruiting season")
  }

  @Test func timedEventsAreInTheAthletesZoneWithItsRulesAcrossADaylightSavingChange() {
    var event = Event.fixture(1, start: "2026-03-08", startTime: "09:00")
    event.endTime = .at("12:00")
    let lines = feed([event])
    #expect(lines.contains("DTSTART;TZID=America/New_York:20260308T090000"))
    #expect(lines.contains("DTEND;TZID=America/New_York:20260308T120000"))
    let zone = Array(
      lines[
        (lines.firstIndex(of: "BEGIN:VTIMEZONE") ?? 0)...(lines.firstIndex(of: "END:VTIMEZONE")
          ?? 0)])
    #expect(zone.contains("TZID:America/New_York"))
    #expect(zone.contains("BEGIN:DAYLIGHT"))
    #expect(zone.contains("DTSTART:20260308T020000"))
    #expect(zone.contains("TZOFFSETFROM:-0500"))
    #expect(zone.contains("TZOFFSETTO:-0400"))
    // 18:00 EST the evening before to 09:00 EDT is 14 hours, not 15.
    #expect(vevent(lines).contains("TRIGGER:-PT14H"))
  }

  @Test func allDayEventsStayDatesAndNeedNoZone() {
    let lines = feed([.fixture(1, start: "2026-06-01", end: "2026-06-03")])
    #expect(lines.contains("DTSTART;VALUE=DATE:20260601"))
    #expect(lines.contains("DTEND;VALUE=DATE:20260604"))
    #expect(!lines.contains("BEGIN:VTIMEZONE"))
    #expect(vevent(lines).contains("TRIGGER:-PT6H"))
  }

  @Test func aZoneWithoutDaylightSavingHasOneStandardPart() {
    let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    let lines = feed([.fixture(1, start: "2026-07-01", startTime: "10:00")], zone: kolkata)
    #expect(lines.filter { $0 == "BEGIN:STANDARD" }.count == 1)
    #expect(!lines.contains("BEGIN:DAYLIGHT"))
    #expect(lines.contains("TZOFFSETTO:+0530"))
  }

  @Test func theEventPageIsTheURLAndItsOwnWebsiteMovesToTheDescription() {
    var event = Event.fixture(1)
    event.url = "https://perfectgame.org/events/1"
    let lines = vevent(feed([event]))
    #expect(lines.contains("URL:https://compass.example/events/\(event.id)"))
    let description = lines.first { $0.hasPrefix("DESCRIPTION:") } ?? ""
    #expect(description.contains("Event website: https://perfectgame.org/events/1"))
    #expect(description.contains("Status: "))
  }

  @Test func editsRaiseTheSequenceAndTheSameSeasonGivesTheSameBytes() {
    var event = Event.fixture(1)
    event.createdAt = Date(timeIntervalSince1970: 1_770_000_000)
    event.updatedAt = event.createdAt
    #expect(vevent(feed([event])).contains("SEQUENCE:0"))
    #expect(vevent(feed([event])).contains("DTSTAMP:20260202T024000Z"))
    event.updatedAt = Date(timeIntervalSince1970: 1_770_000_090)
    #expect(vevent(feed([event])).contains("SEQUENCE:90"))
    #expect(feed([event]) == feed([event]))
    event.updatedAt = .distantFuture
    #expect(CalendarFeed.sequence(of: event) == Int(Int32.max))
  }

  @Test func remindersFollowThePersonsChoice() {
    var event = Event.fixture(1, start: "2026-04-15", startTime: "09:00")
    event.checkinTime = .at("08:15")
    let standard = vevent(feed([event]))
    #expect(standard.contains("TRIGGER:-PT15H"))
    #expect(standard.contains("TRIGGER:-PT45M"))
    #expect(standard.contains { $0.hasPrefix("DESCRIPTION:Check-in: ") })
    let early = vevent(
      feed(
        [event],
        reminders: FeedReminders(
          dayBeforeAt: LocalTime(hour: 20, minute: 30), checkInLeadMinutes: 30)))
    #expect(early.contains("TRIGGER:-PT12H30M"))
    #expect(early.contains("TRIGGER:-PT1H15M"))
    let none = vevent(
      feed([event], reminders: FeedReminders(dayBeforeAt: nil, checkInLeadMinutes: nil)))
    #expect(!none.contains("BEGIN:VALARM"))
    #expect(FeedReminders(dayBeforeAt: nil, checkInLeadMinutes: 99_999).checkInLeadMinutes == 1440)
  }

  @Test func durationsAreWrittenAsTheStandardAsks() {
    #expect(ICalendarText.duration(seconds: 0) == "PT0S")
    #expect(ICalendarText.duration(seconds: -54_000) == "-PT15H")
    #expect(ICalendarText.duration(seconds: 3605) == "PT1H0M5S")
    #expect(ICalendarText.duration(seconds: -93_600) == "-P1DT2H")
    #expect(ICalendarText.duration(seconds: 86_400) == "P1D")
  }

  @Test func withoutAKnownZoneTimesFloat() {
    let feed = CalendarFeed(
      name: "Season", timeZone: nil, reminders: .standard, locale: .unitedStates,
      eventLink: { "https://compass.example/events/\($0)" })
    let text = String(
      decoding: feed.make(events: [.fixture(1, start: "2026-03-08", startTime: "09:00")]),
      as: UTF8.self)
    #expect(text.contains("DTSTART:20260308T090000\r\n"))
    #expect(!text.contains("VTIMEZONE"))
    #expect(!text.contains("X-WR-TIMEZONE"))
    #expect(text.contains("TRIGGER:-PT15H\r\n"))
  }
}

@Suite("Calendar feed reminders as a form asks for them")
struct FeedRemindersFormTests {
  @Test func eachReminderIsOnWithAValidValueOrOff() {
    #expect(
      FeedReminders.chosen(dayBefore: true, at: "19:30", checkIn: true, leadMinutes: " 15 ")
        == .success(
          FeedReminders(dayBeforeAt: LocalTime(hour: 19, minute: 30), checkInLeadMinutes: 15)))
    #expect(
      FeedReminders.chosen(dayBefore: false, at: "junk", checkIn: false, leadMinutes: "junk")
        == .success(FeedReminders(dayBeforeAt: nil, checkInLeadMinutes: nil)))
    #expect(
      FeedReminders.chosen(dayBefore: true, at: "25:00", checkIn: false, leadMinutes: "")
        == .failure(.init(message: "Enter the evening reminder's time, like 18:00.")))
    for lead in ["-1", "1441", "1.5", "", "99999999999999999999"] {
      guard
        case .failure = FeedReminders.chosen(
          dayBefore: false, at: "", checkIn: true, leadMinutes: lead)
      else {
        Issue.record("\(lead) was kept")
        continue
      }
    }
  }
}
