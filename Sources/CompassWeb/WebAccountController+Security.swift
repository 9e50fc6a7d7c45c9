import CompassDomain
import CompassServices
import Foundation
import HTTPTypes
import Hummingbird

/// `/account`'s security forms: a new password (the current one typed again), a new sign-in
/// address (confirmed from a link mailed to it), and signing devices out.
extension WebAccountController {
  static let passwordsDiffer = AccountMessage.passwordsDiffer

  /// The forms' fields.
  struct SecurityFields: Decodable, Sendable {
    let currentPassword: String?
    let password: String?
    let passwordAgain: String?
    let email: String?

    enum CodingKeys: String, CodingKey {
      case password, email
      case currentPassword = "current_password"
      case passwordAgain = "password_again"
    }
  }

  @Sendable func changePassword(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: SecurityFields.self)
      guard form.password == form.passwordAgain else {
        return try await page(session, status: .badRequest) {
          $0.passwordError = Self.passwordsDiffer
        }
      }
      do {
        try await auth.changePassword(
          of: session.user, session: session.authSession, current: form.currentPassword,
          new: form.password)
      } catch let error as AuthError {
        return try await page(session, status: .badRequest) {
          $0.passwordError = Self.words(error, asking: "current password")
        }
      }
      return HTMLResponse.redirect(
        to: SitePath(.account).query("done", "password-changed").fragment("password"), in: session)
    }
  }

  @Sendable func changeEmail(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: SecurityFields.self)
      let typed = String((form.email ?? "").prefix(320))
      do {
        try await auth.changeEmail(
          of: session.user, password: form.currentPassword, to: form.email,
          link: mailLinks.link())
      } catch let error as AuthError {
        return try await page(
          session, status: error.status == .tooManyRequests ? .tooManyRequests : .badRequest
        ) {
          $0.emailError = Self.words(error, asking: "password")
          $0.typedEmail = typed
        }
      }
      return HTMLResponse.redirect(
        to: SitePath(.account).query("done", "email-sent").fragment("email"), in: session)
    }
  }

  /// Signs one of the person's devices out; this one signs out as "Sign out" does.
  @Sendable func endSession(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      _ = try await gate.form(request, session, as: NoFields.self)
      let target = try context.parameters.require("id")
      try await auth.store.endSession(target, of: session.user.id)
      guard target.lowercased() != session.authSession.lowercased() else {
        return HTMLResponse.redirect(
          to: SitePath(.signIn), for: nil,
          cookies: [gate.sessions.cookies.clear(WebSessions.sessionCookie)])
      }
      return HTMLResponse.redirect(
        to: SitePath(.account).query("done", "signed-out").fragment("devices"), in: session)
    }
  }

  @Sendable func endOtherSessions(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      _ = try await gate.form(request, session, as: NoFields.self)
      try await auth.store.endSessions(
        user: session.user.id.description, current: session.authSession, scope: "others")
      return HTMLResponse.redirect(
        to: SitePath(.account).query("done", "others-signed-out").fragment("devices"),
        in: session)
    }
  }

  /// An auth error as these forms say it; a wrong password names the field it was typed in.
  static func words(_ error: AuthError, asking field: String) -> String {
    AccountMessage.of(code: error.code, asking: field) ?? error.message
  }
}
