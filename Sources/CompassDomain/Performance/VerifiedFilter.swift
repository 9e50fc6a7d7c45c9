import CompassModels

/// Which numbers the Performance page charts and lists: all of them, or only the verified ones
/// (what a coach's link shows).
public enum VerifiedFilter: String, Sendable, CaseIterable {
  case all
  case verified

  public var label: String {
    switch self {
    case .all: "All numbers"
    case .verified: "Verified only"
    }
  }

  public func apply(_ metrics: [PerformanceMetric]) -> [PerformanceMetric] {
    self == .verified ? metrics.filter(\.verified) : metrics
  }

  /// What the page says when the filter leaves none of `logged`; `nil` otherwise (nothing
  /// logged has its own empty state).
  public func emptyMessage(_ logged: [PerformanceMetric]) -> String? {
    !logged.isEmpty && apply(logged).isEmpty ? Self.noneVerified : nil
  }

  /// What the page says when the filter leaves nothing though numbers were logged.
  public static let noneVerified =
    "No verified numbers yet. Mark a number verified when it was measured at an event, by a coach or by a device."
}
