import CompassFormats
import CompassModels
import Foundation

/// One person's subscription to one athlete's season, as the calendar app polls it: the
/// athlete's events in the athlete's time zone, each linking to its page, with a revision
/// number that rises with every edit and the reminders the person chose. The same events give
/// the same bytes, so an unchanged season answers 304.
public struct CalendarFeed: Sendable {
  /// What subscribing does, as the web page and the phone say it.
  public static let explanation =
    "Your calendar app shows these events and keeps them up to date: new events appear, changes follow and deleted events disappear. The link is private; anyone who has it can see the events, so share it with nobody."

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

  /// The follow-ups a feed carries beside the events: the open ones, where they open, and
  /// whom each is about ("Coach Key · Georgia Tech").
  public struct FollowUps: Sendable {
    public let items: [FollowUp]
    public let link: String
    public let about: @Sendable (FollowUp) -> String?

    public init(
      _ items: [FollowUp], link: String, about: @escaping @Sendable (FollowUp) -> String?
    ) {
      self.items = items
      self.link = link
      self.about = about
    }
  }

  public func make(events: [Event], followUps: FollowUps? = nil) -> Data {
    let text = EventListText(locale: locale)
    let dates = EventDateText(locale: locale)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The Recruiting Compass//Season//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:\(ICalendarText.escape(name))",
    ]
    if let timeZone { lines.append("X-WR-TIMEZONE:\(timeZone.identifier)") }
    lines += [
      "REFRESH-INTERVAL;VALUE=DURATION:\(Self.refreshInterval)",
      "X-PUBLISHED-TTL:\(Self.refreshInterval)",
    ]
    if let timeZone {
      let own = events.filter { PersonalTimeZone.named($0.timeZone) == nil }
      if let span = VTimeZone.timedSpan(of: own, in: timeZone) {
        lines += VTimeZone.lines(for: timeZone, from: span.lowerBound, through: span.upperBound)
      }
    }
    lines += VTimeZone.lines(forZonesOf: events, besides: timeZone)
    for event in events {
      lines += ICalendar.vevent(
        event,
        stamp: ICalendarText.utc(
          event.updatedAt ?? event.createdAt ?? Date(timeIntervalSince1970: 0)),
        text: text, dates: dates,
        options: VEventOptions(
          zone: timeZone, link: eventLink(event.id), sequence: Self.sequence(of: event),
          reminders: reminders, calendar: calendar))
    }
    if let followUps {
      lines += FollowUpEntries.lines(
        followUps.items,
        remind: reminders != FeedReminders(dayBeforeAt: nil, checkInLeadMinutes: nil),
        link: followUps.link, names: followUps.about)
    }
    lines.append("END:VCALENDAR")
    return ICalendarText.folded(lines)
  }

  /// Seconds from the event's creation to its last change: rises with every edit, so a
  /// calendar replaces its copy (and is 0 for an event never changed).
  static func sequence(of event: Event) -> Int {
    guard let created = event.createdAt, let updated = event.updatedAt else { return 0 }
    let seconds = updated.timeIntervalSince(created).rounded(.down)
    guard seconds > 0 else { return 0 }
    return Int(exactly: min(seconds, TimeInterval(Int32.max))) ?? 0
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }
}

/// The reminders a person's feed carries: the evening before (18:00 unless they change it)
/// and at check-in (optionally some minutes earlier); either can be off.
public struct FeedReminders: Sendable, Equatable {
  /// 18:00, the evening reminder's time unless the person moves it.
  public static let eveningDefault = LocalTime.midnight.adding(minutes: 18 * 60)
  /// The evening before at 18:00 and at check-in time.
  public static let standard = FeedReminders(dayBeforeAt: eveningDefault, checkInLeadMinutes: 0)
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

extension FeedReminders {
  /// The check-in reminder's usual choices, with `current` among them (the web takes any
  /// number of minutes).
  public static func leadChoices(including current: Int) -> [Int] {
    let choices = [0, 5, 10, 15, 30, 45, 60, 90, 120]
    return choices.contains(current) ? choices : (choices + [current]).sorted()
  }

  /// "At check-in time", "15 minutes before", "2 hours before".
  public static func leadLabel(_ minutes: Int) -> String {
    switch minutes {
    case 0: "At check-in time"
    case 60: "1 hour before"
    case let whole where whole % 60 == 0: "\(whole / 60) hours before"
    default: "\(minutes) minutes before"
    }
  }

  /// What the reminders do, in words: "Your calendar app reminds you the evening before at
  /// 18:00 and at check-in."
  public var summary: String {
    var parts: [String] = []
    if let dayBeforeAt { parts.append("the evening before at \(dayBeforeAt.hourMinute)") }
    if let checkInLeadMinutes {
      parts.append(
        checkInLeadMinutes == 0
          ? "at check-in" : "\(checkInLeadMinutes) minutes before check-in")
    }
    guard !parts.isEmpty else { return "Your calendar app will not remind you of these events." }
    return "Your calendar app reminds you " + parts.joined(separator: " and ") + "."
  }
}
