import CompassModels

/// How far a follow-up can be put off, always counted from today (an overdue one moves to a
/// day still ahead).
public enum FollowUpSnooze: String, CaseIterable, Sendable {
  case tomorrow
  case threeDays = "three_days"
  case nextWeek = "next_week"

  /// "Tomorrow", "In 3 days", "Next week".
  public var label: String {
    switch self {
    case .tomorrow: "Tomorrow"
    case .threeDays: "In 3 days"
    case .nextWeek: "Next week"
    }
  }

  /// The new due date.
  public func dueDate(today: LocalDate) -> LocalDate {
    switch self {
    case .tomorrow: today.adding(days: 1)
    case .threeDays: today.adding(days: 3)
    case .nextWeek: today.adding(days: 7)
    }
  }
}
