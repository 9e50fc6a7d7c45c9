import CompassModels

/// How a metric's trustworthiness reads: "Verified at an event", "Verified by a coach",
/// "Verified by a device", "Verified by the athlete"; the forms' choices in the same words.
public enum VerificationText {
  /// The forms' choice for a verified number whose source is not given.
  public static let notSaid = "Not said"

  public static func label(_ metric: PerformanceMetric) -> String {
    guard metric.verified else { return "Not verified" }
    return metric.verifiedBy.map(label) ?? "Verified"
  }

  /// What a verified number was verified by, for a coach: the event it was measured at by
  /// name and date ("At Perfect Game Showcase, Mar 4, 2026"), else who ("Verified by a coach").
  public static func detail(_ metric: PerformanceMetric, event: Event?, dates: EventDateText)
    -> String
  {
    guard metric.verified, let event, metric.eventID == event.id else { return label(metric) }
    return "At \(event.name), \(dates.day(event.startDate))"
  }

  public static func label(_ source: VerificationSource) -> String {
    switch source {
    case .event: "Verified at an event"
    case .coach: "Verified by a coach"
    case .device: "Verified by a device"
    case .selfReported: "Verified by the athlete"
    }
  }

  /// A verified metric's badge: "Verified", or "Verified · Device" when its source is known;
  /// `nil` for a number nobody vouched for.
  public static func badge(_ metric: PerformanceMetric) -> String? {
    guard metric.verified else { return nil }
    return metric.verifiedBy.map { "Verified · \(badge($0))" } ?? "Verified"
  }

  /// The short form a badge shows: "Event", "Coach", "Device", "Self".
  public static func badge(_ source: VerificationSource) -> String {
    switch source {
    case .event: "Event"
    case .coach: "Coach"
    case .device: "Device"
    case .selfReported: "Self"
    }
  }
}
