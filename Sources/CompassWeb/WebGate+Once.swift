import CompassModels
import CompassStore
import Foundation
import Hummingbird

extension WebGate {
  /// The field every form that creates something carries: an id chosen each time its page is
  /// drawn (`PageRenderer` puts it in every page as `submission`).
  static let submissionField = "submission"

  /// What is said of a creating form that came without the id its page gives it.
  static let notFromItsPage =
    "This form was not sent from its page. Open the page again and send it from there."

  /// A form that creates something, read (with its token) and made once: its `submission` id
  /// is claimed for the person first, so the same form sent again (a reload after posting, Back
  /// and send, a double tap, two at once) goes where the first went and creates nothing. A
  /// post that leads anywhere but a redirect (a refused form, shown again to correct) gives
  /// the claim back.
  func creating<Fields: Decodable & Sendable>(
    _ request: Request, _ session: WebSessions.Session, as fields: Fields.Type,
    otherwise fallback: SitePath, _ work: (Fields) async throws -> Response
  ) async throws -> Response {
    let form = try await posted(request, session, as: fields)
    return try await once(
      form.submission, at: request.uri.path, session, request: request, otherwise: fallback
    ) { try await work(form.fields) }
  }

  /// Runs `work` once per `submission` the person sends to `path` (see `creating`).
  func once(
    _ submission: String?, at path: String, _ session: WebSessions.Session, request: Request,
    otherwise fallback: SitePath, _ work: () async throws -> Response
  ) async throws -> Response {
    guard let sent = submission.flatMap(UUID.init(uuidString:)) else {
      let page = MessagePage(
        title: "Not sent", section: "", heading: "Not sent", text: Self.notFromItsPage,
        linkHref: formPage(request), linkLabel: "Go back")
      return page.response(renderer, for: session, status: .badRequest)
    }
    let key = DerivedID.make(
      from: sent, purpose: SitePath.local(path).written(for: session.addressed))
    let user = session.user.id
    if case .repeated(let location) = try await submissions.claim(key, by: user) {
      guard let location else { return HTMLResponse.redirect(to: fallback, in: session) }
      return HTMLResponse.redirect(toWritten: location)
    }
    let response: Response
    do {
      response = try await work()
    } catch {
      try? await submissions.release(key, by: user)
      throw error
    }
    if response.status == .seeOther, let location = response.headers[.location] {
      try await submissions.finish(key, by: user, at: location)
    } else {
      try await submissions.release(key, by: user)
    }
    return response
  }

  /// The redirect after a post that made a secret shown once: `values` go to the next page of
  /// this session in a sealed cookie (`ShownOnce`), never in its address.
  func redirect(
    to location: SitePath, showingOnce values: [String: String], as kind: String,
    _ session: WebSessions.Session
  ) -> Response {
    HTMLResponse.redirect(
      to: location, in: session,
      cookies: [sessions.shownOnce.keep(values, kind: kind, session: session.authSession)])
  }

  /// What a post kept for this page to show once, and the cookie that forgets it.
  func shownOnce(_ kind: String, _ request: Request, _ session: WebSessions.Session)
    -> (values: [String: String], clear: String)?
  {
    sessions.shownOnce.take(kind, from: request, session: session.authSession)
  }
}
