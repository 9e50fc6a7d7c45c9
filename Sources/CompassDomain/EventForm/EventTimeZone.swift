import CompassModels
import Foundation

/// Where an event's clock runs: the zone a form proposes from the event's state (and, in the
/// states split between two zones, its city), how a zone is named to a person, and the note an
/// event's page shows when its zone is not the viewer's.
public enum EventTimeZone {
  /// Each state's zone, or the zone most of its people live in where it has two.
  public static let byState: [String: String] = {
    let zones: [String: [String]] = [
      "America/New_York": [
        "CT", "DC", "DE", "FL", "GA", "IN", "KY", "MA", "MD", "ME", "MI", "NC", "NH", "NJ", "NY",
        "OH", "PA", "RI", "SC", "VA", "VT", "WV",
      ],
      "America/Chicago": [
        "AL", "AR", "IA", "IL", "KS", "LA", "MN", "MO", "MS", "ND", "NE", "OK", "SD", "TN", "TX",
        "WI",
      ],
      "America/Denver": ["CO", "ID", "MT", "NM", "UT", "WY"],
      "America/Phoenix": ["AZ"],
      "America/Los_Angeles": ["CA", "NV", "OR", "WA"],
      "America/Anchorage": ["AK"],
      "Pacific/Honolulu": ["HI"],
      "America/Puerto_Rico": ["PR"],
    ]
    return Dictionary(
      zones.flatMap { zone, states in states.map { ($0, zone) } }, uniquingKeysWith: { a, _ in a })
  }()

  /// Cities on the other side of their state's line, as "City, ST" in lower case.
  public static let byCity: [String: String] = [
    "knoxville, tn": "America/New_York", "chattanooga, tn": "America/New_York",
    "johnson city, tn": "America/New_York", "el paso, tx": "America/Denver",
    "pensacola, fl": "America/Chicago", "panama city, fl": "America/Chicago",
    "louisville, ky": "America/New_York", "lexington, ky": "America/New_York",
    "bowling green, ky": "America/Chicago", "evansville, in": "America/Chicago",
    "boise, id": "America/Boise", "lewiston, id": "America/Los_Angeles",
    "coeur d'alene, id": "America/Los_Angeles", "garden city, ks": "America/Chicago",
    "dickinson, nd": "America/Denver", "rapid city, sd": "America/Denver",
    "north platte, ne": "America/Chicago", "scottsbluff, ne": "America/Denver",
    "ontario, or": "America/Boise", "iron mountain, mi": "America/Chicago",
  ]

  /// The zones an event form offers: the US ones, those the place proposals name, and
  /// `current` when it is none of them.
  public static func choices(including current: String) -> [String] {
    var zones = PersonalTimeZone.common
    for zone in Set(byState.values).union(byCity.values).sorted() where !zones.contains(zone) {
      zones.append(zone)
    }
    if !current.isEmpty, !zones.contains(current) { zones.append(current) }
    return zones
  }

  /// The zone an event at `city`, `state` most likely runs on; `nil` for a place not known.
  public static func proposed(city: String, state: String) -> String? {
    let state = state.trimmingCharacters(in: .whitespaces).uppercased()
    let place = "\(city.trimmingCharacters(in: .whitespaces).lowercased()), \(state.lowercased())"
    return byCity[place] ?? byState[state]
  }

  /// "Central Time (Chicago)", "Mountain Time (Phoenix)", or the identifier for a zone without
  /// a generic name.
  public static func label(_ identifier: String, locale: Locale) -> String {
    guard let zone = TimeZone(identifier: identifier) else { return identifier }
    let city = identifier.split(separator: "/").last.map {
      $0.replacingOccurrences(of: "_", with: " ")
    }
    let name = zone.localizedName(for: .generic, locale: locale) ?? identifier
    return city.map { "\(name) (\($0))" } ?? name
  }

  /// The zone an event's times are on: its own, else the athlete's (`fallback`).
  public static func zone(of event: Event, fallback: TimeZone) -> TimeZone {
    PersonalTimeZone.named(event.timeZone) ?? fallback
  }

  /// What an event's page says when the event's clock is not the viewer's: "Times are Central
  /// Time (Chicago). 9:00 AM there is 10:00 AM for you."; `nil` when they agree or the event
  /// has no time of day.
  public static func note(for event: Event, viewer: TimeZone, locale: Locale) -> String? {
    guard let identifier = event.timeZone, let zone = PersonalTimeZone.named(identifier),
      zone.identifier != viewer.identifier
    else { return nil }
    let head = "Times are \(label(identifier, locale: locale))."
    guard let start = event.startTime,
      let instant = event.startDate.instant(in: PersonalTimeZone.calendar(in: zone), at: start)
    else { return head }
    var style = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale)
    style.timeZone = viewer
    let dates = EventDateText(locale: locale)
    let theirDay = LocalDate(instant, in: PersonalTimeZone.calendar(in: viewer))
    let day = theirDay == event.startDate ? "" : " on \(dates.day(theirDay))"
    return "\(head) \(dates.time(start)) there is \(instant.formatted(style))\(day) for you."
  }
}
