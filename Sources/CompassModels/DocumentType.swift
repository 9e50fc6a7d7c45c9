/// The kind of recruiting document (`documents.type`).
public struct DocumentType: OpenEnum {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let highlightVideo = Self(rawValue: "highlight_video")
  public static let transcript = Self(rawValue: "transcript")
  public static let resume = Self(rawValue: "resume")
  public static let recLetter = Self(rawValue: "rec_letter")
  public static let questionnaire = Self(rawValue: "questionnaire")
  public static let statsSheet = Self(rawValue: "stats_sheet")

  public static let allCases: [Self] = [
    .highlightVideo, .transcript, .resume, .recLetter, .questionnaire, .statsSheet,
  ]
}
