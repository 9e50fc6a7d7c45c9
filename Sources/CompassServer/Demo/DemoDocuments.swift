import CompassDomain
import CompassModels
import Foundation

/// The documents Jordan sends to programs: a highlight clip, an unofficial transcript and an
/// athletic resume (both drawn with our PDF writer, the resume in two versions), and a phone
/// photo of a signed recommendation letter, each shared with the programs it suits.
extension DemoSeason {
  /// One document: its description, sharing and the files of its versions, oldest first.
  struct DocumentPlan {
    let type: DocumentType
    let title: String
    let description: String
    let sharedWith: [String]
    let files: [(name: String, mimeType: String, bytes: Data)]
  }

  static func documents(around today: LocalDate, measured: [Measurement]) -> [DocumentPlan] {
    let earlier = measured.filter { $0.date.dayNumber <= today.dayNumber - 120 }
    let created = today.instant(in: Calendar(identifier: .gregorian)) ?? Date()
    return [
      DocumentPlan(
        type: .highlightVideo, title: "Pitching and Hitting Highlights",
        description: "Bullpen, a start and live at-bats from this year's summer and fall.",
        sharedWith: [
          "University of Georgia", "Clemson University", "Vanderbilt University", "Georgia Tech",
        ],
        files: media("highlights", "mp4", "video/mp4").map { [$0] } ?? []),
      DocumentPlan(
        type: .transcript, title: "Unofficial Transcript",
        description: "Grades 9 and 10 and the fall of grade 11, from the school's portal.",
        sharedWith: ["Emory University", "Vanderbilt University", "Georgia Tech"],
        files: [
          (
            "unofficial-transcript.pdf", "application/pdf",
            DemoTranscript.pdf(today: today, created: created)
          )
        ]),
      DocumentPlan(
        type: .resume, title: "Athletic Resume",
        description: "One page for coaches: measurables, events, academics and references.",
        sharedWith: [
          "University of Georgia", "Clemson University", "Kennesaw State University",
        ],
        files: [
          (
            "athletic-resume.pdf", "application/pdf",
            DemoResume.pdf(
              today: today, measured: earlier.isEmpty ? measured : earlier,
              created: created)
          ),
          (
            "athletic-resume.pdf", "application/pdf",
            DemoResume.pdf(today: today, measured: measured, created: created)
          ),
        ]),
      DocumentPlan(
        type: .recLetter, title: "Recommendation from Coach Bell",
        description: "A photo of the signed letter from the Sope Creek head coach.",
        sharedWith: ["Vanderbilt University", "Emory University"],
        files: media("recommendation-letter", "jpg", "image/jpeg").map { [$0] } ?? []),
    ]
  }

  /// A file kept in the repository with the demo (drawn by `scripts/make-demo-media`).
  private static func media(_ name: String, _ ext: String, _ mimeType: String)
    -> (name: String, mimeType: String, bytes: Data)?
  {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Media"),
      let bytes = try? Data(contentsOf: url)
    else { return nil }
    return ("\(name).\(ext)", mimeType, bytes)
  }

  /// The school year's graduating class of a junior: 2028 for the 2026–27 school year.
  static func graduationYear(today: LocalDate) -> Int {
    today.month >= 8 ? today.year + 2 : today.year + 1
  }
}
