import CompassModels
import Foundation

/// Events as an iCalendar file (RFC 5545) that phone and desktop calendars import.
///
/// Dates and times are stored without a zone (a camp at 9:00 is at 9:00 where it happens), so
/// timed events are written as floating local times; all-day events use DATE values with the
/// exclusive end day the standard asks for.
public enum ICalendar {
  public static func make(events: some Sequence<Event>, now: Date, locale: Locale) -> Data {
    let text = EventListText(locale: locale)
    let dates = EventDateText(locale: locale)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The Recruiting Compass//Events//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Recruiting Events",
    ]
    let stamp = utc(now)
    for event in events {
      lines += vevent(event, stamp: stamp, text: text, dates: dates)
    }
    lines.append("END:VCALENDAR")
    return folded(lines)
  }

  static func vevent(
    _ event: Event, stamp: String, text: EventListText, dates: EventDateText,
    options: VEventOptions = VEventOptions()
  ) -> [String] {
    var lines = ["BEGIN:VEVENT", "UID:\(event.id)@recruitingcompass.app", "DTSTAMP:\(stamp)"]
    if let sequence = options.sequence { lines.append("SEQUENCE:\(sequence)") }
    lines += span(of: event, zone: options.zone)
    lines.append("SUMMARY:\(escape(EventListText.displayName(event)))")
    lines.append("CATEGORIES:\(escape(event.type.displayName))")
    let place = [event.location, event.address, event.city, event.state].compactMap { $0 }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    if !place.isEmpty { lines.append("LOCATION:\(escape(place.joined(separator: ", ")))") }
    let website = (event.url?.trimmingCharacters(in: .whitespaces)).flatMap {
      EventForm.isWebURL($0) ? $0 : nil
    }
    if let link = options.link ?? website { lines.append("URL:\(link)") }
    var details: [String] = []
    if let description = event.description, !description.isEmpty { details.append(description) }
    if let checkin = event.checkinTime { details.append("Check-in: \(dates.time(checkin))") }
    if let cost = event.cost { details.append("Cost: \(text.cost(cost))") }
    if options.link != nil, let website { details.append("Event website: \(website)") }
    details.append("Status: \(EventStatus(event).label)")
    lines.append("DESCRIPTION:\(escape(details.joined(separator: "\n")))")
    lines.append("STATUS:\(event.registered || event.attended ? "CONFIRMED" : "TENTATIVE")")
    if let updated = event.updatedAt { lines.append("LAST-MODIFIED:\(utc(updated))") }
    lines += options.alarms
    lines.append("END:VEVENT")
    return lines
  }

  /// DTSTART and DTEND: DATE values for an all-day event (the end is the day after its last
  /// day), else date-times, floating or in `zone`; a timed event without an end lasts an hour.
  static func span(of event: Event, zone: TimeZone?) -> [String] {
    guard let startTime = event.startTime else {
      return [
        "DTSTART;VALUE=DATE:\(basic(event.startDate))",
        "DTEND;VALUE=DATE:\(basic(event.lastDate.adding(days: 1)))",
      ]
    }
    let start = event.startDate
    var endDate = event.lastDate
    let endTime = event.endTime ?? startTime.adding(minutes: 60)
    if endDate == start, endTime <= startTime {
      endDate = start.adding(days: 1)
    }
    let zoned = zone.map { ";TZID=\($0.identifier)" } ?? ""
    return [
      "DTSTART\(zoned):\(basic(start))T\(basic(startTime))",
      "DTEND\(zoned):\(basic(endDate))T\(basic(endTime))",
    ]
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
/// in the athlete's zone, the event page as its URL, a revision number and reminders.
struct VEventOptions {
  var zone: TimeZone?
  var link: String?
  var sequence: Int?
  var alarms: [String] = []
}
