import CompassModels

extension EventSource {
  /// "Web Search"; an unknown source is humanized.
  public var displayName: String {
    switch self {
    case .email: "Email"
    case .flyer: "Flyer"
    case .webSearch: "Web Search"
    case .recommendation: "Recommendation"
    case .friend: "Friend"
    case .other: "Other"
    default: humanizedRawValue
    }
  }
}
