import CompassModels
import Foundation
import Testing

@testable import CompassDomain

@Suite("Exports: iCalendar (RFC 5545)")
struct ICalendarTests {
  let now = Date(timeIntervalSince1970: 1_776_250_800)

  func calendar(_ events: [Event]) -> String {
    String(decoding: ICalendar.make(events: events, now: now, locale: .unitedStates), as: UTF8.self)
  }

  /// Content lines with folding undone.
  func lines(_ text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter {
      !$0.isEmpty
    }
  }

  @Test func wrapsEventsInACalendarWithCRLF() {
    let text = calendar([.fixture(1), .fixture(2)])
    #expect(
      text.hasPrefix(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//The Recruiting Compass//Events//EN\r\n"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 2)
    #expect(lines(text).contains("DTSTAMP:20260415T110000Z"))
  }

  @Test func allDayMultiDayEventsEndTheDayAfterTheirLastDay() {
    let event = Event.fixture(1, start: "2026-12-30", end: "2027-01-01")
    let body = lines(calendar([event]))
    #expect(body.contains("DTSTART;VALUE=DATE:20261230"))
    #expect(body.contains("DTEND;VALUE=DATE:20270102"))
  }

  @Test func timedEventsUseFloatingLocalTimes() {
    var event = Event.fixture(1, start: "2026-04-15", end: "2026-04-16", startTime: "09:00")
    event.endTime = .at("17:00")
    let body = lines(calendar([event]))
    #expect(body.contains("DTSTART:20260415T090000"))
    #expect(body.contains("DTEND:20260416T170000"))
    let noEnd = lines(calendar([.fixture(2, startTime: "18:30")]))
    #expect(noEnd.contains("DTEND:20260415T193000"))
  }

  @Test func aLateEventEndsAfterMidnight() {
    var late = Event.fixture(1, start: "2026-04-15", startTime: "22:00")
    late.endTime = .at("01:00")
    #expect(lines(calendar([late])).contains("DTEND:20260416T010000"))
    let lateNoEnd = lines(calendar([.fixture(2, start: "2026-04-15", startTime: "23:30")]))
    #expect(lateNoEnd.contains("DTEND:20260416T003000"))
  }

  @Test func detailsLocationURLStatusAndStableUID() {
    var event = Event.fixture(
      1, name: "Showcase; Day 1, PM", registered: true, description: "Bring\ncleats",
      location: "LakePoint",
      city: "Emerson", state: "GA")
    event.checkinTime = .at("08:30")
    event.cost = 150
    event.url = "https://example.com/a,b"
    let body = lines(calendar([event]))
    #expect(body.contains("SUMMARY:Showcase\\; Day 1\\, PM"))
    #expect(body.contains("LOCATION:LakePoint\\, Emerson\\, GA"))
    #expect(body.contains("URL:https://example.com/a,b"))
    #expect(body.contains("STATUS:CONFIRMED"))
    #expect(body.contains("CATEGORIES:Showcase"))
    let description = body.first { $0.hasPrefix("DESCRIPTION:") } ?? ""
    #expect(description.hasPrefix("DESCRIPTION:Bring\\ncleats\\nCheck-in: 8:30"))
    #expect(description.contains("\\nCost: $150.00\\nStatus: Registered"))
    #expect(body.contains("UID:00000000-0000-4000-8000-000000000001@recruitingcompass.app"))
    #expect(lines(calendar([.fixture(2)])).contains("STATUS:TENTATIVE"))
    var unsafe = Event.fixture(3)
    unsafe.url = "javascript:alert(1)"
    #expect(!lines(calendar([unsafe])).contains { $0.hasPrefix("URL:") })
  }

  @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() {
    let name = String(repeating: "Élite Prospect Showcase 🔥 ", count: 8)
    let text = calendar([.fixture(1, name: name)])
    for line in text.components(separatedBy: "\r\n") {
      #expect(line.utf8.count <= 75)
    }
    #expect(lines(text).contains("SUMMARY:\(name.trimmingCharacters(in: .whitespaces))"))
  }
}
