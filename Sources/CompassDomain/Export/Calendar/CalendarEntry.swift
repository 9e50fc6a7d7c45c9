import CompassModels
import Foundation

/// One event as a calendar app holds it — title, place, details, its span and reminders — so
/// the season feed, the one-event file and the phone's "Add to Calendar" say the same things.
public struct CalendarEntry: Sendable, Equatable {
  /// When the entry runs, in the event's own clock: whole days (the end is the day after the
  /// last, as calendars want it) or a start and end time; a timed event without an end lasts an
  /// hour, and one ending at or before its start on the same day ends the next day.
  public struct Span: Sendable, Equatable {
    public let start: LocalDate
    public let end: LocalDate
    public let startTime: LocalTime?
    public let endTime: LocalTime?

    public var isAllDay: Bool { startTime == nil }
  }

  /// A reminder: how long before (negative) or after the start it fires, and what it says.
  public struct Alarm: Sendable, Equatable {
    public let offset: TimeInterval
    public let message: String
  }

  public let title: String
  public let category: String
  public let location: String?
  /// The description's paragraphs: the event's own text, check-in, cost, website, status.
  public let details: [String]
  /// The link calendars open: the event's page when given, else its own website.
  public let link: String?
  public let span: Span
  /// The event's own zone; `nil` when it runs on the athlete's.
  public let zone: TimeZone?
  let checkIn: LocalTime?

  public init(_ event: Event, text: EventListText, dates: EventDateText, page: String? = nil) {
    title = EventListText.displayName(event)
    category = event.type.displayName
    let place = [event.location, event.address, event.city, event.state].compactMap { $0 }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    location = place.isEmpty ? nil : place.joined(separator: ", ")
    let website = (event.url?.trimmingCharacters(in: .whitespaces)).flatMap {
      EventForm.isWebURL($0) ? $0 : nil
    }
    link = page ?? website
    var details: [String] = []
    if let description = event.description, !description.isEmpty { details.append(description) }
    if let checkin = event.checkinTime { details.append("Check-in: \(dates.time(checkin))") }
    if let cost = event.cost { details.append("Cost: \(text.cost(cost))") }
    if page != nil, let website { details.append("Event website: \(website)") }
    details.append("Status: \(EventStatus(event).label)")
    self.details = details
    span = Self.span(of: event)
    zone = PersonalTimeZone.named(event.timeZone)
    checkIn = event.checkinTime
  }

  /// The description as one text.
  public var notes: String { details.joined(separator: "\n") }

  /// The calendar the entry's times are read on: the event's own zone, else `fallback`'s.
  public func clock(_ fallback: Calendar) -> Calendar {
    zone.map(PersonalTimeZone.calendar(in:)) ?? fallback
  }

  /// The span as instants on `calendar`'s clock; `nil` for a date the calendar cannot place.
  public func interval(in calendar: Calendar) -> DateInterval? {
    guard let start = span.start.instant(in: calendar, at: span.startTime),
      let end = span.end.instant(in: calendar, at: span.endTime), end >= start
    else { return nil }
    return DateInterval(start: start, end: end)
  }

  /// The reminders `reminders` asks for on this entry: the evening before at its time, and at
  /// check-in so many minutes early (only for an event with a check-in time), each as far from
  /// the start as `calendar`'s clock says.
  public func alarms(_ reminders: FeedReminders, calendar: Calendar) -> [Alarm] {
    guard let start = span.start.instant(in: calendar, at: span.startTime) else { return [] }
    var alarms: [Alarm] = []
    if let evening = reminders.dayBeforeAt,
      let remind = span.start.adding(days: -1).instant(in: calendar, at: evening)
    {
      alarms.append(Alarm(offset: remind.timeIntervalSince(start), message: "Tomorrow: \(title)"))
    }
    if let lead = reminders.checkInLeadMinutes, let checkIn,
      let remind = span.start.instant(in: calendar, at: checkIn)
    {
      let offset = remind.timeIntervalSince(start) - TimeInterval(lead * 60)
      alarms.append(Alarm(offset: offset, message: "Check-in: \(title)"))
    }
    return alarms
  }

  private static func span(of event: Event) -> Span {
    guard let startTime = event.startTime else {
      return Span(
        start: event.startDate, end: event.lastDate.adding(days: 1), startTime: nil, endTime: nil)
    }
    var endDate = event.lastDate
    let endTime = event.endTime ?? startTime.adding(minutes: 60)
    if endDate == event.startDate, endTime <= startTime {
      endDate = event.startDate.adding(days: 1)
    }
    return Span(start: event.startDate, end: endDate, startTime: startTime, endTime: endTime)
  }
}
