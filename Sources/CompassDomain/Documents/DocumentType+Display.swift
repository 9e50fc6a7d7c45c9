import CompassModels

extension DocumentType {
  /// "Recommendation Letter"; an unknown type is humanized.
  public var label: String {
    switch self {
    case .highlightVideo: "Highlight Video"
    case .transcript: "Transcript"
    case .resume: "Resume"
    case .recLetter: "Recommendation Letter"
    case .questionnaire: "Questionnaire"
    case .statsSheet: "Stats Sheet"
    default: humanizedRawValue
    }
  }

  public var emoji: String {
    switch self {
    case .highlightVideo: "🎥"
    case .transcript: "📄"
    case .resume: "📋"
    case .recLetter: "💌"
    case .questionnaire: "📝"
    case .statsSheet: "📊"
    default: "📁"
    }
  }

  /// "🎥 Highlight Video", the type badge.
  public var badge: String { "\(emoji) \(label)" }
}
