/// One page of a long list: which positions it shows, the pages either side, and how it
/// describes itself ("26–50 of 101"). Pages count from 1; a page past either end shows the
/// nearest page that exists, so an old link after deletions still lands on real rows.
public struct ListPage: Equatable, Sendable {
  /// The Events List's page size: the spec asks for pagination from 100 events on.
  public static let eventsPageSize = 25
  /// The Performance page's metric history: the spec suggests pagination from 100 metrics on.
  public static let metricHistoryPageSize = 25

  public let number: Int
  public let count: Int
  public let itemCount: Int
  public let size: Int

  /// Page `requested` (the first when `nil`) of `itemCount` items, `size` to a page.
  public init(requested: Int?, itemCount: Int, size: Int) {
    precondition(size > 0, "a page holds at least one item")
    self.size = size
    self.itemCount = max(0, itemCount)
    count = max(1, (self.itemCount + size - 1) / size)
    number = min(max(requested ?? 1, 1), count)
  }

  /// The positions of the items this page shows.
  public var positions: Range<Int> {
    let start = (number - 1) * size
    return start..<min(start + size, itemCount)
  }

  public var previous: Int? { number > 1 ? number - 1 : nil }
  public var next: Int? { number < count ? number + 1 : nil }

  /// Whether the list needs page links at all.
  public var isPaged: Bool { count > 1 }

  /// The page showing the item at `position`.
  public func number(containing position: Int) -> Int {
    min(max(position / size + 1, 1), count)
  }

  /// "Showing 26–50 of 101".
  public var rangeText: String {
    guard !positions.isEmpty else { return "Showing 0 of 0" }
    return "Showing \(positions.lowerBound + 1)–\(positions.upperBound) of \(itemCount)"
  }

  /// "Page 2 of 5", for the page links' landmark.
  public var pageText: String { "Page \(number) of \(count)" }
}
