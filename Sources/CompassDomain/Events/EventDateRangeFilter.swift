import CompassModels

/// The Events List date-range dropdown. An event is upcoming until its last day has passed,
/// and belongs to a month when any of its days falls in it.
public enum EventDateRangeFilter: String, Hashable, Sendable, CaseIterable {
  case all
  case upcoming
  case past
  case thisMonth = "this_month"
  case nextMonth = "next_month"

  public var label: String {
    switch self {
    case .all: "All Dates"
    case .upcoming: "Upcoming"
    case .past: "Past"
    case .thisMonth: "This Month"
    case .nextMonth: "Next Month"
    }
  }

  /// The inclusive day-number window an event must overlap, or `nil` for no limit.
  func window(today: LocalDate) -> ClosedRange<Int>? {
    let day = today.dayNumber
    switch self {
    case .all: return nil
    case .upcoming: return day...Int.max
    case .past: return Int.min...(day - 1)
    case .thisMonth: return YearMonth(today).dayNumbers
    case .nextMonth: return YearMonth(today).adding(months: 1).dayNumbers
    }
  }

  /// Whether an event covering `firstDay...lastDay` passes; `past` wants every day gone.
  func admits(firstDay: Int, lastDay: Int, window: ClosedRange<Int>?) -> Bool {
    guard let window else { return true }
    if self == .past { return lastDay <= window.upperBound }
    return firstDay <= window.upperBound && lastDay >= window.lowerBound
  }
}
