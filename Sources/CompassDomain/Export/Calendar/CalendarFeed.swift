import CompassModels
import Foundation

/// One person's subscription to one athlete's season, as the calendar app polls it: the
/// athlete's events in the athlete's time zone, each linking to its page, with a revision
/// number that rises with every edit and the reminders the person chose. The same events give
/// the same bytes, so an unchanged season answers 304.
public struct CalendarFeed: Sendable {
  /// How often calendar apps are asked to poll.
  public static let refreshInterval = "PT1H"

  public let name: String
  /// The athlete's zone; `nil` when unknown, and times float (each calendar shows them as
  /// written, in its own zone).
  public let timeZone: TimeZone?
  public let reminders: FeedReminders
  public let locale: Locale
  /// The event's page on the site, for its URL.
  public let eventLink: @Sendable (Event.ID) -> String

  public init(
    name: String, timeZone: TimeZone?, reminders: FeedReminders, locale: Locale,
    eventLink: @escaping @Sendable (Event.ID) -> String
  ) {
    self.name = name
    self.timeZone = timeZone
    self.reminders = reminders
    self.locale = locale
    self.eventLink = eventLink
  }

  /// The calendar's name in the app's list: "Jordan's recruiting season".
  public static func name(athlete: String, isViewer: Bool) -> String {
    isViewer ? "My recruiting season" : "\(athlete)'s recruiting season"
  }

  public func make(events: [Event]) -> Data {
    let text = EventListText(locale: locale)
    let dates = EventDateText(locale: locale)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The Recruiting Compass//Season//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:\(ICalendar.escape(name))",
    ]
    if let timeZone { lines.append("X-WR-TIMEZONE:\(timeZone.identifier)") }
    lines += [
      "REFRESH-INTERVAL;VALUE=DURATION:\(Self.refreshInterval)",
      "X-PUBLISHED-TTL:\(Self.refreshInterval)",
    ]
    if let timeZone, let span = timedSpan(of: events) {
      lines += VTimeZone.lines(for: timeZone, from: span.lowerBound, through: span.upperBound)
    }
    for event in events {
      lines += ICalendar.vevent(
        event,
        stamp: ICalendar.utc(event.updatedAt ?? event.createdAt ?? Date(timeIntervalSince1970: 0)),
        text: text, dates: dates,
        options: VEventOptions(
          zone: timeZone, link: eventLink(event.id), sequence: Self.sequence(of: event),
          alarms: alarms(for: event)))
    }
    lines.append("END:VCALENDAR")
    return ICalendar.folded(lines)
  }

  /// Seconds from the event's creation to its last change: rises with every edit, so a
  /// calendar replaces its copy (and is 0 for an event never changed).
  static func sequence(of event: Event) -> Int {
    guard let created = event.createdAt, let updated = event.updatedAt else { return 0 }
    let seconds = updated.timeIntervalSince(created).rounded(.down)
    guard seconds > 0 else { return 0 }
    return Int(exactly: min(seconds, TimeInterval(Int32.max))) ?? 0
  }

  /// From the day before the first timed event to two days after the last, for VTIMEZONE.
  private func timedSpan(of events: [Event]) -> ClosedRange<Date>? {
    let timed = events.filter { $0.startTime != nil }
    guard let first = timed.map(\.startDate).min(), let last = timed.map(\.lastDate).max(),
      let start = first.adding(days: -1).instant(in: calendar),
      let end = last.adding(days: 2).instant(in: calendar)
    else { return nil }
    return start...end
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }

  /// The day-before reminder and the check-in reminder, each as far from the event's start
  /// as the clock in the athlete's zone says.
  private func alarms(for event: Event) -> [String] {
    guard let start = event.startDate.instant(in: calendar, at: event.startTime) else {
      return []
    }
    let title = EventListText.displayName(event)
    var alarms: [String] = []
    if let evening = reminders.dayBeforeAt,
      let remind = event.startDate.adding(days: -1).instant(in: calendar, at: evening)
    {
      alarms += Self.alarm(at: remind.timeIntervalSince(start), saying: "Tomorrow: \(title)")
    }
    if let lead = reminders.checkInLeadMinutes, let checkIn = event.checkinTime,
      let remind = event.startDate.instant(in: calendar, at: checkIn)
    {
      let offset = remind.timeIntervalSince(start) - TimeInterval(lead * 60)
      alarms += Self.alarm(at: offset, saying: "Check-in: \(title)")
    }
    return alarms
  }

  private static func alarm(at offset: TimeInterval, saying message: String) -> [String] {
    [
      "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(ICalendar.escape(message))",
      "TRIGGER:\(duration(seconds: Int(offset.rounded())))", "END:VALARM",
    ]
  }

  /// A signed DURATION (§3.3.6): `-PT15H`, `PT8H30M`, `-P1DT2H`, `PT0S`.
  static func duration(seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : ""
    let total = abs(seconds)
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
}

/// The reminders a person's feed carries: the evening before (18:00 unless they change it)
/// and at check-in (optionally some minutes earlier); either can be off.
public struct FeedReminders: Sendable, Equatable {
  /// The evening before at 18:00 and at check-in time.
  public static let standard = FeedReminders(
    dayBeforeAt: LocalTime(hour: 18, minute: 0), checkInLeadMinutes: 0)
  /// The longest a check-in reminder may come early: a day.
  public static let longestLead = 24 * 60

  /// When the day-before reminder fires; `nil` turns it off.
  public var dayBeforeAt: LocalTime?
  /// How many minutes before check-in its reminder fires; `nil` turns it off.
  public var checkInLeadMinutes: Int?

  public init(dayBeforeAt: LocalTime?, checkInLeadMinutes: Int?) {
    self.dayBeforeAt = dayBeforeAt
    self.checkInLeadMinutes = checkInLeadMinutes.map { min(max($0, 0), Self.longestLead) }
  }
}

extension FeedReminders {
  /// Why a reminders form cannot be kept, in words for the person.
  public struct Problem: Error, Equatable, Sendable {
    public let message: String
  }

  /// The reminders a form asks for: each on or off, the evening time as `HH:MM` and the
  /// check-in lead in whole minutes (0 to 1440).
  public static func chosen(
    dayBefore: Bool, at time: String, checkIn: Bool, leadMinutes: String
  ) -> Result<FeedReminders, Problem> {
    let evening = LocalTime(time.trimmingCharacters(in: .whitespaces))
    if dayBefore, evening == nil {
      return .failure(Problem(message: "Enter the evening reminder's time, like 18:00."))
    }
    let lead = Int(leadMinutes.trimmingCharacters(in: .whitespaces))
    if checkIn, lead.map({ (0...longestLead).contains($0) }) != true {
      return .failure(
        Problem(message: "Enter how many minutes before check-in to remind you, 0 to 1440."))
    }
    return .success(
      FeedReminders(
        dayBeforeAt: dayBefore ? evening : nil, checkInLeadMinutes: checkIn ? lead : nil))
  }
}
