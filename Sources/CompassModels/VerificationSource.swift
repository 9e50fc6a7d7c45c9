/// Who or what vouches for a metric's number (`performance_metrics.verified_by`): measured at
/// an event, by a coach, by a device (radar gun, timing gates), or by the athlete themselves.
public enum VerificationSource: String, Codable, Sendable, CaseIterable, ColumnText {
  case event, coach, device
  case selfReported = "self"

  @inlinable public init?(columnText text: String) { self.init(rawValue: text) }
}
