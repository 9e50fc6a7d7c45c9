import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/login`, `/signup`, `/logout`, `/`, the stylesheet and the script. Forms work without JavaScript; a
/// refused form comes back with what the user typed and a message.
package struct WebAuthController: Sendable {
  let auth: AuthService
  let sessions: WebSessions
  let renderer: PageRenderer
  let mailLinks: MailLinks

  package init(
    auth: AuthService, sessions: WebSessions, renderer: PageRenderer, mailLinks: MailLinks
  ) {
    self.auth = auth
    self.sessions = sessions
    self.renderer = renderer
    self.mailLinks = mailLinks
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.home, use: home)
    router.get(.signIn, use: signInForm)
    router.get(.signUp, use: signUpForm)
    router.post(.signIn, use: signIn)
    router.post(.signUp, use: signUp)
    router.post(.signOut, use: signOut)
    for asset in [renderer.stylesheet, renderer.script] {
      router.get(RouterPath(stringLiteral: String(asset.path.dropFirst()))) { _, _ in
        Response(
          status: .ok,
          headers: [
            .contentType: asset.contentType, .cacheControl: "public, max-age=31536000, immutable",
            .eTag: "\"\(asset.version)\"", .xContentTypeOptions: "nosniff",
          ], body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.data)))
      }
    }
  }

  enum Mode { case signIn, signUp }

  /// The sign-in and sign-up form's fields, with a form carried from an ended session.
  struct Credentials: Decodable, Sendable {
    let email: String?
    let password: String?
    let displayName: String?
    let role: String?
    let carriedAction: String?
    let carriedBody: String?

    enum CodingKeys: String, CodingKey {
      case email, password, role
      case displayName = "display_name"
      case carriedAction = "carried_action"
      case carriedBody = "carried_body"
    }
  }

  private func form(_ request: Request, _ mode: Mode) async throws -> Response {
    if try await sessions.current(request) != nil {
      return HTMLResponse.redirect(to: SitePath(.events), for: nil)
    }
    let (token, cookie) = sessions.anonymousToken(request)
    return page(
      mode,
      Typed(email: "", carried: nil, roleChosen: AuthPage.invitation(next(request)) == nil),
      error: nil, csrf: token, next: next(request),
      status: .ok, cookies: cookie.map { [$0] } ?? [])
  }

  private func submit(_ request: Request, _ mode: Mode) async throws -> Response {
    let form = try await BrowserForm.posted(request, as: Credentials.self)
    let role = form.fields.role.flatMap(FamilyRole.init(rawValue:))
    let typed = Typed(
      email: form.fields.email ?? "",
      profile: SignUpProfile(
        name: String((form.fields.displayName ?? "").prefix(SignUpProfile.longestName * 4)),
        role: role ?? .athlete),
      carried: CarriedForm(action: form.fields.carriedAction, body: form.fields.carriedBody),
      roleChosen: role != nil)
    let (token, cookie) = sessions.anonymousToken(request)
    let cookies = cookie.map { [$0] } ?? []
    let next = next(request)
    guard sessions.anonymousTokenMatches(form.token, request) else {
      return page(
        mode, typed, error: FormRefusal.expired, csrf: token, next: next,
        status: .forbidden, cookies: cookies)
    }
    let unanswered = AuthPage.invitation(next) != nil && !typed.roleChosen
    if mode == .signUp,
      let problem = typed.profile.problem ?? (unanswered ? SignUpProfile.roleMissing : nil)
    {
      return page(
        mode, typed, error: problem, csrf: token, next: next, status: .badRequest,
        cookies: cookies)
    }
    do {
      let user: AuthUser
      if mode == .signIn {
        user = try await auth.authenticate(email: typed.email, password: form.fields.password)
      } else {
        let made = try await auth.register(
          email: typed.email, password: form.fields.password,
          metadata: typed.profile.metadata.mapValues(JSONValue.string), link: mailLinks.link())
        guard case .signedUp(let signedUp) = made else {
          return MailSentPage.confirmation(email: typed.email, csrf: token)
            .response(renderer, for: nil, cookies: cookies)
        }
        user = signedUp
      }
      let signedIn = try await sessions.start(for: user, from: request)
      let cookies = [signedIn.setCookie, sessions.cookies.clear(WebSessions.csrfCookie)]
      if let carried = typed.carried {
        let page = ResumePage(
          carried, reason: .signedInAgain, back: Self.localTarget(next), csrf: signedIn.formToken)
        return page.response(renderer, for: nil, cookies: cookies)
      }
      return HTMLResponse.redirect(to: Self.localTarget(next), for: nil, cookies: cookies)
    } catch let error as AuthError {
      var response = page(
        mode, typed, error: Self.words(error), unconfirmed: error == .emailNotConfirmed,
        csrf: token, next: next,
        status: error.status == .tooManyRequests ? .tooManyRequests : .badRequest, cookies: cookies)
      if let wait = error.retryAfterSeconds { response.headers[.retryAfter] = String(wait) }
      return response
    }
  }

  /// What the user typed or carried, kept on the page after an error.
  private struct Typed {
    let email: String
    var profile = SignUpProfile()
    let carried: CarriedForm?
    /// Whether "athlete or parent" was answered (an invite link asks it without a default).
    var roleChosen = true
  }

  private func next(_ request: Request) -> String? {
    BrowserForm.queryValue("next", in: request)
  }

  private func page(
    _ mode: Mode, _ typed: Typed, error: String?, unconfirmed: Bool = false, csrf: String,
    next: String?, status: HTTPResponse.Status, cookies: [String]
  ) -> Response {
    var page =
      mode == .signIn
      ? AuthPage.signIn(
        email: typed.email, error: error, csrf: csrf, next: next, carrying: typed.carried)
      : AuthPage.signUp(
        email: typed.email, profile: typed.roleChosen ? typed.profile : nil,
        name: typed.profile.name,
        error: error, csrf: csrf, next: next)
    page.resendConfirmation = unconfirmed
    return page.response(renderer, for: nil, status: status, cookies: cookies)
  }

  /// An auth error as the sign-in page says it.
  static func words(_ error: AuthError) -> String {
    guard error != .invalidCredentials else { return error.message }
    return AccountMessage.of(code: error.code) ?? error.message
  }

  /// Where to go after signing in: a path on this site, never another site.
  static func localTarget(_ next: String?) -> SitePath {
    LocalPath.validated(next).map(SitePath.local) ?? SitePath(.events)
  }
}

/// The routes' handlers, one per route.
extension WebAuthController {
  @Sendable func home(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let signedIn = try await sessions.current(request) != nil
    return HTMLResponse.redirect(
      to: SitePath(signedIn ? .events : .signIn), for: context.addressedAthlete)
  }

  @Sendable func signInForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await form(request, .signIn)
  }

  @Sendable func signUpForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await form(request, .signUp)
  }

  @Sendable func signIn(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await submit(request, .signIn)
  }

  @Sendable func signUp(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await submit(request, .signUp)
  }

  @Sendable func signOut(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let form = try await BrowserForm.posted(request, as: NoFields.self)
    guard let session = try await sessions.current(request) else {
      return HTMLResponse.redirect(to: SitePath(.signIn), for: nil)
    }
    guard session.accepts(form.token) else {
      return HTMLResponse.page("Your form expired. Go back and try again.", status: .forbidden)
    }
    return HTMLResponse.redirect(
      to: SitePath(.signIn), for: nil, cookies: [try await sessions.end(session)])
  }
}
