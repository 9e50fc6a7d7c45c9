import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Events happen where they happen: an event's own time zone")
struct EventTimeZoneTests {
  private let athlete = UserID(UUID())
  private let english = Locale(identifier: "en_US")

  private func clinic(zone: String?, time: LocalTime? = LocalTime(hour: 9, minute: 0)) -> Event {
    Event(
      id: .init(UUID()), userID: athlete, type: .camp, name: "Nashville Clinic", city: "Nashville",
      state: "TN", startDate: LocalDate(year: 2026, month: 12, day: 5)!, startTime: time,
      checkinTime: LocalTime(hour: 8, minute: 30), timeZone: zone)
  }

  @Test func aNewEventsZoneFollowsItsPlaceUntilThePersonPicksOne() {
    var form = EventForm()
    form.city = "Nashville"
    form.setState("tn")
    #expect(form.timeZone == "America/Chicago")
    form.city = "Knoxville"
    form.placeChanged()
    #expect(form.timeZone == "America/New_York", "East Tennessee is Eastern")
    form.setState("ZZ")
    #expect(form.timeZone == "", "a place not known proposes none")
    form.setTimeZone("America/Denver")
    form.setState("CA")
    #expect(form.timeZone == "America/Denver", "the person's pick stays")
    var edit = EventForm(event: clinic(zone: nil))
    edit.setState("AZ")
    #expect(edit.timeZone == "", "an edit never changes a field the person did not")
  }

  @Test func anUnknownZoneIsRefusedOnItsField() {
    var form = EventForm()
    form.setTimeZone("Mars/Olympus_Mons")
    #expect(form.validate().errors[.timeZone] == EventFormMessage.unknownTimeZone)
  }

  @Test func thePageNotesAnotherClockAndItsStartOnTheViewers() throws {
    let text = EventDetailText(locale: english)
    let eastern = try #require(TimeZone(identifier: "America/New_York"))
    let plain = { (note: String?) in note?.replacingOccurrences(of: "\u{202F}", with: " ") }
    #expect(
      plain(text.zoneNote(clinic(zone: "America/Chicago"), viewer: eastern))
        == "Times are Central Time (Chicago). 9:00 AM there is 10:00 AM for you.")
    #expect(text.zoneNote(clinic(zone: "America/New_York"), viewer: eastern) == nil)
    #expect(text.zoneNote(clinic(zone: nil), viewer: eastern) == nil)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(
      plain(text.zoneNote(clinic(zone: "America/Chicago"), viewer: tokyo))?
        .hasSuffix("there is 12:00 AM on Dec 6, 2026 for you.") == true)
    #expect(
      text.details(of: clinic(zone: "America/Chicago"), schoolName: nil)
        .contains { $0.label == "Time Zone" && $0.value == "Central Time (Chicago)" })
  }

  @Test func feedsAndFilesPlaceTheEventOnItsOwnClock() throws {
    let feed = CalendarFeed(
      name: "Jordan", timeZone: TimeZone(identifier: "America/New_York"), reminders: .standard,
      locale: english, eventLink: { "https://x/events/\($0)" })
    let ics = String(decoding: feed.make(events: [clinic(zone: "America/Chicago")]), as: UTF8.self)
    #expect(ics.contains("DTSTART;TZID=America/Chicago:20261205T090000"))
    #expect(ics.contains("TZID:America/Chicago"), "its VTIMEZONE is written")
    #expect(!ics.contains("TZID=America/New_York"))
    let own = String(decoding: feed.make(events: [clinic(zone: nil)]), as: UTF8.self)
    #expect(own.contains("DTSTART;TZID=America/New_York:20261205T090000"), "none: the athlete's")

    let file = String(
      decoding: ICalendar.make(
        events: [clinic(zone: "America/Chicago")], now: Date(), locale: english),
      as: UTF8.self)
    #expect(file.contains("DTSTART;TZID=America/Chicago:20261205T090000"))
    #expect(file.contains("BEGIN:VTIMEZONE"))
  }

  @Test func remindersFireOnTheEventsClock() throws {
    let entry = CalendarEntry(
      clinic(zone: "America/Chicago"), text: EventListText(locale: english),
      dates: EventDateText(locale: english))
    let home = PersonalTimeZone.calendar(in: try #require(TimeZone(identifier: "America/New_York")))
    let clock = entry.clock(home)
    #expect(clock.timeZone.identifier == "America/Chicago")
    let interval = try #require(entry.interval(in: clock))
    #expect(
      interval.start == Date(timeIntervalSince1970: 1_796_482_800), "9:00 in Nashville is 15:00 UTC"
    )
    #expect(entry.alarms(.standard, calendar: clock).map(\.offset) == [-54_000, -1_800])
  }
}
