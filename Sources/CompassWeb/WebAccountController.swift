import CompassDomain
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/account`: the signed-in user's settings: the time zone their pages run on, their sign-in
/// address and password, and the devices signed in.
package struct WebAccountController: Sendable {
  static let invalidZone = "Choose a time zone from the list."

  let auth: AuthService
  let gate: WebGate
  let locale: Locale
  let mailLinks: MailLinks
  /// Who gets the morning e-mail of follow-ups due.
  let digests: FollowUpDigests

  package init(
    auth: AuthService, gate: WebGate, locale: Locale, mailLinks: MailLinks,
    digests: FollowUpDigests
  ) {
    self.auth = auth
    self.gate = gate
    self.locale = locale
    self.mailLinks = mailLinks
    self.digests = digests
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.account, use: show)
    router.post(.account, use: save)
    router.post(.accountPassword, use: changePassword)
    router.post(.accountEmail, use: changeEmail)
    router.post(.accountSessionEnd, use: endSession)
    router.post(.accountOtherSessionsEnd, use: endOtherSessions)
    router.post(.accountDigest, use: setDigest)
  }

  /// Turns the morning e-mail of follow-ups on (its morning counted in the person's zone) or
  /// off.
  @Sendable func setDigest(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context, changesOnlyTheViewer: true) { session in
      let form = try await gate.form(request, session, as: DigestFields.self)
      if form.digest == "on" {
        try await digests.turnOn(for: session.user.id, zone: session.calendar.timeZone)
      } else {
        try await digests.turnOff(for: session.user.id)
      }
      return HTMLResponse.redirect(
        to: SitePath(.account).query("done", "digest").fragment("digest"), in: session)
    }
  }

  /// The morning e-mail's form.
  struct DigestFields: Decodable, Sendable {
    let digest: String?
  }

  /// The settings, with what the last form did ("Time zone saved.", "Password changed.").
  @Sendable func show(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let saved = BrowserForm.queryValue("saved", in: request) != nil
      return try await page(
        session, saved: saved, done: BrowserForm.queryValue("done", in: request))
    }
  }

  /// Saves the time zone: empty follows the browser, otherwise one of the system's IANA names.
  @Sendable func save(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: Fields.self)
      let typed = form.timeZone ?? ""
      guard typed.isEmpty || PersonalTimeZone.named(typed) != nil else {
        return try await page(session, error: Self.invalidZone, status: .badRequest)
      }
      try await auth.setMetadata(
        PersonalTimeZone.metadataKey, to: typed.isEmpty ? nil : .string(typed), of: session.user)
      return HTMLResponse.redirect(to: SitePath(.account).query("saved", "1"), in: session)
    }
  }

  /// The page, with `security` filled in from the account (after `adjust` sets a section's
  /// error and what was typed).
  func page(
    _ session: WebSessions.Session, saved: Bool = false, error: String? = nil,
    done: String? = nil, status: HTTPResponse.Status = .ok,
    adjust: (inout AccountSecurity) -> Void = { _ in }
  ) async throws -> Response {
    let now = auth.now()
    var page = AccountPage(
      email: session.user.email, chosen: session.chosenTimeZone,
      reported: session.reportedTimeZone,
      today: session.today(at: now), locale: locale, saved: saved, error: error,
      csrf: session.csrf)
    let pending = try await auth.store.pendingEmailChange(of: session.user.id)?.email
    page.security.pendingEmail = pending
    page.security.notice = AccountSecurity.notice(done, email: session.user.email, pending: pending)
    page.security.devices = AccountSecurity.devices(
      try await auth.store.sessions(of: session.user.id), current: session.authSession, now: now,
      calendar: session.calendar, locale: locale)
    page.security.hasOthers = page.security.devices.count > 1
    page.isParent = session.athletes.role == .parent
    page.digestOn = try await digests.isOn(for: session.user.id)
    adjust(&page.security)
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
