import CompassModels
import Foundation

/// The words of the Performance Dashboard.
public struct PerformanceText: Sendable {
  private let values: MetricValueFormatter
  private let dates: EventDateText

  public init(locale: Locale) {
    values = MetricValueFormatter(locale: locale)
    dates = EventDateText(locale: locale)
  }

  /// "Fastball Velocity, 92.5 mph, recorded Apr 15, 2026".
  public func cardAccessibilityLabel(_ metric: PerformanceMetric) -> String {
    let verified = metric.verified ? ", verified" : ""
    return "\(metric.metricType.displayName), \(values.value(of: metric)), recorded "
      + "\(dates.day(metric.recordedDate))\(verified)"
  }

  /// "Edit Fastball Velocity metric, recorded Apr 15, 2026" (and "Delete …"), so each row's
  /// buttons say which metric they act on.
  public func actionAccessibilityLabel(_ action: String, _ metric: PerformanceMetric) -> String {
    "\(action) \(metric.metricType.displayName) metric, recorded \(dates.day(metric.recordedDate))"
  }

  /// "Fastball Velocity is improving".
  public static func trendAccessibilityLabel(_ trend: MetricTrend) -> String {
    "\(trend.type.displayName) is \(trend.direction.rawValue)"
  }

  /// What an export holds: "All metric types", or with a type on the chart "Fastball Velocity
  /// (the chart's type) first, then all metric types".
  public static func exportScope(_ summary: String, oneType: Bool) -> String {
    oneType ? "\(chartTypeScope(summary)) first, then \(allTypesScope.lowercased())" : summary
  }

  /// "Fastball Velocity (the chart's type)": the export of what the chart shows.
  public static func chartTypeScope(_ summary: String) -> String { "\(summary) (the chart's type)" }

  public static let allTypesScope = "All metric types"
  /// How an export's scope names the verified filter.
  public static let verifiedOnlyScope = "verified numbers only"

  public static let emptyTitle = "No metrics logged yet"
  public static let emptySubtitle = "Start tracking your performance to build a historical record"
  public static let notEnoughForChart =
    "Not enough data to display chart (need at least 2 records)"
  public static let loadFailed = "Failed to load metrics"
}
