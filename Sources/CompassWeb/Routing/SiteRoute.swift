import Hummingbird

/// Every address of the site, as the pattern the router registers. A link or redirect to one
/// is a `SitePath` built from the same pattern, so the two cannot drift apart.
package enum SiteRoute: String, CaseIterable, Sendable {
  case home = ""
  case signIn = "login"
  case signUp = "signup"
  case signOut = "logout"
  case forgotPassword = "password/forgot"
  case resetPassword = "password/reset"
  case mailLink = "mail/confirm"
  case confirmationResend = "mail/resend"
  case account
  case accountPassword = "account/password"
  case accountEmail = "account/email"
  case accountSessionEnd = "account/sessions/:id/end"
  case accountOtherSessionsEnd = "account/sessions/end-others"
  case accountExport = "account/export.zip"
  case accountDeletion = "account/delete"
  case accountDeleted = "account/deleted"
  case accountDigest = "account/digest"
  case family
  case join = "join/:code"
  case familyInvites = "family/invites"
  case familyJoin = "family/join"
  case familyLinkAccess = "family/links/:id/access"
  case familyLinkRemoval = "family/links/:id/remove"
  case familyInviteRevocation = "family/invites/:id/revoke"
  case events
  case eventsCalendar = "events.ics"
  case calendarSubscription = "events/subscribe"
  case calendarReminders = "events/subscribe/reminders"
  case calendarSubscriptionEnd = "events/subscribe/end"
  case calendarFeed = "calendar/:file"
  case oldNewEvent = "events/create"
  case newEvent = "events/new"
  case eventCheck = "events/check"
  case event = "events/:id"
  case eventEdit = "events/:id/edit"
  case eventAttendance = "events/:id/attend"
  case eventInteractions = "events/:id/interactions"
  case eventCoaches = "events/:id/coaches"
  case eventCoachRemoval = "events/:id/coaches/:coach/remove"
  case eventMetrics = "events/:id/metrics"
  case eventMetricsCSV = "events/:id/metrics.csv"
  case eventMetricsPDF = "events/:id/metrics.pdf"
  case eventCalendar = "events/:id/event.ics"
  case eventDeletion = "events/:id/delete"
  case performance
  case performanceMetrics = "performance/metrics"
  case performanceMetric = "performance/metrics/:id"
  case performanceCSV = "performance/export.csv"
  case performancePDF = "performance/export.pdf"
  case metricDeletion = "metrics/:id/delete"
  case documents
  case documentsResumable = "documents/resumable"
  case documentsResumableFinish = "documents/resumable/finish"
  case document = "documents/:id"
  case documentEdit = "documents/:id/edit"
  case documentShares = "documents/:id/shares"
  case documentShareRemoval = "documents/:id/shares/:school/remove"
  case documentLinks = "documents/:id/links"
  case documentLinkRevocation = "documents/:id/links/:link/revoke"
  case documentRestore = "documents/:id/restore"
  case documentVersions = "documents/:id/versions"
  case documentVersionsResumable = "documents/:id/versions/resumable"
  case documentVersionsResumableFinish = "documents/:id/versions/resumable/finish"
  case documentDeletion = "documents/:id/delete"
  case documentVersionDeletion = "documents/:id/delete-version"
  case schools
  case school = "schools/:id"
  case schoolStanding = "schools/:id/standing"
  case schoolCoaches = "schools/:id/coaches"
  case contacts
  case contact = "contacts/:id"
  case contactDeletion = "contacts/:id/delete"
  case followUps = "follow-ups"
  case followUp = "follow-ups/:id"
  case followUpDone = "follow-ups/:id/done"
  case followUpSnooze = "follow-ups/:id/snooze"
  case followUpDrop = "follow-ups/:id/drop"
  case profile
  case live
  case shared = "s/:token"
  case sharedSummary = "s/:token/summary"
  case sharedReply = "s/:token/reply"
  case sharedDocument = "s/:token/documents/:id"
  case sharedDocumentFile = "s/:token/documents/:id/file"

  /// The sections of the site that show one athlete's data; with the home page, the part of
  /// the site a parent opens for one athlete (`/for/<athlete>/…`).
  static let athleteSections = [
    "events", "performance", "documents", "schools", "metrics", "profile", "live", "contacts",
    "follow-ups",
  ]

  /// The pattern as the router takes it.
  var pattern: RouterPath { RouterPath(rawValue.isEmpty ? "/" : rawValue) }

  /// Each route's fixed text around its values (`events/:id/edit` → `/events/`, `/edit`), made
  /// once, so a link is a few appends.
  static let pieces: [SiteRoute: [String]] = Dictionary(
    uniqueKeysWithValues: allCases.map { route in
      guard !route.steps.isEmpty else { return (route, ["/"]) }
      var pieces = [""]
      for step in route.steps {
        pieces[pieces.count - 1] += "/"
        if step.hasPrefix(":") { pieces.append("") } else { pieces[pieces.count - 1] += step }
      }
      return (route, pieces)
    })

  /// The pattern's steps: fixed text, or `:name` for a value.
  var steps: [Substring] { rawValue.split(separator: "/") }

  /// The names of the values the pattern takes, in order.
  var parameters: [Substring] { steps.filter { $0.hasPrefix(":") }.map { $0.dropFirst() } }

  /// Whether `path` (without query or fragment) is an address of this route.
  func matches(_ path: some StringProtocol) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let steps = self.steps
    guard parts.count == max(steps.count, 1) else { return false }
    guard !steps.isEmpty else { return parts.first?.isEmpty == true }
    return zip(steps, parts).allSatisfy { step, part in
      step.hasPrefix(":") ? !part.isEmpty : step == part
    }
  }

  /// Each parameterless route by its case name, for templates (`{{site.newEvent}}`).
  static let named: [(name: String, route: SiteRoute)] = allCases.filter(\.parameters.isEmpty)
    .map { (String(describing: $0), $0) }
}

extension RouterMethods {
  /// Registers `route` for GET.
  @discardableResult func get(
    _ route: SiteRoute,
    use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
  ) -> Self {
    get(route.pattern, use: handler)
  }

  /// Registers `route` for POST.
  @discardableResult func post(
    _ route: SiteRoute,
    use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
  ) -> Self {
    post(route.pattern, use: handler)
  }
}

/// Answers `/for/<athlete>/…` as `/…` about that athlete: the context's `addressedAthlete`,
/// which the pages write their links and redirects for (`SitePath`).
package struct AthletePathResponder<Inner: HTTPResponder>: HTTPResponder
where Inner.Context: SiteRequestContext {
  package typealias Context = Inner.Context
  let inner: Inner

  package init(_ inner: Inner) {
    self.inner = inner
  }

  package func respond(to request: Request, context: Context) async throws -> Response {
    guard let (athlete, rest) = SitePath.addressed(request.head.path ?? "") else {
      return try await inner.respond(to: request, context: context)
    }
    var head = request.head
    head.path = rest
    var addressed = context
    addressed.addressedAthlete = athlete
    return try await inner.respond(to: Request(head: head, body: request.body), context: addressed)
  }
}
