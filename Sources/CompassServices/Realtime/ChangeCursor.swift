import CompassStore
import Foundation

/// Where a reader of the change log stands. Ids are taken when a transaction writes and seen
/// when it commits, so on PostgreSQL a later id can appear before an earlier one: the cursor
/// reads again from the oldest id not yet seen, hands on each change once, and gives up on a
/// missing id (a rolled-back write, or a change forgotten with a deleted account) after
/// `patience`, measured on the monotonic clock: the service's clock may stand still (in tests)
/// or jump.
struct ChangeCursor {
  static let patience: Duration = .seconds(5)
  static let widestGap: Int64 = 4 * Int64(ChangeLog.pageSize)

  /// Every change up to here has been handed on (or given up on).
  private(set) var floor: Int64
  private var seen: Set<Int64> = []
  /// Ids missing below the newest seen, and since when.
  private var missing: [Int64: ContinuousClock.Instant] = [:]

  init(after id: Int64) {
    floor = id
  }

  /// The changes of `read` (all after `floor`) not handed on before, in order.
  mutating func fresh(
    _ read: [ChangeLog.Change], at now: ContinuousClock.Instant = .now
  ) -> [ChangeLog.Change] {
    let new = read.filter { !seen.contains($0.id) }
    for change in new {
      seen.insert(change.id)
      missing[change.id] = nil
    }
    // NB: a gap wider than a few pages (ids skipped by a restarted sequence) is not waited for.
    if let newest = read.last?.id, newest > floor + 1, newest - floor <= Self.widestGap {
      for id in (floor + 1)..<newest where !seen.contains(id) && missing[id] == nil {
        missing[id] = now
      }
    }
    missing = missing.filter { now - $0.value < Self.patience }
    advance()
    return new
  }

  /// Moves `floor` over every id seen or given up on.
  private mutating func advance() {
    while seen.contains(floor + 1) || (missing[floor + 1] == nil && hasSeen(above: floor + 1)) {
      floor += 1
      seen.remove(floor)
    }
  }

  private func hasSeen(above id: Int64) -> Bool { seen.contains { $0 > id } }
}
