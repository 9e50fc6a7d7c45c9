import CompassModels
import Foundation

/// The status line above the Events List: what is coming up in the next 30 days.
public struct TimelineSnippet: Hashable, Sendable {
  public static let horizonInDays = 30

  /// Events not yet over that start within the next 30 days (running ones included).
  public let upcomingCount: Int
  /// The soonest of them.
  public let nextEvent: Event?
  public let text: String

  public init(events: [Event], today: LocalDate, locale: Locale) {
    let horizon = today.adding(days: Self.horizonInDays)
    let upcoming = events.filter { $0.lastDate >= today && $0.startDate <= horizon }
      .sorted {
        ($0.startDate, $0.startTime?.secondOfDay ?? -1) < (
          $1.startDate, $1.startTime?.secondOfDay ?? -1
        )
      }
    upcomingCount = upcoming.count
    nextEvent = upcoming.first
    guard let next = upcoming.first else {
      text = "No events in the next 30 days"
      return
    }
    let count = upcoming.count == 1 ? "1 event" : "\(upcoming.count) events"
    let when =
      next.startDate <= today
      ? "happening now" : EventDateText(locale: locale).day(next.startDate)
    text = "\(count) in the next 30 days · Next: \(EventListText.displayName(next)), \(when)"
  }
}
