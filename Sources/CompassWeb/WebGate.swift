import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

/// What every signed-in page shares: the session check that sends others to sign in (and back),
/// the form-token check, and the not-found and expired-form pages.
package struct WebGate: Sendable {
  /// What a page's script is told when the session behind it has ended.
  static let sessionEnded = "Your session has ended. Sign in again to continue."
  /// What a page's script is told when its form token is stale.
  static let formExpired = "Your form expired"

  /// A request from a page's script, which reads JSON rather than a page.
  private static func wantsJSON(_ request: Request) -> Bool {
    request.headers[.accept]?.contains("application/json") == true
  }

  let sessions: WebSessions
  let renderer: PageRenderer
  let heavy: HeavyWork
  let submissions: FormSubmissions
  /// Where links sent elsewhere point.
  let origin: SiteOrigin
  /// Makes the ids of new rows (the screen models' `newID`).
  let newID: @Sendable () -> UUID

  package init(
    sessions: WebSessions, renderer: PageRenderer, heavy: HeavyWork,
    submissions: FormSubmissions, origin: SiteOrigin,
    newID: @escaping @Sendable () -> UUID = UUID.init
  ) {
    self.origin = origin
    self.newID = newID
    self.sessions = sessions
    self.renderer = renderer
    self.heavy = heavy
    self.submissions = submissions
  }

  /// `signedIn` for a page or file that takes real work to make (an export, a long history's
  /// chart): made on the heavy-work threads in the signed-in account's turn, or refused with
  /// `429`/`503` and `Retry-After` when its bounds are reached (`HeavyWork`).
  func signedInHeavy(
    _ request: Request, _ context: some SiteRequestContext,
    when isHeavy: (WebSessions.Session) async throws -> Bool = { _ in true },
    _ page: @escaping @Sendable (WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await signedIn(request, context) { session in
      guard try await isHeavy(session) else { return try await page(session) }
      return try await heavy.run(for: session.user.id.description) { try await page(session) }
    }
  }

  /// Where to go after a form: the request's `back`, when it is a path on this site (and, given
  /// `section`, that section's page with any query), otherwise `fallback`.
  static func back(
    _ request: Request, otherwise fallback: SitePath, within section: SiteRoute? = nil
  ) -> SitePath {
    guard let back = LocalPath.validated(BrowserForm.queryValue("back", in: request)) else {
      return fallback
    }
    guard let section = section.map({ SitePath($0).path }) else { return .local(back) }
    return back == section || back.hasPrefix(section + "?") ? .local(back) : fallback
  }

  /// Runs `page` for a signed-in browser; others go to sign-in and come back. A form posted
  /// after its session ended, or with a stale token, is kept and offered again (`CarriedForm`).
  /// A post that `changesOnlyTheViewer` (their own calendar link, say) is allowed with view
  /// access; every other post on an athlete's pages needs edit access.
  func signedIn(
    _ request: Request, _ context: some SiteRequestContext, changesOnlyTheViewer: Bool = false,
    _ page: (WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    let addressed = context.addressedAthlete
    guard let session = try await sessions.current(request, addressed: addressed) else {
      if Self.wantsJSON(request) {
        return JSONBody.response(["error": .string(Self.sessionEnded)], status: .unauthorized)
      }
      if let carried = try await CarriedForm.posted(request, addressed: addressed) {
        return signInToSend(carried, request, addressed)
      }
      let next = target(request).written(for: addressed)
      // NB: an invite link is most often opened by someone without an account yet.
      let entry: SiteRoute = AuthPage.invitation(next) == nil ? .signIn : .signUp
      return HTMLResponse.redirect(to: AuthPage.withNext(entry, next), for: nil)
    }
    if session.athletes.active == nil {
      // NB: a parent linked to no athlete yet has no data of their own: their athlete's pages
      // lead to the Family page; an address naming someone else's athlete is not found.
      guard session.athletes.awaitsFamily, addressed == nil else {
        return unavailable(session)
      }
      // NB: the Family page's own stream stays, so it shows the athlete who accepts.
      if SitePath.isAthletePage(request.uri.path[...]), !SiteRoute.live.matches(request.uri.path) {
        return HTMLResponse.redirect(to: SitePath(.family), for: nil)
      }
    }
    if request.method == .post, !session.athlete.canEdit,
      SitePath.isAthletePage(request.uri.path[...]), !changesOnlyTheViewer
    {
      return viewOnly(request, session)
    }
    do {
      return try await page(session)
    } catch let stale as StaleForm {
      if Self.wantsJSON(request) {
        return JSONBody.response(["error": .string(Self.formExpired)], status: .forbidden)
      }
      let page = ResumePage(
        stale.carried, reason: .stale, back: formPage(request), csrf: session.csrf)
      return page.response(renderer, for: session, status: .forbidden)
    } catch let error as HTTPError {
      throw error
    } catch let busy as HeavyWork.Refusal {
      throw busy
    } catch {
      guard let refusal = StoreRefusal(error) else {
        return failed(request, session, carrying: session.postedForm.form)
      }
      let notSaved = MessagePage(
        title: "Not saved", section: "", heading: "Not saved",
        text: FormRefusal.message(refusal), linkHref: formPage(request), linkLabel: "Go back")
      return notSaved.response(renderer, for: session, status: .badRequest)
    }
  }

  /// A page that failed on the server's side. A posted form comes back whole with "Try again";
  /// any other request offers itself again, in its own section of the site.
  private func failed(
    _ request: Request, _ session: WebSessions.Session, carrying carried: CarriedForm?
  ) -> Response {
    if Self.wantsJSON(request) {
      return JSONBody.response(
        ["error": .string(FormRefusal.saveFailed)], status: .serviceUnavailable)
    }
    if let carried {
      let page = ResumePage(
        carried, reason: .saveFailed, back: formPage(request), csrf: session.csrf)
      return page.response(renderer, for: session, status: .serviceUnavailable)
    }
    let again = request.method == .get ? target(request) : formPage(request)
    let failure = MessagePage(
      title: "Something went wrong", section: ResumePage.section(of: again.path),
      heading: "Something went wrong",
      text: "Nothing was lost. Please try again in a moment.", linkHref: again,
      linkLabel: "Try again")
    return failure.response(renderer, for: session, status: .serviceUnavailable)
  }

  /// The sign-in page for a form posted after its session ended, carrying the form along.
  private func signInToSend(_ carried: CarriedForm, _ request: Request, _ addressed: UserID?)
    -> Response
  {
    let (token, cookie) = sessions.anonymousToken(request)
    let page = AuthPage.signIn(
      csrf: token, next: formPage(request).written(for: addressed), carrying: carried)
    return page.response(
      renderer, for: nil, status: .unauthorized, cookies: cookie.map { [$0] } ?? []
    )
  }

  /// The page a form was posted from: the action's path without its last step
  /// (`/documents/…/edit` → `/documents/…`), or the form's own page (`/events/new`).
  func formPage(_ request: Request) -> SitePath {
    let path = request.uri.path
    guard request.method == .post, !SiteRoute.newEvent.matches(path),
      let slash = path.lastIndex(of: "/"),
      slash != path.startIndex
    else { return LocalPath.validated(path).map(SitePath.local) ?? SitePath(.events) }
    return LocalPath.validated(String(path[..<slash])).map(SitePath.local) ?? SitePath(.events)
  }

  /// The page a signed-out request asked for, to come back to after signing in.
  private func target(_ request: Request) -> SitePath {
    guard request.method == .get else { return SitePath(.events) }
    let path = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
    return LocalPath.validated(path).map(SitePath.local) ?? SitePath(.events)
  }

  /// A page about one of the user's rows: others' rows and malformed ids are not found.
  func signedIn<Row: StoredRow>(
    _ request: Request, _ context: some SiteRequestContext, row: Row.Type, rest: RestEngine,
    missing: MissingPage, list: SiteRoute,
    _ page: (Row, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await signedIn(request, context) { session in
      let rows = session.data(rest).table(Row.self)
      guard let id = context.parameters.id(of: Row.Entity.self),
        let row = try await rows.find(id)
      else {
        return notFound(session, missing, list: list)
      }
      return try await page(row, session)
    }
  }

  /// A form post about one of the user's rows, with the session's form token. A form that
  /// creates something names where a repeat of it goes (`createsOnce`), and is made once per
  /// page it was sent from (`once`).
  func posted<Row: StoredRow, Fields: Decodable & Sendable>(
    _ request: Request, _ context: some SiteRequestContext, row: Row.Type, rest: RestEngine,
    missing: MissingPage, list: SiteRoute, fields: Fields.Type,
    createsOnce fallback: ((Row) -> SitePath)? = nil,
    _ page: (Row, Fields, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await signedIn(request, context, row: row, rest: rest, missing: missing, list: list) {
      (row: Row, session) in
      let form = try await posted(request, session, as: fields)
      guard let fallback else { return try await page(row, form.fields, session) }
      return try await once(
        form.submission, at: request.uri.path, session, request: request,
        otherwise: fallback(row)
      ) { try await page(row, form.fields, session) }
    }
  }

  /// The posted form's fields; a token that is not the session's throws `StaleForm`, which
  /// `signedIn` answers by offering the form again.
  func form<Fields: Decodable & Sendable>(
    _ request: Request, _ session: WebSessions.Session, as fields: Fields.Type = NoFields.self
  ) async throws -> Fields {
    try await posted(request, session, as: fields).fields
  }

  /// The posted form, its token checked: its fields and the id it was shown with.
  func posted<Fields: Decodable & Sendable>(
    _ request: Request, _ session: WebSessions.Session, as fields: Fields.Type
  ) async throws -> PostedForm<Fields> {
    let body = try await BrowserForm.body(request)
    let form = try BrowserForm.decode(PostedForm<Fields>.self, from: body)
    let carried = CarriedForm(
      action: SitePath.local(request.uri.path).written(for: session.addressed), body: body)
    guard session.accepts(form.token) else {
      guard let carried else {
        throw HTTPError(.forbidden, message: "Your form expired. Go back and try again.")
      }
      throw StaleForm(carried: carried)
    }
    if let carried { session.postedForm.keep(carried) }
    return form
  }

  /// A form whose token was not its session's.
  struct StaleForm: Error {
    let carried: CarriedForm
  }

  /// An address naming an athlete whose data is not the viewer's to open: not found, with
  /// the way to their family.
  private func unavailable(_ session: WebSessions.Session) -> Response {
    let page = MessagePage(
      title: "Page not found", section: "", heading: "Page not found",
      text:
        "This athlete's data is not shared with you. Your family's athletes are on the Family page.",
      linkHref: SitePath(.family), linkLabel: "Go to Family")
    return page.response(renderer, for: session, status: .notFound)
  }

  /// A change posted by a parent with view access: refused before anything runs, saying why.
  private func viewOnly(_ request: Request, _ session: WebSessions.Session) -> Response {
    let reason = session.athlete.viewOnlyBanner ?? ""
    if Self.wantsJSON(request) {
      return JSONBody.response(["error": .string(reason)], status: .forbidden)
    }
    let page = MessagePage(
      title: "View only", section: ResumePage.section(of: formPage(request).path),
      heading: "Nothing was changed", text: reason, linkHref: formPage(request),
      linkLabel: "Go back")
    return page.response(renderer, for: session, status: .forbidden)
  }

  /// The page for a row that is gone, with the spec's way back to its list.
  func notFound(_ session: WebSessions.Session, _ missing: MissingPage, list: SiteRoute)
    -> Response
  {
    let page = MessagePage(
      title: missing.message, section: SitePath(list).path, heading: missing.message,
      text: MissingPage.explanation, linkHref: SitePath(list), linkLabel: missing.returnLabel)
    return page.response(renderer, for: session, status: .notFound)
  }

  func expired(_ session: WebSessions.Session, back: SitePath) -> Response {
    let page = MessagePage(
      title: "Form expired", section: back.path,
      heading: "Your form expired",
      text: "Nothing was changed. Please try again.", linkHref: back, linkLabel: "Go back")
    return page.response(renderer, for: session, status: .forbidden)
  }
}
