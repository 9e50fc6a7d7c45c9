import CompassModels
import Foundation

extension ShareActivity {
  /// The activity of `views` through `links`, each named by its link's school.
  public init(
    views: [ShareViewRecord], links: [ShareLinkRecord], schoolNames: [School.ID: String],
    timeZone: TimeZone, locale: Locale
  ) {
    let schoolOfLink = Dictionary(
      links.map { ($0.id, schoolNames[$0.schoolID] ?? "a school's") },
      uniquingKeysWith: { a, _ in a })
    let read = views.compactMap { record -> View? in
      guard let kind = ShareViewKind(rawValue: record.kind),
        let school = schoolOfLink[record.linkID]
      else { return nil }
      return View(
        school: school, kind: kind, document: record.documentID, at: record.occurredAt,
        agent: record.agent)
    }
    self.init(read, timeZone: timeZone, locale: locale)
  }
}
