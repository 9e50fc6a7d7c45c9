import CompassDomain
import CompassModels
import Foundation

/// An event as the phone's calendar editor opens it: the title, place, details and reminders
/// of the web's one-event file (`CalendarEntry`, with the standard reminders), its times on
/// the event's own clock (else the phone's); whole days float, as calendars keep them.
public struct CalendarDraft: Sendable, Equatable, Identifiable {
  public let id: Event.ID
  public let title: String
  public let location: String?
  public let notes: String
  public let url: URL?
  public let isAllDay: Bool
  /// For whole days, the first day's and the last day's midnights (the editor's convention).
  public let start: Date
  public let end: Date
  public let timeZone: TimeZone?
  /// Each reminder's distance from the start, in seconds (negative: before).
  public let alarmOffsets: [TimeInterval]

  /// `nil` when `calendar` cannot place the event's dates.
  public init?(event: Event, locale: Locale, calendar: Calendar) {
    let entry = CalendarEntry(
      event, text: EventListText(locale: locale), dates: EventDateText(locale: locale))
    let span = entry.span
    let calendar = entry.clock(calendar)
    let last = span.isAllDay ? span.end.adding(days: -1) : span.end
    guard let start = span.start.instant(in: calendar, at: span.startTime),
      let end = last.instant(in: calendar, at: span.endTime), end >= start
    else { return nil }
    id = event.id
    title = entry.title
    location = entry.location
    notes = entry.notes
    url = entry.link.flatMap(URL.init(string:))
    isAllDay = span.isAllDay
    self.start = start
    self.end = end
    timeZone = span.isAllDay ? nil : calendar.timeZone
    alarmOffsets = entry.alarms(.standard, calendar: calendar).map(\.offset)
  }
}
