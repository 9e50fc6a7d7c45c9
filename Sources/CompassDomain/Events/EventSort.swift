/// The Events List sort dropdown; newest first is the default.
public enum EventSort: String, Hashable, Sendable, CaseIterable {
  case dateDescending = "date_desc"
  case dateAscending = "date_asc"
  case name
  case type

  public static let `default` = EventSort.dateDescending

  public var label: String {
    switch self {
    case .dateDescending: "Date (Newest First)"
    case .dateAscending: "Date (Oldest First)"
    case .name: "Name"
    case .type: "Type"
    }
  }
}
