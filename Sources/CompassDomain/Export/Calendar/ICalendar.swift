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
    let stamp = utc(now)
    let events = Array(events)
    lines += VTimeZone.lines(forZonesOf: events, besides: nil)
    for event in events {
      lines += vevent(
        event, stamp: stamp, text: text, dates: dates,
        options: VEventOptions(reminders: reminders, calendar: floating))
    }
    lines.append("END:VCALENDAR")
    return folded(lines)
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
    lines.append("SUMMARY:\(escape(entry.title))")
    lines.append("CATEGORIES:\(escape(entry.category))")
    if let location = entry.location { lines.append("LOCATION:\(escape(location))") }
    if let link = entry.link { lines.append("URL:\(link)") }
    lines.append("DESCRIPTION:\(escape(entry.notes))")
    lines.append("STATUS:\(event.registered || event.attended ? "CONFIRMED" : "TENTATIVE")")
    if let updated = event.updatedAt { lines.append("LAST-MODIFIED:\(utc(updated))") }
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
      return ["DTSTART;VALUE=DATE:\(basic(span.start))", "DTEND;VALUE=DATE:\(basic(span.end))"]
    }
    let zoned = zone.map { ";TZID=\($0.identifier)" } ?? ""
    return [
      "DTSTART\(zoned):\(basic(span.start))T\(basic(startTime))",
      "DTEND\(zoned):\(basic(span.end))T\(basic(endTime))",
    ]
  }

  private static func alarm(_ alarm: CalendarEntry.Alarm) -> [String] {
    [
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(escape(alarm.message))",
      "TRIGGER:\(duration(seconds: Int(exactly: alarm.offset.rounded()) ?? 0))", "END:VALARM",
    ]
  }

  /// A signed DURATION (§3.3.6): `-PT15H`, `PT8H30M`, `-P1DT2H`, `PT0S`.
  static func duration(seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : ""
    let total = seconds.magnitude
    let days = total / 86_400
    let hours = total % 86_400 / 3600
    let minutes = total % 3600 / 60
    let rest = total % 60
    var time = ""
    if hours > 0 { time += "\(hours)H" }
    if minutes > 0 || (hours > 0 && rest > 0) { time += "\(minutes)M" }
    if rest > 0 { time += "\(rest)S" }
    let dayPart = days > 0 ? "\(days)D" : ""
    if dayPart.isEmpty, time.isEmpty { return "PT0S" }
    return sign + "P" + dayPart + (time.isEmpty ? "" : "T" + time)
  }

  /// TEXT escaping (§3.3.11): backslash, semicolon, comma and line breaks. Worked on UTF-8
  /// bytes, and text with none of them is returned as it is: a feed escapes thousands of
  /// values, and going character by character was most of its time.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { isSpecial($0) }) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      switch byte {
      case 0x0D: continue
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x5C, 0x3B, 0x2C: bytes += [0x5C, byte]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == 0x5C || byte == 0x3B || byte == 0x2C || byte == 0x0A || byte == 0x0D
  }

  /// The content lines folded at 75 octets (§3.1), never inside a UTF-8 sequence, each ending
  /// in CRLF, in one buffer.
  static func folded(_ lines: [String]) -> Data {
    var output: [UInt8] = []
    output.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 4 })
    for line in lines {
      var octets = 0
      for byte in line.utf8 {
        if byte & 0xC0 != 0x80 {
          let size = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
          if octets + size > 75 {
            output += [0x0D, 0x0A, 0x20]
            octets = 1
          }
          octets += size
        }
        output.append(byte)
      }
      output += [0x0D, 0x0A]
    }
    return Data(output)
  }

  private static func basic(_ date: LocalDate) -> String {
    date.year.zeroPadded(4) + date.month.zeroPadded(2) + date.day.zeroPadded(2)
  }

  private static func basic(_ time: LocalTime) -> String {
    time.hour.zeroPadded(2) + time.minute.zeroPadded(2) + time.second.zeroPadded(2)
  }

  static func utc(_ instant: Date) -> String {
    let digits = UTCDigits.of(instant)
    return "\(digits.prefix(8))T\(digits.suffix(6))Z"
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
