import CompassServices
import Foundation
import HTTPTypes
import Hummingbird

/// `/account/delete`: what deleting the account takes, then the password typed again; the
/// account goes and the browser is signed out onto `/account/deleted`.
package struct WebAccountDeletionController: Sendable {
  let accounts: AccountClosing
  let gate: WebGate

  package init(accounts: AccountClosing, gate: WebGate) {
    self.accounts = accounts
    self.gate = gate
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.accountDeletion, use: confirm)
    router.post(.accountDeletion, use: delete)
    router.get(.accountDeleted, use: deleted)
  }

  /// The form's field.
  struct Fields: Decodable, Sendable {
    let password: String?
  }

  @Sendable func confirm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in try await page(session) }
  }

  @Sendable func delete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: Fields.self)
      do {
        try await accounts.close(session.user, password: form.password)
      } catch let error as AuthError {
        return try await page(
          session, error: WebAccountController.words(error, asking: "password"),
          status: error.status == .tooManyRequests ? .tooManyRequests : .badRequest)
      }
      return HTMLResponse.redirect(
        to: SitePath(.accountDeleted), for: nil,
        cookies: [gate.sessions.cookies.clear(WebSessions.sessionCookie)])
    }
  }

  @Sendable func deleted(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    MessagePage(
      title: "Account deleted", section: "", heading: "Your account is deleted",
      text: "Your account and what was kept in it are gone, and this browser is signed out. "
        + "A last mail to your address says so. You are welcome back any time.",
      linkHref: SitePath(.signUp), linkLabel: "Create a new account"
    ).response(gate.renderer, for: nil)
  }

  private func page(
    _ session: WebSessions.Session, error: String? = nil, status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    AccountDeletionPage(
      email: session.user.email, isParent: session.athletes.role == .parent,
      contents: try await accounts.summary(of: session.user), error: error, csrf: session.csrf
    ).response(gate.renderer, for: session, status: status)
  }
}
