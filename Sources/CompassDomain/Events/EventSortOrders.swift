import CompassModels
import Foundation

/// Every sort order of the Events List, computed once per load as index lists.
enum EventSortOrders {
  /// The orders named in `sorts`. Names are ranked (a localized comparison) only when an order
  /// needs them: sorting by name, or two events starting at the same moment.
  static func make(events: [Event], locale: Locale, sorts: [EventSort]) -> [EventSort: [Int]] {
    var names: [Int]?
    let nameRank = { () -> [Int] in
      if let names { return names }
      let ranked = ranks(of: events.map(\.name), locale: locale)
      names = ranked
      return ranked
    }
    let chronological = chronologicalOrder(events, nameRank)
    var position = [Int](repeating: 0, count: events.count)
    for (order, index) in chronological.enumerated() { position[index] = order }
    var orders: [EventSort: [Int]] = [:]
    for sort in sorts {
      switch sort {
      case .dateAscending: orders[sort] = chronological
      case .dateDescending: orders[sort] = chronological.reversed()
      case .name:
        let rank = nameRank()
        orders[sort] = events.indices.sorted {
          (rank[$0], position[$0]) < (rank[$1], position[$1])
        }
      case .type:
        let rank = ranks(of: events.map(\.type.displayName), locale: locale)
        orders[sort] = events.indices.sorted {
          (rank[$0], position[$0]) < (rank[$1], position[$1])
        }
      }
    }
    return orders
  }

  /// By start date and time (no time first), then name, then id; the names are ranked only
  /// when two events start at the same moment.
  private static func chronologicalOrder(_ events: [Event], _ nameRank: () -> [Int]) -> [Int] {
    let moment = { (index: Int) in
      (events[index].startDate, events[index].startTime?.secondOfDay ?? -1)
    }
    let ordered = { (rank: [Int]?) in
      events.indices.sorted { lhs, rhs in
        let (left, right) = (moment(lhs), moment(rhs))
        if left != right { return left < right }
        if let rank, rank[lhs] != rank[rhs] { return rank[lhs] < rank[rhs] }
        return events[lhs].id < events[rhs].id
      }
    }
    let byMoment = ordered(nil)
    let hasTies = zip(byMoment, byMoment.dropFirst()).contains { moment($0) == moment($1) }
    return hasTies ? ordered(nameRank()) : byMoment
  }

  /// Each string's rank under the locale's ordering, ignoring case, with numbers compared by
  /// value ("Camp 2" before "Camp 10"); equal strings share a rank.
  ///
  /// Localized comparison costs microseconds, so the strings are first sorted by their folded
  /// bytes, an order that nearly always agrees with the locale's; one insertion pass with the
  /// localized comparison then fixes the few places where it does not. Names chosen to
  /// disagree everywhere would make that pass quadratic, so past a few moves per name it gives
  /// way to a full localized sort.
  static func ranks(of strings: [String], locale: Locale) -> [Int] {
    let distinct = Array(Set(strings))
    let keys = distinct.map { SearchFolding.fold($0, locale: locale) }
    var order = distinct.indices.sorted { SearchFolding.isOrderedBefore(keys[$0], keys[$1]) }
    var movesLeft = 8 * distinct.count
    insertion: for position in order.indices.dropFirst() {
      var current = position
      while current > 0,
        isLocalized(distinct[order[current]], before: distinct[order[current - 1]], locale)
      {
        order.swapAt(current, current - 1)
        current -= 1
        movesLeft -= 1
        if movesLeft == 0 {
          order.sort { isLocalized(distinct[$0], before: distinct[$1], locale) }
          break insertion
        }
      }
    }
    var rankOfString: [String: Int] = [:]
    rankOfString.reserveCapacity(distinct.count)
    for (rank, index) in order.enumerated() { rankOfString[distinct[index]] = rank }
    return strings.map { rankOfString[$0] ?? 0 }
  }

  private static func isLocalized(_ lhs: String, before rhs: String, _ locale: Locale) -> Bool {
    lhs.compare(rhs, options: [.caseInsensitive, .numeric], range: nil, locale: locale)
      == .orderedAscending
  }
}
