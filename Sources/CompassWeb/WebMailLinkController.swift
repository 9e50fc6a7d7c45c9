import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// The signed-out pages of mailed links: "Forgot password?", choosing a new password from a
/// recovery link, the page a sign-up, sign-in or address-change link opens, and sending a
/// confirmation again. Every link is used only by a form post, never by opening it.
package struct WebMailLinkController: Sendable {
  static let passwordsDiffer = "The two passwords are not the same. Type the new one twice."
  static let linkExpired =
    "This link has expired or was already used. Sign in, or ask for a new link."

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
    router.get(.forgotPassword, use: forgotForm)
    router.post(.forgotPassword, use: forgot)
    router.get(.resetPassword, use: resetForm)
    router.post(.resetPassword, use: reset)
    router.get(.mailLink, use: linkForm)
    router.post(.mailLink, use: useLink)
    router.post(.confirmationResend, use: resend)
  }

  /// The fields of these pages' forms.
  struct Fields: Decodable, Sendable {
    let email: String?
    let token: String?
    let type: String?
    let password: String?
    let passwordAgain: String?

    enum CodingKeys: String, CodingKey {
      case email, token, type, password
      case passwordAgain = "password_again"
    }
  }

  /// A signed-out page with its form token (and the cookie behind it when the browser has none).
  private func respond(
    _ request: Request, status: HTTPResponse.Status = .ok, _ page: (String) -> some WebPage
  ) -> Response {
    let (token, cookie) = sessions.anonymousToken(request)
    return page(token).response(
      renderer, for: nil, status: status, cookies: cookie.map { [$0] } ?? [])
  }

  /// The posted form, or the page again when its token does not match (`expired`).
  private func posted(_ request: Request) async throws -> Fields? {
    let form = try await BrowserForm.posted(request, as: Fields.self)
    return sessions.anonymousTokenMatches(form.token, request) ? form.fields : nil
  }

  /// This browser signed in as `user` (its session kept when it already is), then `target`.
  private func signedIn(_ user: AuthUser, _ request: Request, to target: SitePath) async throws
    -> Response
  {
    if let current = try await sessions.current(request), current.user.id == user.id {
      return HTMLResponse.redirect(to: target, for: nil)
    }
    let signedIn = try await sessions.start(for: user, from: request)
    return HTMLResponse.redirect(
      to: target, for: nil,
      cookies: [signedIn.setCookie, sessions.cookies.clear(WebSessions.csrfCookie)])
  }
}

/// The routes' handlers, one per route.
extension WebMailLinkController {
  @Sendable func forgotForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let email = BrowserForm.queryValue("email", in: request) ?? ""
    return respond(request) { ForgotPasswordPage(email: email, error: nil, csrf: $0) }
  }

  /// Mails a recovery link when the address has an account; the same page either way.
  @Sendable func forgot(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let fields = try await posted(request)
    let email = fields?.email ?? ""
    guard fields != nil else {
      return respond(request, status: .forbidden) {
        ForgotPasswordPage(email: email, error: FormRefusal.expired, csrf: $0)
      }
    }
    do {
      try await auth.recover(email: email, link: mailLinks.link())
      return respond(request) { MailSentPage.recovery(email: email, csrf: $0) }
    } catch let error as AuthError {
      return respond(request, status: error.status) {
        ForgotPasswordPage(email: email, error: WebAuthController.words(error), csrf: $0)
      }
    }
  }

  @Sendable func resetForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let token = BrowserForm.queryValue("token", in: request) ?? ""
    return respond(request) {
      ResetPasswordPage(token: token, error: nil, expired: token.isEmpty, csrf: $0)
    }
  }

  /// The new password set from a recovery link: every session ended, this browser signed in.
  @Sendable func reset(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let fields = try await posted(request)
    let token = fields?.token ?? ""
    func again(_ error: String, status: HTTPResponse.Status, expired: Bool = false) -> Response {
      respond(request, status: status) {
        ResetPasswordPage(token: token, error: error, expired: expired, csrf: $0)
      }
    }
    guard let fields else { return again(FormRefusal.expired, status: .forbidden) }
    guard fields.password == fields.passwordAgain else {
      return again(Self.passwordsDiffer, status: .badRequest)
    }
    do {
      let user = try await auth.resetPassword(token: token, new: fields.password)
      return try await signedIn(user, request, to: SitePath(.events))
    } catch let error as AuthError {
      let expired = error == .otpExpired || error == .missingToken
      return again(error.message, status: .badRequest, expired: expired)
    }
  }

  @Sendable func linkForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let token = BrowserForm.queryValue("token", in: request) ?? ""
    let type = BrowserForm.queryValue("type", in: request) ?? ""
    return respond(request) {
      MailLinkPage(
        type: type, token: token, error: token.isEmpty ? Self.linkExpired : nil, csrf: $0)
    }
  }

  /// A sign-up, sign-in or address-change link used: this browser signed in.
  @Sendable func useLink(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let fields = try await posted(request)
    let type = fields?.type ?? ""
    let token = fields?.token ?? ""
    guard fields != nil else {
      return respond(request, status: .forbidden) {
        MailLinkPage(type: type, token: token, error: FormRefusal.expired, csrf: $0)
      }
    }
    do {
      let used = try await auth.useMailedToken(
        type: type, tokenHash: token, email: nil, code: nil)
      let target =
        used.purpose == .emailChange
        ? SitePath(.account).query("done", "email-changed") : SitePath(.events)
      return try await signedIn(used.user, request, to: target)
    } catch let error as AuthError {
      let words = error == .emailExists ? error.message : Self.linkExpired
      return respond(request, status: .badRequest) {
        MailLinkPage(type: type, token: token, error: words, csrf: $0)
      }
    }
  }

  /// The sign-up confirmation mailed again; the same page whether or not it went.
  @Sendable func resend(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    let fields = try await posted(request)
    let email = fields?.email ?? ""
    guard fields != nil else {
      return HTMLResponse.redirect(to: SitePath(.signIn), for: nil)
    }
    do {
      try await auth.resend(type: "signup", email: email, link: mailLinks.link())
    } catch let error as AuthError where error == .emailRateLimit {
      // NB: a confirmation went within the minute; the page says it is on its way.
    }
    return respond(request) { MailSentPage.confirmation(email: email, csrf: $0) }
  }
}
