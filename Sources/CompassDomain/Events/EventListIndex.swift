import CompassFormats
import CompassModels
import Foundation

/// The events of one load, prepared so that each keystroke only scans and filters.
///
/// Folded search text, day numbers and every sort order are computed once here; `results`
/// then walks the chosen order and keeps the events that pass, with no sorting and no string
/// folding per keystroke.
public struct EventListIndex: Sendable {
  public let events: [Event]
  public let locale: Locale
  private let searchText: [UInt8]
  private let searchStarts: [Int]
  private let byteFrequency: [Int]
  private let firstDays: [Int]
  private let lastDays: [Int]
  private let statuses: [EventStatus]
  private let typeCodes: [Int]
  private let typeTable: [EventType]
  private let orders: [EventSort: [Int]]

  /// The index the list keeps while the user types: every sort order and the search text.
  public init(events: [Event], locale: Locale) {
    self.init(events: events, locale: locale, sorts: EventSort.allCases, searchable: true)
  }

  /// The events that pass `filters` in `sort` order, from an index that prepares only that
  /// order, and the search text only when there is something to search for: a page built for
  /// one request.
  public static func results(
    of events: [Event], matching filters: EventFilters, sortedBy sort: EventSort,
    today: LocalDate, locale: Locale
  ) -> EventResults {
    let searching = !SearchFolding.foldQuery(filters.searchText, locale: locale).isEmpty
    return EventListIndex(events: events, locale: locale, sorts: [sort], searchable: searching)
      .results(matching: filters, sortedBy: sort, today: today)
  }

  private init(events: [Event], locale: Locale, sorts: [EventSort], searchable: Bool) {
    self.events = events
    self.locale = locale
    var text: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(events.count + 1)
    for event in events {
      starts.append(text.count)
      guard searchable else { continue }
      for field in [event.name, event.description, event.location, event.address, event.city] {
        guard let field, !field.isEmpty else { continue }
        text.append(contentsOf: SearchFolding.fold(field, locale: locale))
        text.append(0)
      }
    }
    starts.append(text.count)
    var frequency = [Int](repeating: 0, count: 256)
    for byte in text { frequency[Int(byte)] += 1 }
    searchText = text
    searchStarts = starts
    byteFrequency = frequency
    firstDays = events.map(\.startDate.dayNumber)
    lastDays = events.map(\.lastDate.dayNumber)
    statuses = events.map(EventStatus.init)
    var table: [EventType] = []
    typeCodes = events.map { event in
      if let code = table.firstIndex(of: event.type) { return code }
      table.append(event.type)
      return table.count - 1
    }
    typeTable = table
    orders = EventSortOrders.make(events: events, locale: locale, sorts: sorts)
  }

  /// The events that pass `filters`, in `sort` order; `today` decides upcoming and past.
  public func results(
    matching filters: EventFilters, sortedBy sort: EventSort, today: LocalDate
  ) -> EventResults {
    let needle = SearchFolding.foldQuery(filters.searchText, locale: locale)
    let searchHits = needle.isEmpty ? nil : matches(of: needle)
    let window = filters.dateRange.window(today: today)
    let wantedType = filters.type.map { typeTable.firstIndex(of: $0) ?? -1 }
    var order: [Int] = []
    order.reserveCapacity(events.count)
    for index in orders[sort] ?? Array(events.indices) {
      if let searchHits, !searchHits[index] { continue }
      if let wantedType, typeCodes[index] != wantedType { continue }
      guard filters.status.admits(statuses[index]),
        filters.dateRange.admits(
          firstDay: firstDays[index], lastDay: lastDays[index], window: window)
      else { continue }
      order.append(index)
    }
    return EventResults(events: events, order: order, firstDays: firstDays, lastDays: lastDays)
  }

  /// Which events contain `needle` in any searchable field. Scans the folded text once,
  /// jumping with `memchr` to the rarest byte of the needle.
  private func matches(of needle: [UInt8]) -> [Bool] {
    var hits = [Bool](repeating: false, count: events.count)
    let anchor =
      needle.indices.min { byteFrequency[Int(needle[$0])] < byteFrequency[Int(needle[$1])] } ?? 0
    searchText.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { pattern in
        guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return }
        var position = anchor
        let limit = haystack.count - pattern.count + anchor + 1
        while position < limit {
          guard let found = memchr(base + position, Int32(pattern[anchor]), limit - position)
          else { break }
          let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
          let start = offset - anchor
          if memcmp(base + start, patternBase, pattern.count) == 0 {
            let owner = owningEvent(ofByteAt: start)
            hits[owner] = true
            position = searchStarts[owner + 1] + anchor
          } else {
            position = offset + 1
          }
        }
      }
    }
    return hits
  }

  /// The event whose text holds byte `offset` (binary search over the start offsets).
  private func owningEvent(ofByteAt offset: Int) -> Int {
    min(searchStarts.lastIndex(notAbove: offset), events.count - 1)
  }
}
