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

  public init(locale: Locale) {
    dates = EventDateText(locale: locale)
    list = EventListText(locale: locale)
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

  /// Start time, check-in time, cost, source, status and school, "Not set" where empty.
  public func details(of event: Event, schoolName: String?) -> [Detail] {
    [
      Detail(label: "Start Time", value: event.startTime.map(dates.time) ?? "Not set"),
      Detail(label: "Check-in Time", value: event.checkinTime.map(dates.time) ?? "Not set"),
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
