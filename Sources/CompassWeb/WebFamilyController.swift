import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/family`: the people linked to the signed-in user, inviting (a code and a `/join/<code>`
/// link, shown once), joining with a code, an athlete's control over each parent's access,
/// removing or leaving, and revoking open invites. Every read and change goes through the
/// scoping layer (`FamilyRows`) or the family functions (`FamilyInvites`).
package struct WebFamilyController: Sendable {
  let rest: RestEngine
  let invites: FamilyInvites
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, invites: FamilyInvites, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.invites = invites
    self.gate = gate
    self.locale = locale
  }

  struct InviteFields: Decodable, Sendable {
    var access = "edit"
    var email = ""
  }

  struct JoinFields: Decodable, Sendable {
    var code = ""
  }

  struct AccessFields: Decodable, Sendable {
    var access = ""
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.family, use: family)
    router.get(.join, use: joinForm)
    router.post(.familyInvites, use: createInvite)
    router.post(.familyJoin, use: joinFamily)
    router.post(.familyLinkAccess, use: setAccess)
    router.get(.familyLinkRemoval, use: confirmRemoval)
    router.post(.familyLinkRemoval, use: removeLink)
    router.post(.familyInviteRevocation, use: revokeInvite)
  }

  /// What a new invite leaves for the page to show once, and what joining says there.
  static let madeInvite = "family invite"
  static let joinedNotice = "You joined the family."

  private func invite(
    _ form: InviteFields, _ request: Request, _ session: WebSessions.Session
  ) async throws -> Response {
    let email = form.email.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let access = FamilyAccess(rawValue: form.access),
      email.isEmpty || EmailAddress.isValid(email)
    else {
      return try await page(
        session, inviteError: "Enter an e-mail address like name@example.com, or leave it empty.",
        status: .badRequest)
    }
    let made = try await invites.create(
      by: session.user.id, access: access.rawValue, email: email.isEmpty ? nil : email)
    guard case .object(let fields) = made, let code = fields["code"]?.stringValue,
      let expires = fields["expires_at"]?.stringValue.flatMap(Timestamp.parse)
    else { return HTMLResponse.redirect(to: SitePath(.family), in: session) }
    return gate.redirect(
      to: SitePath(.family),
      showingOnce: [
        "code": code, "link": joinLink(request, code: code),
        "expires": FamilyInviteText.expiry(
          expires, timeZone: session.calendar.timeZone, locale: locale),
      ], as: Self.madeInvite, session)
  }

  private func join(_ request: Request, _ session: WebSessions.Session, address: String)
    async throws -> Response
  {
    let form = try await gate.form(request, session, as: JoinFields.self)
    let typed = String(form.code.prefix(64))
    do {
      _ = try await invites.accept(code: typed, by: session.user.id, address: address)
    } catch let refusal as FamilyError {
      let status: HTTPResponse.Status =
        refusal == .tooManyAttempts ? .tooManyRequests : .badRequest
      return try await page(
        session, join: FamilyPage.JoinForm(code: typed, error: refusal.postgrest.message),
        status: status)
    }
    return HTMLResponse.redirect(to: SitePath(.family).query("joined", "1"), in: session)
  }

  private func page(
    _ session: WebSessions.Session, created: FamilyPage.CreatedInvite? = nil,
    join: FamilyPage.JoinForm = FamilyPage.JoinForm(), inviteError: String? = nil,
    notice: String? = nil, status: HTTPResponse.Status = .ok, cookies: [String] = []
  ) async throws -> Response {
    let rows = rows(session)
    let family = try await FamilyRowsView.overview(of: session.user.id, from: rows)
    let open = try await rows.openInvites(at: rest.now()).compactMap { invite in
      FamilyRowsView.line(invite, timeZone: session.calendar.timeZone, locale: locale)
    }
    var page = FamilyPage(
      family: family, invites: open, csrf: session.csrf, created: created, join: join,
      inviteError: inviteError, notice: notice)
    if session.athletes.awaitsFamily { page.firstStep = AthleteChoice.firstStep }
    return page.response(gate.renderer, for: session, status: status, cookies: cookies)
  }

  private func rows(_ session: WebSessions.Session) -> FamilyRows {
    FamilyRows(engine: rest, user: session.user.id)
  }

  /// The address of `/join/<code>` on the site links point at.
  private func joinLink(_ request: Request, code: String) -> String {
    gate.origin.of(request) + SitePath.join(code: code).text
  }

  static func address(_ context: some SiteRequestContext) -> String {
    (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress ?? ""
  }
}

/// The routes' handlers, one per route.
extension WebFamilyController {
  @Sendable func family(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let made = gate.shownOnce(Self.madeInvite, request, session)
      let created = made.map {
        FamilyPage.CreatedInvite(
          code: $0.values["code"] ?? "", link: $0.values["link"] ?? "",
          expires: $0.values["expires"] ?? "")
      }
      let joined = BrowserForm.queryValue("joined", in: request) != nil
      return try await page(
        session, created: created, notice: joined ? Self.joinedNotice : nil,
        cookies: made.map { [$0.clear] } ?? [])
    }
  }

  @Sendable func joinForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let code = String((context.parameters.get("code") ?? "").prefix(64))
      return try await page(session, join: FamilyPage.JoinForm(code: code, fromLink: true))
    }
  }

  @Sendable func createInvite(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await gate.creating(request, session, as: InviteFields.self, otherwise: SitePath(.family))
      {
        try await invite($0, request, session)
      }
    }
  }

  @Sendable func joinFamily(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await join(request, session, address: Self.address(context))
    }
  }

  @Sendable func setAccess(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: AccessFields.self)
      guard let access = FamilyAccess(rawValue: form.access),
        let link = context.parameters.id(of: FamilyLinkRecord.self)
      else { return HTMLResponse.redirect(to: SitePath(.family), in: session) }
      _ = try await rows(session).setAccess(access.rawValue, link: link)
      return HTMLResponse.redirect(to: SitePath(.family), in: session)
    }
  }

  @Sendable func confirmRemoval(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let family = try await FamilyRowsView.overview(of: session.user.id, from: rows(session))
      let link = context.parameters.id(of: FamilyLinkRecord.self)
      guard let member = family.members.first(where: { $0.id == link })
      else { return HTMLResponse.redirect(to: SitePath(.family), in: session) }
      let question = family.removal(of: member)
      let page = ConfirmPage(
        title: question.confirmLabel, section: SitePath(.family).path, heading: question.title,
        question: question.message, action: .familyLinkRemoval(member.id),
        confirmLabel: question.confirmLabel, cancelHref: SitePath(.family), csrf: session.csrf)
      return page.response(gate.renderer, for: session)
    }
  }

  @Sendable func removeLink(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      _ = try await gate.form(request, session)
      if let link = context.parameters.id(of: FamilyLinkRecord.self) {
        _ = try await rows(session).remove(link: link)
      }
      return HTMLResponse.redirect(to: SitePath(.family), in: session)
    }
  }

  @Sendable func revokeInvite(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      _ = try await gate.form(request, session)
      if let invite = context.parameters.id(of: FamilyInviteRecord.self) {
        _ = try await rows(session).revoke(invite: invite, at: rest.now())
      }
      return HTMLResponse.redirect(to: SitePath(.family), in: session)
    }
  }
}
