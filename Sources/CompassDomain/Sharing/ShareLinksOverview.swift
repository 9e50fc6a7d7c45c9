import CompassModels
import Foundation

/// The family's coaches' links in words, school by school: each link's name and whether it
/// still opens, and what was opened through them. Document Detail and the Schools page, on the
/// web and the phone, are arranged from it.
public struct ShareLinksOverview: Sendable {
  /// One link as the lists show it.
  public struct Line: Identifiable, Sendable, Equatable {
    public let id: ShareLinkRecord.ID
    public let name: String
    public let status: String
    public let isOpen: Bool
  }

  /// One school the links are for: its links and what was opened through them.
  public struct SchoolLinks: Sendable, Equatable {
    public let links: [Line]
    public let activity: String?
  }

  let links: [ShareLinkRecord]
  let activity: ShareActivity
  let text: ShareLinkText
  let now: Date

  /// `schoolNames` by school id; the views are counted in `timeZone`'s days.
  public init(
    links: [ShareLinkRecord], views: [ShareViewRecord], schoolNames: [School.ID: String], now: Date,
    timeZone: TimeZone, locale: Locale
  ) {
    self.links = links
    activity = ShareActivity(
      views: views, links: links, schoolNames: schoolNames, timeZone: timeZone, locale: locale)
    text = ShareLinkText(timeZone: timeZone, locale: locale)
    self.now = now
  }

  /// The links made for the school `id`, named with its `name`.
  public func lines(forSchool id: School.ID, named name: String) -> [Line] {
    links.filter { $0.schoolID == id }.map { link in
      Line(
        id: link.id, name: text.name(link, school: name), status: text.status(link, now: now),
        isOpen: link.isOpen(at: now))
    }
  }

  /// A document's schools (its versions' ids, since coaches open whichever was current): the
  /// school's links and what was opened of the document through them.
  public func document(_ versions: Set<Document.ID>, school id: School.ID, named name: String)
    -> SchoolLinks
  {
    SchoolLinks(
      links: lines(forSchool: id, named: name),
      activity: activity.line(forDocument: versions, school: name))
  }

  /// The Schools page's school: its links and the sum of what was opened through them.
  public func school(_ id: School.ID, named name: String) -> SchoolLinks {
    SchoolLinks(
      links: lines(forSchool: id, named: name), activity: activity.line(forSchool: name))
  }
}
