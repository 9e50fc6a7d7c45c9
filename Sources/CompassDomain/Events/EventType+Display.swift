import CompassModels

extension EventType {
  /// "Official Visit"; an unknown type from the web app is humanized.
  public var displayName: String {
    switch self {
    case .camp: "Camp"
    case .showcase: "Showcase"
    case .officialVisit: "Official Visit"
    case .unofficialVisit: "Unofficial Visit"
    case .game: "Game"
    default: humanizedRawValue
    }
  }

  /// The type badge colour of the Events List spec.
  public var badgeColor: PaletteColor {
    switch self {
    case .camp: .green
    case .showcase: .purple
    case .officialVisit: .blue
    case .unofficialVisit: .cyan
    case .game: .orange
    default: .gray
    }
  }
}
