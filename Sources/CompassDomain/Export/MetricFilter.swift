import CompassModels
import Foundation

/// Which metrics an export or a list request covers: a type, an event, a date range, only the
/// verified numbers, or any mix (the `/api/performance/metrics` query parameters).
public struct MetricFilter: Hashable, Sendable {
  public var metricType: MetricType?
  public var eventID: Event.ID?
  public var startDate: LocalDate?
  public var endDate: LocalDate?
  /// The Performance page's "Verified only", carried into what it exports.
  public var verified = VerifiedFilter.all

  public init(
    metricType: MetricType? = nil, eventID: Event.ID? = nil, startDate: LocalDate? = nil,
    endDate: LocalDate? = nil, verified: VerifiedFilter = .all
  ) {
    self.metricType = metricType
    self.eventID = eventID
    self.startDate = startDate
    self.endDate = endDate
    self.verified = verified
  }

  public func admits(_ metric: PerformanceMetric) -> Bool {
    if let metricType, metric.metricType != metricType { return false }
    if let eventID, metric.eventID != eventID { return false }
    if let startDate, metric.recordedDate < startDate { return false }
    if let endDate, metric.recordedDate > endDate { return false }
    return verified == .all || metric.verified
  }

  /// "All metric types", or "Fastball Velocity · Spring Showcase · from Apr 1, 2026".
  public func summary(events: [Event], locale: Locale) -> String {
    let dates = EventDateText(locale: locale)
    var parts: [String] = [metricType?.displayName ?? PerformanceText.allTypesScope]
    if let eventID {
      parts.append(events.first { $0.id == eventID }.map(EventListText.displayName) ?? "One event")
    }
    switch (startDate, endDate) {
    case (let start?, let end?): parts.append(dates.range(from: start, to: end))
    case (let start?, nil): parts.append("from \(dates.day(start))")
    case (nil, let end?): parts.append("through \(dates.day(end))")
    case (nil, nil): break
    }
    if verified == .verified { parts.append(PerformanceText.verifiedOnlyScope) }
    return parts.joined(separator: " · ")
  }
}
