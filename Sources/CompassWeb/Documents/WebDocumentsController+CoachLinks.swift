import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

extension WebDocumentsController {
  /// The coach's link form: the school (one the document is shared with), how long, whether
  /// verified numbers show, and the family's own name for it.
  struct LinkFields: Decodable, Sendable {
    let school: String?
    let days: String?
    let includeMetrics: String?
    let label: String?

    enum CodingKeys: String, CodingKey {
      case school, days, label
      case includeMetrics = "include_metrics"
    }
  }

  /// What a new coaches' link leaves for the page to show once.
  static let madeLink = "coach link"

  /// Makes a coach's link for one of the schools the document is shared with and shows it
  /// once; a refusal comes back with the section open and its words.
  @Sendable func createLink(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, LinkFields.self, creates: true) { document, form, session in
      var panels = DocumentDetailPage.Panels()
      let school = document.sharedWithSchools.first { $0.description == form.school }
      let terms = ShareLinkTerms.chosen(
        days: form.days.flatMap { Int($0) }, includesMetrics: form.includeMetrics != nil,
        label: form.label.map { String($0.prefix(ShareLinkTerms.longestLabel + 1)) })
      switch (school, terms) {
      case (nil, _):
        panels.linkError = "Share the document with the school first, then make its link."
      case (_, .failure(let problem)):
        panels.linkError = problem.message
      case (let school?, .success(let terms)):
        guard
          let made = try await shares.create(
            by: session.user.id, athlete: session.athlete.id, school: school, terms: terms)
        else { throw HTTPError(.forbidden) }
        let name = try await schools(session).first { $0.id == school }?.name ?? "the school"
        return gate.redirect(
          to: .document(document.id).fragment("coach-links"),
          showingOnce: [
            "url": ShareLinks.url(origin: gate.origin.of(request), token: made.token),
            "school": name,
          ], as: Self.madeLink, session)
      }
      return try await detail(document, session, panels: panels, status: .badRequest)
    }
  }

  /// Revokes one of the athlete's links: its page opens nothing from the next request on.
  /// "Revoke this link?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmRevokeLink(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await withDocument(request, context) { document, session in
      guard let link = context.parameters.id("link", of: ShareLinkRecord.self) else {
        return gate.notFound(session, .document, list: .documents)
      }
      return confirm(
        session, ShareLinkText.revoke, action: .documentLinkRevocation(document.id, link: link),
        back: .document(document.id).fragment("coach-links"))
    }
  }

  @Sendable func revokeLink(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { document, _, session in
      let rows = ShareRows(engine: rest, user: session.user.id, athlete: session.athlete.id)
      if let link = context.parameters.id("link", of: ShareLinkRecord.self) {
        _ = try await rows.revoke(link, at: rest.now())
      }
      return HTMLResponse.redirect(to: .document(document.id).fragment("coach-links"), in: session)
    }
  }

  /// The section's links and activity for the document, in the person's time zone.
  func coachLinks(
    _ document: Document, _ session: WebSessions.Session, panels: DocumentDetailPage.Panels
  ) async throws -> CoachLinksSection? {
    guard document.isCurrent else { return nil }
    let rows = ShareRows(engine: rest, user: session.user.id, athlete: session.athlete.id)
    let versions = try await versions(of: document, session)
    var section = CoachLinksSection(
      document: document, versions: versions, schools: try await schools(session),
      links: try await rows.links(),
      views: try await rows.views(of: ([document] + versions).map(\.id)),
      now: rest.now(), calendar: session.calendar, locale: locale)
    section.created = panels.createdLink
    section.error = panels.linkError
    return section
  }
}
