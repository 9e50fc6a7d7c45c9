import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// The page a school's coaches open from the family's link: who the athlete is, the documents
/// shared with that school and, when the link includes them, the verified metrics. No account,
/// no navigation, no script; never the family's e-mail.
struct SharedSchoolPage: WebPage {
  static let template = "shared-school"

  /// One document to view or download.
  struct Item: Encodable {
    let title: String
    let kind: String
    let description: String?
    let viewHref: String
    let downloadHref: String
  }

  /// One verified number: its latest value, how it moves, and who verified it.
  struct Number: Encodable {
    let name: String
    let latest: String
    let date: String
    let trend: String?
    let source: String
  }

  let title: String
  let section = ""
  let athlete: String
  let facts: String?
  let school: String
  let documents: [Item]
  let metrics: [Number]
  let showsMetrics: Bool

  init(
    athlete: SharedRows.Athlete?, school: School?, documents: [Document],
    metrics: [PerformanceMetric], base: String, locale: Locale
  ) {
    let name = FamilyOverview.name(athlete?.displayName ?? "", role: .athlete)
    self.athlete = name
    self.school = school?.name ?? "your program"
    title = "\(name) · shared with \(self.school)"
    facts = athlete.flatMap(Self.describe)
    self.documents = documents.map { document in
      let href = "\(base)/documents/\(document.id.description)"
      return Item(
        title: document.title, kind: document.type.label, description: document.description,
        viewHref: href, downloadHref: href + "/file?download=1")
    }
    self.metrics = Self.numbers(metrics, locale: locale)
    showsMetrics = !self.metrics.isEmpty
  }

  /// "Class of 2027 · Pitcher · Baseball · Riverside High School", from what the profile has.
  static func describe(_ athlete: SharedRows.Athlete) -> String? {
    let given: [String?] = [
      athlete.graduationYear.map { "Class of \($0)" }, athlete.position, athlete.sport,
      athlete.highSchool,
    ]
    let parts = given.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private static func numbers(_ metrics: [PerformanceMetric], locale: Locale) -> [Number] {
    let analysis = MetricAnalysis(metrics: metrics)
    let values = MetricValueFormatter(locale: locale)
    let dates = EventDateText(locale: locale)
    return analysis.latest.map { metric in
      let trend = analysis.trends.first { $0.type == metric.metricType }
      return Number(
        name: metric.metricType.displayName, latest: values.value(of: metric),
        date: dates.day(metric.recordedDate),
        trend: trend.flatMap {
          $0.count > 1 ? "\($0.direction.label) over \($0.count) results" : nil
        },
        source: VerificationText.label(metric))
    }
  }
}

/// A document opened from the coaches' page: the video plays (with seeking), the image or PDF
/// shows, and anything can be downloaded.
struct SharedDocumentPage: WebPage {
  static let template = "shared-document"

  let title: String
  let section = ""
  let back: String
  let heading: String
  let kind: String
  let description: String?
  let fileHref: String
  let downloadHref: String
  let isVideo: Bool
  let isImage: Bool
  let isPDF: Bool
  let isOther: Bool

  init(_ document: Document, base: String) {
    let preview = DocumentPreviewKind(document)
    let file = "\(base)/documents/\(document.id.description)/file"
    title = document.title
    back = base
    heading = document.title
    kind = document.type.label
    description = document.description
    fileHref = file
    downloadHref = file + "?download=1"
    isVideo = preview == .video
    isImage = preview == .image
    isPDF = preview == .pdf
    isOther = preview == .other
  }
}

/// A link that opens nothing: guessed, revoked or expired, all answered alike.
struct SharedMissingPage: WebPage {
  static let template = "shared-missing"

  let title = "Link not available"
  let section = ""
}
