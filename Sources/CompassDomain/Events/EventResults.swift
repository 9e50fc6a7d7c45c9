import CompassModels

/// The events the list shows, in order: a view over the loaded events, so a result of
/// 10,000 rows copies no event until one is read.
public struct EventResults: RandomAccessCollection, Sendable {
  private let arranged: ArrangedRows<Event>
  private let firstDays: [Int]
  private let lastDays: [Int]

  init(events: [Event], order: [Int], firstDays: [Int], lastDays: [Int]) {
    arranged = ArrangedRows(rows: events, order: order)
    self.firstDays = firstDays
    self.lastDays = lastDays
  }

  /// The events as given, in that order.
  public init(_ events: [Event]) {
    self.init(
      events: events, order: Array(events.indices), firstDays: events.map(\.startDate.dayNumber),
      lastDays: events.map(\.lastDate.dayNumber))
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { arranged.endIndex }

  public subscript(position: Int) -> Event { arranged[position] }

  /// The first and last day number of the event at `position`, without copying it.
  func daySpan(at position: Int) -> (first: Int, last: Int) {
    let row = arranged.order[position]
    return (firstDays[row], lastDays[row])
  }

  /// The id of the event at `position`.
  func id(at position: Int) -> Event.ID { arranged.rows[arranged.order[position]].id }
}
