import CompassModels

extension InteractionType {
  /// "In-Person Visit", "Phone Call" …
  public var displayName: String {
    switch self {
    case .email: "Email"
    case .phoneCall: "Phone Call"
    case .text: "Text Message"
    case .inPersonVisit: "In-Person Visit"
    case .virtualMeeting: "Virtual Meeting"
    case .camp: "Camp"
    case .showcase: "Showcase"
    case .tweet: "Tweet"
    case .dm: "Direct Message"
    case .game: "Game"
    case .unofficialVisit: "Unofficial Visit"
    case .officialVisit: "Official Visit"
    case .other: "Other"
    default: humanizedRawValue
    }
  }
}

extension InteractionDirection {
  /// The spec's wording: who started it.
  public var displayName: String {
    switch self {
    case .inbound: "Coach contacted us"
    case .outbound: "We contacted coach"
    default: humanizedRawValue
    }
  }
}

extension InteractionSentiment {
  public var displayName: String {
    switch self {
    case .veryPositive: "Very Positive"
    case .positive: "Positive"
    case .neutral: "Neutral"
    case .negative: "Negative"
    default: humanizedRawValue
    }
  }
}
