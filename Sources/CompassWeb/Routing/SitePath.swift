import CompassHTTP
import CompassModels

/// A link or redirect within the site: a route's path with its values, query and fragment. It
/// is written for the athlete a page is about (`/for/<athlete>/…`, so a parent can keep two
/// athletes in two tabs) when it is shown or sent, never by rewriting what was written.
package struct SitePath: Hashable, Sendable, Encodable {
  static let athletePrefix = "/for/"
  private static let idLength = 36

  /// The path without the athlete: `/events/<id>`.
  let path: String
  private(set) var query = ""
  private(set) var fragment = ""

  /// `route` with `values` for its parameters, in order (the constructors below type them).
  init(_ route: SiteRoute, values: [String]) {
    let pieces = SiteRoute.pieces[route] ?? ["/"]
    var path = pieces[0]
    for (index, piece) in pieces.dropFirst().enumerated() {
      path += QueryString.encode(index < values.count ? values[index] : "") + piece
    }
    self.path = path
  }

  private init(path: some StringProtocol, query: some StringProtocol, fragment: some StringProtocol)
  {
    self.path = String(path)
    self.query = String(query)
    self.fragment = String(fragment)
  }

  /// A path that came with a request (`back`, the page a form was posted from), once
  /// `LocalPath` has found it to be on this site; it keeps its own query and fragment.
  static func local(_ validated: String) -> SitePath {
    let (address, fragment) = validated.splitOnce("#")
    let (path, query) = address.splitOnce("?")
    return SitePath(path: path, query: query, fragment: fragment)
  }

  /// The path with `name=value` added to its query.
  func query(_ name: String, _ value: String) -> SitePath {
    query(name, encoded: QueryString.encode(value))
  }

  /// The path with `name=` the address `path` (its slashes kept, as a `back` reads best).
  func query(_ name: String, path: SitePath) -> SitePath {
    query(name, encoded: QueryString.encode(path.text, keepingSlashes: true))
  }

  /// The path with `name=value` added to its query, `value` already percent-encoded (a value
  /// many links of one page share is encoded once).
  func query(_ name: String, encoded value: String) -> SitePath {
    var next = self
    let item = name + "=" + value
    next.query = query.isEmpty ? item : query + "&" + item
    return next
  }

  /// The path with the query items of `items`, in order.
  func query(_ items: [(String, String)]) -> SitePath {
    items.reduce(self) { $0.query($1.0, $1.1) }
  }

  /// The path pointing at the element `id` of its page.
  func fragment(_ id: String) -> SitePath {
    var next = self
    next.fragment = id
    return next
  }

  /// The path, query and fragment, without the athlete.
  var text: String {
    guard !query.isEmpty || !fragment.isEmpty else { return path }
    return path + (query.isEmpty ? "" : "?" + query) + (fragment.isEmpty ? "" : "#" + fragment)
  }

  /// Whether the path is one of an athlete's pages.
  var isAthletePage: Bool { Self.isAthletePage(path[...]) }

  /// The path as a page about `athlete` links to it: in that athlete's part of the site when
  /// it is one of their pages.
  func written(for athlete: UserID?) -> String {
    guard let athlete, isAthletePage else { return text }
    return Self.athletePrefix + athlete.description + text
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  /// Whether `path` (with any query) is the home page or in one of an athlete's sections.
  static func isAthletePage(_ path: Substring) -> Bool {
    if path == "/" || path.hasPrefix("/?") { return true }
    return SiteRoute.athleteSections.contains { section in
      guard path.dropFirst().hasPrefix(section) else { return false }
      let next = path.dropFirst(section.count + 1).first
      return next == nil || next == "/" || next == "?" || next == "." || next == "#"
    }
  }

  /// The athlete named at the start of a requested `path` and the path without it.
  static func addressed(_ path: String) -> (athlete: UserID, rest: String)? {
    guard path.hasPrefix(athletePrefix) else { return nil }
    let afterPrefix = path.dropFirst(athletePrefix.count)
    guard let athlete = UserID(String(afterPrefix.prefix(idLength))) else { return nil }
    let rest = afterPrefix.dropFirst(idLength)
    guard rest.isEmpty || rest.first == "/" || rest.first == "?" else { return nil }
    return (athlete, rest.first == "/" ? String(rest) : "/" + rest)
  }
}

extension StringProtocol {
  /// The text before the first `separator` and after it (empty when there is none).
  fileprivate func splitOnce(_ separator: Character) -> (SubSequence, SubSequence) {
    guard let index = firstIndex(of: separator) else { return (self[...], self[endIndex...]) }
    return (self[..<index], self[self.index(after: index)...])
  }
}

/// The site's addresses with values, each taking the typed ids its route names.
extension SitePath {
  /// A route without values.
  package init(_ route: SiteRoute) {
    self.init(route, values: [])
  }

  static func join(code: String) -> SitePath { SitePath(.join, values: [code]) }

  static func accountSessionEnd(_ session: String) -> SitePath {
    SitePath(.accountSessionEnd, values: [session])
  }

  /// The page a mailed link of `type` opens on this site: choosing a new password for
  /// recovery, otherwise a page that asks before it uses the link; sign-in for anything else.
  package static func mailLanding(type: String?, token: String?) -> String {
    guard let token, !token.isEmpty else { return SitePath(.signIn).text }
    switch type {
    case "recovery": return SitePath(.resetPassword).query("token", token).text
    case "signup", "magiclink", "email", "email_change":
      return SitePath(.mailLink).query([("token", token), ("type", type ?? "")]).text
    default: return SitePath(.signIn).text
    }
  }

  static func familyLinkAccess(_ link: FamilyLinkRecord.ID) -> SitePath {
    SitePath(.familyLinkAccess, values: [link.description])
  }

  static func familyLinkRemoval(_ link: FamilyLinkRecord.ID) -> SitePath {
    SitePath(.familyLinkRemoval, values: [link.description])
  }

  static func familyInviteRevocation(_ invite: FamilyInviteRecord.ID) -> SitePath {
    SitePath(.familyInviteRevocation, values: [invite.description])
  }

  static func calendarFeed(file: String) -> SitePath { SitePath(.calendarFeed, values: [file]) }

  static func event(_ route: EventRoute, _ event: Event.ID) -> SitePath {
    SitePath(route.route, values: [event.description])
  }

  static func event(_ event: Event.ID) -> SitePath { .event(.page, event) }

  static func eventCoachRemoval(_ event: Event.ID, coach: Coach.ID) -> SitePath {
    SitePath(.eventCoachRemoval, values: [event.description, coach.description])
  }

  static func performanceMetric(_ metric: PerformanceMetric.ID) -> SitePath {
    SitePath(.performanceMetric, values: [metric.description])
  }

  static func metricDeletion(_ metric: PerformanceMetric.ID) -> SitePath {
    SitePath(.metricDeletion, values: [metric.description])
  }

  static func document(_ route: DocumentRoute, _ document: Document.ID) -> SitePath {
    SitePath(route.route, values: [document.description])
  }

  static func document(_ document: Document.ID) -> SitePath { .document(.page, document) }

  static func documentShareRemoval(_ document: Document.ID, school: School.ID) -> SitePath {
    SitePath(.documentShareRemoval, values: [document.description, school.description])
  }

  static func documentLinkRevocation(_ document: Document.ID, link: ShareLinkRecord.ID)
    -> SitePath
  {
    SitePath(.documentLinkRevocation, values: [document.description, link.description])
  }

  static func school(_ school: School.ID) -> SitePath {
    SitePath(.school, values: [school.description])
  }

  static func schoolStanding(_ school: School.ID) -> SitePath {
    SitePath(.schoolStanding, values: [school.description])
  }

  static func schoolCoaches(_ school: School.ID) -> SitePath {
    SitePath(.schoolCoaches, values: [school.description])
  }

  static func contact(_ route: ContactRoute, _ interaction: Interaction.ID) -> SitePath {
    SitePath(route == .page ? .contact : .contactDeletion, values: [interaction.description])
  }

  static func followUp(_ route: FollowUpRoute, _ followUp: FollowUp.ID) -> SitePath {
    SitePath(route.route, values: [followUp.description])
  }

  static func shared(_ route: SharedRoute, token: String) -> SitePath {
    SitePath(route.route, values: [token])
  }

  static func sharedDocument(token: String, _ document: Document.ID, file: Bool = false)
    -> SitePath
  {
    SitePath(file ? .sharedDocumentFile : .sharedDocument, values: [token, document.description])
  }

  /// The routes that take one event's id.
  enum EventRoute {
    case page, edit, attendance, interactions, coaches, metrics, metricsCSV, metricsPDF
    case calendar, deletion

    var route: SiteRoute {
      switch self {
      case .page: .event
      case .edit: .eventEdit
      case .attendance: .eventAttendance
      case .interactions: .eventInteractions
      case .coaches: .eventCoaches
      case .metrics: .eventMetrics
      case .metricsCSV: .eventMetricsCSV
      case .metricsPDF: .eventMetricsPDF
      case .calendar: .eventCalendar
      case .deletion: .eventDeletion
      }
    }
  }

  /// The routes that take one document's id.
  enum DocumentRoute {
    case page, edit, shares, links, restore, versions, resumableVersion, resumableVersionFinish
    case deletion, versionDeletion

    var route: SiteRoute {
      switch self {
      case .page: .document
      case .edit: .documentEdit
      case .shares: .documentShares
      case .links: .documentLinks
      case .restore: .documentRestore
      case .versions: .documentVersions
      case .resumableVersion: .documentVersionsResumable
      case .resumableVersionFinish: .documentVersionsResumableFinish
      case .deletion: .documentDeletion
      case .versionDeletion: .documentVersionDeletion
      }
    }
  }

  /// The routes that take one contact-log entry's id.
  enum ContactRoute {
    case page, deletion
  }

  /// The routes that take one follow-up's id.
  enum FollowUpRoute {
    case page, done, snooze, drop

    var route: SiteRoute {
      switch self {
      case .page: .followUp
      case .done: .followUpDone
      case .snooze: .followUpSnooze
      case .drop: .followUpDrop
      }
    }
  }

  /// The routes of a coach's link that take only its token.
  enum SharedRoute {
    case page, summary, reply

    var route: SiteRoute {
      switch self {
      case .page: .shared
      case .summary: .sharedSummary
      case .reply: .sharedReply
      }
    }
  }
}
