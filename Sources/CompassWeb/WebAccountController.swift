import CompassDomain
import CompassModels
import CompassServices
import Foundation
import HTTPTypes
import Hummingbird

/// `/account`: the signed-in user's settings — today, the time zone their pages run on.
package struct WebAccountController: Sendable {
  static let invalidZone = "Choose a time zone from the list."

  let auth: AuthService
  let gate: WebGate
  let locale: Locale

  package init(auth: AuthService, gate: WebGate, locale: Locale) {
    self.auth = auth
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.account, use: show)
    router.post(.account, use: save)
  }

  /// The settings, with "Time zone saved." after a save.
  @Sendable func show(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let saved = BrowserForm.queryValue("saved", in: request) != nil
      return page(session, saved: saved)
    }
  }

  /// Saves the time zone: empty follows the browser, otherwise one of the system's IANA names.
  @Sendable func save(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: Fields.self)
      let typed = form.timeZone ?? ""
      guard typed.isEmpty || PersonalTimeZone.named(typed) != nil else {
        return page(session, error: Self.invalidZone, status: .badRequest)
      }
      try await auth.setMetadata(
        PersonalTimeZone.metadataKey, to: typed.isEmpty ? nil : .string(typed), of: session.user)
      return HTMLResponse.redirect(to: SitePath(.account).query("saved", "1"), in: session)
    }
  }

  private func page(
    _ session: WebSessions.Session, saved: Bool = false, error: String? = nil,
    status: HTTPResponse.Status = .ok
  ) -> Response {
    let page = AccountPage(
      email: session.user.email, chosen: session.chosenTimeZone,
      reported: session.reportedTimeZone,
      today: session.today(at: auth.now()), locale: locale, saved: saved, error: error,
      csrf: session.csrf)
    return page.response(gate.renderer, for: session, status: status)
  }

  /// The settings form.
  struct Fields: Decodable, Sendable {
    let timeZone: String?

    enum CodingKeys: String, CodingKey {
      case timeZone = "time_zone"
    }
  }
}
