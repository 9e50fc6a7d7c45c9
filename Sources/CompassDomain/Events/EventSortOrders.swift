import CompassModels
import Foundation

/// Every sort order of the Events List, computed once per load as index lists.
enum EventSortOrders {
  static func make(events: [Event], locale: Locale) -> [EventSort: [Int]] {
    let nameRank = ranks(of: events.map(\.name), locale: locale)
    let typeRank = ranks(of: events.map(\.type.displayName), locale: locale)
    let chronological = events.indices.sorted { lhs, rhs in
      let left = events[lhs]
      let right = events[rhs]
      if left.startDate != right.startDate { return left.startDate < right.startDate }
      let leftTime = left.startTime?.secondOfDay ?? -1
      let rightTime = right.startTime?.secondOfDay ?? -1
      if leftTime != rightTime { return leftTime < rightTime }
      if nameRank[lhs] != nameRank[rhs] { return nameRank[lhs] < nameRank[rhs] }
      return left.id < right.id
    }
    var position = [Int](repeating: 0, count: events.count)
    for (order, index) in chronological.enumerated() { position[index] = order }
    return [
      .dateAscending: chronological,
      .dateDescending: chronological.reversed(),
      .name: events.indices.sorted {
        (nameRank[$0], position[$0]) < (nameRank[$1], position[$1])
      },
      .type: events.indices.sorted {
        (typeRank[$0], position[$0]) < (typeRank[$1], position[$1])
      },
    ]
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
