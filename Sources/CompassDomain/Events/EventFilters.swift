import CompassModels

/// Everything the user chose to narrow the Events List: search text and three dropdowns.
public struct EventFilters: Hashable, Sendable {
  public var searchText: String
  public var type: EventType?
  public var status: EventStatusFilter
  public var dateRange: EventDateRangeFilter

  public init(
    searchText: String = "", type: EventType? = nil, status: EventStatusFilter = .all,
    dateRange: EventDateRangeFilter = .all
  ) {
    self.searchText = searchText
    self.type = type
    self.status = status
    self.dateRange = dateRange
  }

  /// Whether anything narrows the list: an empty result then means "no matches",
  /// not "no events yet".
  public var isActive: Bool {
    type != nil || status != .all || dateRange != .all || !searchText.allSatisfy(\.isWhitespace)
  }
}
