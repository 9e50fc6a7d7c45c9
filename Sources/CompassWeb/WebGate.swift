import CompassDomain
import CompassStore
import Foundation
import Hummingbird

/// What every signed-in page shares: the session check that sends others to sign in (and back),
/// the form-token check, and the not-found and expired-form pages.
package struct WebGate: Sendable {
  let sessions: WebSessions
  let renderer: PageRenderer

  package init(sessions: WebSessions, renderer: PageRenderer) {
    self.sessions = sessions
    self.renderer = renderer
  }

  /// Where to go after a form: the request's `back`, when it is a path on this site (and, given
  /// `section`, that section's page with any query), otherwise `fallback`.
  static func back(_ request: Request, otherwise fallback: String, within section: String? = nil)
    -> String
  {
    guard let back = LocalPath.validated(BrowserForm.queryValue("back", in: request)),
      section.map({ back == $0 || back.hasPrefix($0 + "?") }) ?? true
    else { return fallback }
    return back
  }

  /// Runs `page` for a signed-in browser; others go to sign-in and come back.
  func signedIn(_ request: Request, _ page: (WebSessions.Session) async throws -> Response)
    async throws -> Response
  {
    guard let session = try await sessions.current(request) else {
      let next =
        target(request).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/events"
      return HTMLResponse.redirect(to: "/login?next=\(next)")
    }
    do {
      return try await page(session)
    } catch let error as HTTPError {
      throw error
    } catch let refusal as PostgrestError where refusal.isClientError {
      let notSaved = MessagePage(
        title: "Not saved", section: "", heading: "Not saved",
        text: FormRefusal.message(refusal), linkHref: formPage(request), linkLabel: "Go back")
      return HTMLResponse.page(renderer.render(notSaved, session: session), status: .badRequest)
    } catch {
      let failure = MessagePage(
        title: "Something went wrong", section: "/events", heading: "Something went wrong",
        text: "Nothing was lost. Please try again in a moment.", linkHref: target(request),
        linkLabel: "Try again")
      return HTMLResponse.page(
        renderer.render(failure, session: session), status: .internalServerError)
    }
  }

  /// The page a form was posted from: the action's path without its last step
  /// (`/documents/…/edit` → `/documents/…`).
  private func formPage(_ request: Request) -> String {
    let path = request.uri.path
    guard request.method == .post, let slash = path.lastIndex(of: "/"), slash != path.startIndex
    else { return LocalPath.validated(path) ?? "/events" }
    return LocalPath.validated(String(path[..<slash])) ?? "/events"
  }

  private func target(_ request: Request) -> String {
    guard request.method == .get else { return "/events" }
    return LocalPath.validated(request.uri.path + (request.uri.query.map { "?" + $0 } ?? ""))
      ?? "/events"
  }

  /// A page about one of the user's rows: others' rows and malformed ids are not found.
  func signedIn<Row: StoredRow>(
    _ request: Request, row: Row.Type, id: String?, rest: RestEngine,
    missing: MissingPage, list: String,
    _ page: (Row, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await signedIn(request) { session in
      let rows = ScopedData(engine: rest, user: session.user.id).table(Row.self)
      guard let row = try await rows.find(idText: id) else {
        return notFound(session, missing, list: list)
      }
      return try await page(row, session)
    }
  }

  /// A form post about one of the user's rows, with the session's form token; an expired
  /// form goes back to `back`.
  func posted<Row: StoredRow, Fields: Decodable & Sendable>(
    _ request: Request, row: Row.Type, id: String?, rest: RestEngine,
    missing: MissingPage, list: String, back: String, fields: Fields.Type,
    _ page: (Row, Fields, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await signedIn(request, row: row, id: id, rest: rest, missing: missing, list: list) {
      (row: Row, session) in
      guard let form = try await form(request, session, as: fields) else {
        return expired(session, back: back)
      }
      return try await page(row, form, session)
    }
  }

  /// The posted form's fields, when its token is the session's.
  func form<Fields: Decodable & Sendable>(
    _ request: Request, _ session: WebSessions.Session, as fields: Fields.Type = NoFields.self
  ) async throws -> Fields? {
    let form = try await BrowserForm.posted(request, as: fields)
    return session.accepts(form.token) ? form.fields : nil
  }

  /// The page for a row that is gone, with the spec's way back to its list.
  func notFound(_ session: WebSessions.Session, _ missing: MissingPage, list: String) -> Response {
    let page = MessagePage(
      title: missing.message, section: list, heading: missing.message,
      text: MissingPage.explanation, linkHref: list, linkLabel: missing.returnLabel)
    return HTMLResponse.page(renderer.render(page, session: session), status: .notFound)
  }

  func expired(_ session: WebSessions.Session, back: String) -> Response {
    let page = MessagePage(
      title: "Form expired", section: String(back.prefix { $0 != "?" }),
      heading: "Your form expired",
      text: "Nothing was changed. Please try again.", linkHref: back, linkLabel: "Go back")
    return HTMLResponse.page(renderer.render(page, session: session), status: .forbidden)
  }
}
