import CompassModels

/// The open follow-ups as the person's day sees them: overdue, due today, and later, each in
/// due order; what is done or dropped is not on it.
public struct FollowUpAgenda: Sendable, Equatable {
  public let overdue: [FollowUp]
  public let dueToday: [FollowUp]
  public let later: [FollowUp]

  public init(_ followUps: [FollowUp], today: LocalDate) {
    let open = followUps.filter { $0.status == .open }.sorted {
      ($0.dueDate, $0.title) < ($1.dueDate, $1.title)
    }
    overdue = open.filter { $0.dueDate < today }
    dueToday = open.filter { $0.dueDate == today }
    later = open.filter { $0.dueDate > today }
  }

  /// What the top of the Events List and the phone's first screen show.
  public var needsAttention: [FollowUp] { overdue + dueToday }

  /// "2 follow-ups due · 1 overdue", or nil when nothing is due.
  public var headline: String? {
    guard !needsAttention.isEmpty else { return nil }
    let count = needsAttention.count
    let due = count == 1 ? "1 follow-up due" : "\(count) follow-ups due"
    return overdue.isEmpty ? due : "\(due) · \(overdue.count) overdue"
  }

  /// "Due today", "Due tomorrow", "Due in 5 days", "1 day overdue", "3 days overdue".
  public static func dueText(_ followUp: FollowUp, today: LocalDate) -> String {
    let days = followUp.dueDate.dayNumber - today.dayNumber
    switch days {
    case 0: return "Due today"
    case 1: return "Due tomorrow"
    case 2...: return "Due in \(days) days"
    case -1: return "1 day overdue"
    default: return "\(-days) days overdue"
    }
  }
}
