import CompassModels
import Foundation

/// The words of Event Detail: the header's date line and label, the details grid, and the
/// location's lines, the same on the phone and the web page.
public struct EventDetailText: Sendable {
  /// One cell of the details grid: "Cost" / "$150.00".
  public struct Detail: Hashable, Sendable {
    public let label: String
    public let value: String
  }

  private let dates: EventDateText
  private let list: EventListText
  private let locale: Locale

  public init(locale: Locale) {
    dates = EventDateText(locale: locale)
    list = EventListText(locale: locale)
    self.locale = locale
  }

  /// When the event runs on another clock than the viewer's: which, and its start on the
  /// viewer's clock (`EventTimeZone.note`).
  public func zoneNote(_ event: Event, viewer: TimeZone) -> String? {
    EventTimeZone.note(for: event, viewer: viewer, locale: locale)
  }

  /// "Apr 15 – 16, 2026 · 9:00 AM – 5:00 PM".
  public func when(_ event: Event) -> String {
    [dates.range(of: event), list.timeSpan(event)].compactMap { $0 }.joined(separator: " · ")
  }

  /// VoiceOver for the header card: name, type, when, status.
  public func headerAccessibilityLabel(_ event: Event) -> String {
    [
      EventListText.displayName(event), event.type.displayName, when(event),
      EventStatus(event).label,
    ].joined(separator: ", ")
  }

  /// Start time, check-in time, the event's own time zone when it has one, cost, source,
  /// status and school, "Not set" where empty.
  public func details(of event: Event, schoolName: String?) -> [Detail] {
    let zone = event.timeZone.flatMap { PersonalTimeZone.named($0) }.map {
      Detail(label: "Time Zone", value: EventTimeZone.label($0.identifier, locale: locale))
    }
    return [
      Detail(label: "Start Time", value: event.startTime.map(dates.time) ?? "Not set"),
      Detail(label: "Check-in Time", value: event.checkinTime.map(dates.time) ?? "Not set"),
    ] + (zone.map { [$0] } ?? []) + [
      Detail(label: "Cost", value: event.cost.map(list.cost) ?? "Not set"),
      Detail(label: "Source", value: event.eventSource?.displayName ?? "Not set"),
      Detail(label: "Status", value: EventStatus(event).label),
      Detail(label: "School", value: schoolName ?? "None"),
    ]
  }

  /// Venue, street address, then "City, ST", leaving out what is empty.
  public static func placeLines(_ event: Event) -> [String] {
    let cityLine = [event.city, event.state].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ")
    return [event.location, event.address, cityLine]
      .compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
