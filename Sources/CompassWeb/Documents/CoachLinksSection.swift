import CompassDomain
import CompassModels
import Foundation

/// Document Detail's "Coaches' links": for each school the document is shared with, its
/// links (open until when, revoked, expired) and what was opened through them, with a form to
/// make one and a Revoke button, both left out for view access; a link just made is shown once.
struct CoachLinksSection: Encodable {
  /// One school the document is shared with.
  struct School: Encodable {
    let name: String
    let schoolID: String
    let links: [Link]
    let activity: [String]
  }

  /// One link of a school's.
  struct Link: Encodable {
    let name: String
    let status: String
    let isOpen: Bool
    let revoke: ConfirmLink
  }

  /// A link just made.
  struct Created: Encodable {
    let url: String
    let school: String
    /// The link as a QR code, for a coach to scan from the athlete's phone at a camp.
    let qr: QRImage?

    init(url: String, school: String) {
      self.url = url
      self.school = school
      qr = QRImage(url, label: "A coach can scan this with their phone's camera")
    }
  }

  /// A length the form offers.
  struct Length: Encodable {
    let days: Int
    let label: String
    let selected: Bool
  }

  let explanation = ShareLinkText.explanation
  let createdNote = ShareLinkText.created
  let schools: [School]
  let hasSchools: Bool
  let createAction: SitePath
  let lengths: [Length]
  var created: Created?
  var error: String?

  init(
    document: Document, versions: [Document], schools: [CompassModels.School],
    links: [ShareLinkRecord], views: [ShareViewRecord], now: Date, calendar: Calendar,
    locale: Locale
  ) {
    let names = Dictionary(
      schools.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let overview = ShareLinksOverview(
      links: links, views: views, schoolNames: names, now: now, timeZone: calendar.timeZone,
      locale: locale)
    let versions = Set(([document] + versions).map(\.id))
    self.schools = document.sharedWithSchools.compactMap { id in
      guard let name = names[id] else { return nil }
      let shared = overview.document(versions, school: id, named: name)
      return School(
        name: name, schoolID: id.description,
        links: shared.links.map {
          Link(
            name: $0.name, status: $0.status, isOpen: $0.isOpen,
            revoke: ConfirmLink(
              ShareLinkText.revoke.confirmLabel, ariaLabel: "Revoke \($0.name)",
              asking: ShareLinkText.revoke,
              at: .documentLinkRevocation(document.id, link: $0.id)))
        },
        activity: shared.activity.map { [$0] } ?? [])
    }
    hasSchools = !self.schools.isEmpty
    createAction = .document(.links, document.id)
    lengths = ShareLinkTerms.dayChoices.map {
      Length(
        days: $0, label: ShareLinkText.length($0), selected: $0 == ShareLinkTerms.defaultDays)
    }
  }
}
