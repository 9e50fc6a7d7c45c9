import CompassFormats
import CompassModels
import Foundation

/// Events as an iCalendar file (RFC 5545) that phone and desktop calendars import.
///
/// Dates and times are stored without a zone (a camp at 9:00 is at 9:00 where it happens), so
/// timed events are written as floating local times; all-day events use DATE values with the
/// exclusive end day the standard asks for.
public enum ICalendar {
  /// The events with `reminders` on each (none unless asked: the season export leaves the
  /// reminding to the person; "Add to Calendar" brings the standard ones).
  public static func make(
    events: some Sequence<Event>, now: Date, locale: Locale, reminders: FeedReminders? = nil
  ) -> Data {
    let text = EventListText(locale: locale)
    let dates = EventDateText(locale: locale)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The Recruiting Compass//Events//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Recruiting Events",
    ]
    let stamp = ICalendarText.utc(now)
    let events = Array(events)
    lines += VTimeZone.lines(forZonesOf: events, besides: nil)
    for event in events {
      lines += vevent(
        event, stamp: stamp, text: text, dates: dates,
        options: VEventOptions(reminders: reminders, calendar: floating))
    }
    lines.append("END:VCALENDAR")
    return ICalendarText.folded(lines)
  }

  /// The clock floating times are placed on for reminders: a fixed one, so the offsets hold
  /// wherever the file is opened.
  private static var floating: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }

  static func vevent(
    _ event: Event, stamp: String, text: EventListText, dates: EventDateText,
    options: VEventOptions = VEventOptions()
  ) -> [String] {
    let entry = CalendarEntry(event, text: text, dates: dates, page: options.link)
    var lines = ["BEGIN:VEVENT", "UID:\(event.id)@recruitingcompass.app", "DTSTAMP:\(stamp)"]
    if let sequence = options.sequence { lines.append("SEQUENCE:\(sequence)") }
    lines += span(of: entry.span, zone: entry.zone ?? options.zone)
    lines.append("SUMMARY:\(ICalendarText.escape(entry.title))")
    lines.append("CATEGORIES:\(ICalendarText.escape(entry.category))")
    if let location = entry.location { lines.append("LOCATION:\(ICalendarText.escape(location))") }
    if let link = entry.link { lines.append("URL:\(link)") }
    lines.append("DESCRIPTION:\(ICalendarText.escape(entry.notes))")
    lines.append("STATUS:\(event.registered || event.attended ? "CONFIRMED" : "TENTATIVE")")
    if let updated = event.updatedAt { lines.append("LAST-MODIFIED:\(ICalendarText.utc(updated))") }
    let clock = entry.clock(options.calendar)
    for alarm in options.reminders.map({ entry.alarms($0, calendar: clock) }) ?? [] {
      lines += Self.alarm(alarm)
    }
    lines.append("END:VEVENT")
    return lines
  }

  /// DTSTART and DTEND: DATE values for an all-day entry, else date-times, floating or in
  /// `zone`.
  static func span(of span: CalendarEntry.Span, zone: TimeZone?) -> [String] {
    guard let startTime = span.startTime, let endTime = span.endTime else {
      return [
        "DTSTART;VALUE=DATE:\(ICalendarText.basic(span.start))",
        "DTEND;VALUE=DATE:\(ICalendarText.basic(span.end))",
      ]
    }
    let zoned = zone.map { ";TZID=\($0.identifier)" } ?? ""
    return [
      "DTSTART\(zoned):\(ICalendarText.basic(span.start))T\(ICalendarText.basic(startTime))",
      "DTEND\(zoned):\(ICalendarText.basic(span.end))T\(ICalendarText.basic(endTime))",
    ]
  }

  private static func alarm(_ alarm: CalendarEntry.Alarm) -> [String] {
    [
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(ICalendarText.escape(alarm.message))",
      "TRIGGER:\(ICalendarText.duration(seconds: Int(exactly: alarm.offset.rounded()) ?? 0))",
      "END:VALARM",
    ]
  }
}

/// How one VEVENT is written beyond the export's floating times: for a subscribed feed, times
/// in the athlete's zone, the event page as its URL, a revision number and reminders (placed by
/// `calendar`'s clock).
struct VEventOptions {
  var zone: TimeZone?
  var link: String?
  var sequence: Int?
  var reminders: FeedReminders?
  var calendar = Calendar(identifier: .gregorian)
}
