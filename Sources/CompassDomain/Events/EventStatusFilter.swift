/// The Events List status dropdown.
public enum EventStatusFilter: String, Hashable, Sendable, CaseIterable {
  case all
  case registered
  case notRegistered = "not_registered"
  case attended

  public var label: String {
    switch self {
    case .all: "All Statuses"
    case .registered: "Registered"
    case .notRegistered: "Not Registered"
    case .attended: "Attended"
    }
  }

  /// Registered means registered and not yet attended; not registered means neither.
  public func admits(_ status: EventStatus) -> Bool {
    switch self {
    case .all: true
    case .registered: status == .registered
    case .notRegistered: status == .notRegistered
    case .attended: status == .attended
    }
  }
}
