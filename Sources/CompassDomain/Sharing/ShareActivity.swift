import CompassModels
import Foundation

/// What was opened through coaches' links, in words for the family: on Document Detail one
/// line per school ("Viewed through the Georgia Tech link · 3 times · last on Apr 12"), on the
/// Schools page one per school's links. Link previews by chat apps and crawlers are not people
/// looking, and are not counted.
public struct ShareActivity: Sendable {
  /// One thing opened through a link.
  public struct View: Sendable, Equatable {
    public let school: String
    public let kind: ShareViewKind
    public let document: Document.ID?
    public let at: Date
    public let agent: String

    public init(
      school: String, kind: ShareViewKind, document: Document.ID?, at: Date, agent: String
    ) {
      self.school = school
      self.kind = kind
      self.document = document
      self.at = at
      self.agent = agent
    }

    /// Whether a person (not a link preview or a crawler) opened it.
    public var isPerson: Bool { !agent.hasSuffix(BrowserFamily.automatedSuffix) }
  }

  let views: [View]
  let timeZone: TimeZone
  let locale: Locale

  public init(_ views: [View], timeZone: TimeZone, locale: Locale) {
    self.views = views.filter(\.isPerson)
    self.timeZone = timeZone
    self.locale = locale
  }

  /// The lines for one document (all its versions' ids: coaches open whichever version was
  /// current then), the school opened most recently first; none when no one has opened it.
  public func lines(forDocument versions: Set<Document.ID>) -> [String] {
    bySchool(opened(versions)).map { school, views in line(school, views) }
  }

  /// The line for one document through one school's links; `nil` when no one opened it there.
  public func line(forDocument versions: Set<Document.ID>, school: String) -> String? {
    let there = opened(versions).filter { $0.school == school }
    return there.isEmpty ? nil : line(school, there)
  }

  private func opened(_ versions: Set<Document.ID>) -> [View] {
    views.filter { $0.document.map(versions.contains) == true && $0.kind != .page }
  }

  private func line(_ school: String, _ views: [View]) -> String {
    let viewed = views.count { $0.kind == .view }
    let downloaded = views.count { $0.kind == .download }
    var parts = ["Viewed through the \(school) link"]
    if viewed > 0 { parts.append(Self.times(viewed)) }
    if downloaded > 0 { parts.append("downloaded \(Self.times(downloaded))") }
    parts.append("last on \(day(of: views))")
    return parts.joined(separator: " · ")
  }

  /// The line for one school's links: how often the page was opened, documents viewed and
  /// downloaded, and the last time, by which browser; `nil` when nothing was opened.
  public func line(forSchool school: String) -> String? {
    let opened = views.filter { $0.school == school }
    guard let last = opened.max(by: { $0.at < $1.at }) else { return nil }
    let pages = opened.count { $0.kind == .page }
    let viewed = opened.count { $0.kind == .view }
    let downloaded = opened.count { $0.kind == .download }
    var parts = ["Page opened \(Self.times(pages))"]
    if viewed > 0 { parts.append("documents viewed \(Self.times(viewed))") }
    if downloaded > 0 { parts.append("\(Self.count(downloaded, "download"))") }
    parts.append("last on \(day(of: [last])) from \(last.agent)")
    return parts.joined(separator: " · ")
  }

  private func bySchool(_ views: [View]) -> [(String, [View])] {
    Dictionary(grouping: views, by: \.school)
      .map { ($0.key, $0.value) }
      .sorted { ($0.1.map(\.at).max() ?? .distantPast) > ($1.1.map(\.at).max() ?? .distantPast) }
  }

  private func day(of views: [View]) -> String {
    ShareLinkText(timeZone: timeZone, locale: locale).day(views.map(\.at).max() ?? .distantPast)
  }

  static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

  static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
