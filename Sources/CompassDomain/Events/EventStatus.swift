import CompassModels

/// Where the athlete stands with an event: attended wins over registered.
public enum EventStatus: String, Hashable, Sendable, CaseIterable {
  case notRegistered = "not_registered"
  case registered
  case attended

  public init(_ event: Event) {
    self = event.attended ? .attended : event.registered ? .registered : .notRegistered
  }

  public var label: String {
    switch self {
    case .attended: "Attended"
    case .registered: "Registered"
    case .notRegistered: "Not Registered"
    }
  }

  /// NB: the specs disagree on "registered" (systemBlue in the models, amber in the Events List
  /// palette); we follow the models, the colour the iOS and web code both use.
  public var color: PaletteColor {
    switch self {
    case .attended: .green
    case .registered: .blue
    case .notRegistered: .gray
    }
  }
}
