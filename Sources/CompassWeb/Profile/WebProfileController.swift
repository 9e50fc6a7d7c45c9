import CompassDomain
import CompassModels
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/profile`: the athlete's profile for coaches, changed by the athlete and parents with edit
/// access through the scoping layer; an edit sends only what changed and meets a change saved
/// meanwhile with Keep Mine, Keep Theirs or See Both, as every edit form does.
package struct WebProfileController: Sendable {
  let rest: RestEngine
  let gate: WebGate

  package init(rest: RestEngine, gate: WebGate) {
    self.rest = rest
    self.gate = gate
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.profile, use: show)
    router.post(.profile, use: save)
  }

  /// The profile and its form, with "Profile saved." after a save.
  @Sendable func show(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let profile = try await current(session)
      let draft = AthleteProfileDraft(profile)
      return page(
        session, profile: profile, draft: draft, name: name(session),
        carry: EditCarry(shown: ProfileFormFields(shown: draft), version: profile?.updatedAt),
        saved: BrowserForm.queryValue("saved", in: request) != nil)
    }
  }

  /// Saves the profile; a refused form comes back as typed with its messages.
  @Sendable func save(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await gate.signedIn(request, context) { session in
      let fields = try await gate.form(request, session, as: ProfileFormFields.self)
      let draft = fields.draft
      let stored = try await current(session)
      let typedName = (fields.displayName ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      let problems = draft.problems(today: session.today(at: rest.now()))
      let nameRefused =
        session.athlete.isViewer && fields.displayName != nil
        && (typedName.isEmpty || typedName.count > 200)
      guard problems.isEmpty, !nameRefused, session.athlete.canEdit else {
        return page(
          session, profile: stored, draft: draft, name: fields.displayName ?? name(session),
          carry: EditCarry(posted: fields), errors: problems,
          nameError: nameRefused ? ProfileText.nameRequired : nil,
          status: session.athlete.canEdit ? .badRequest : .forbidden)
      }
      if session.athlete.isViewer, fields.displayName != nil, typedName != session.profileName {
        try await FamilyRows(engine: rest, user: session.user.id).rename(to: typedName)
      }
      return try await store(draft, fields, over: stored, session)
    }
  }

  /// Creates the athlete's profile, or saves the edit over the one stored.
  private func store(
    _ draft: AthleteProfileDraft, _ fields: ProfileFormFields, over stored: AthleteProfile?,
    _ session: WebSessions.Session
  ) async throws -> Response {
    let table = session.data(rest).athleteProfiles
    var existing = stored
    if existing == nil {
      let id = AthleteProfile.ID(DerivedID.make(from: session.athlete.id.uuid, purpose: "profile"))
      if let made = try await table.insertOnce(draft.columns, id: id),
        AthleteProfileDraft.columns(of: made) == draft.columns
      {
        return HTMLResponse.redirect(to: SitePath(.profile).query("saved", "1"), in: session)
      }
      existing = try await current(session)
    }
    guard let existing else {
      return HTMLResponse.redirect(to: SitePath(.profile).query("saved", "1"), in: session)
    }
    let start = EditStart(fields, fields: ProfileFormFields.self) { $0.draft.columns }
    let outcome: EditOutcome<AthleteProfile>
    do {
      outcome = try await table.edits(of: existing.id, columns: AthleteProfileDraft.columns(of:))
        .save(
          start.merge(
            edited: draft.columns, current: AthleteProfileDraft.columns(of: existing)),
          over: stored == nil ? existing.updatedAt : start.version)
    } catch let gone as EditGone {
      return page(
        session, profile: existing, draft: draft, name: name(session),
        carry: EditCarry(posted: fields), failure: gone.message, status: FormRefusal.status(gone))
    }
    guard case .conflict(let conflict) = outcome else {
      return HTMLResponse.redirect(to: SitePath(.profile).query("saved", "1"), in: session)
    }
    let current = conflict.current
    let carry = EditCarry(
      shown: ProfileFormFields(shown: AthleteProfileDraft(current)), version: current.updatedAt,
      conflict: EditConflictView(
        AthleteProfileEdit.fields(of: conflict), thing: "profile",
        by: try await session.nameOfSaver(rest, current.updatedBy)))
    return page(
      session, profile: current, draft: AthleteProfileDraft(conflict.mineOverTheirs),
      name: name(session), carry: carry, status: .conflict)
  }

  private func current(_ session: WebSessions.Session) async throws -> AthleteProfile? {
    try await session.data(rest).athleteProfiles.list(order: []).first
  }

  /// The name coaches see: the athlete's own profile name.
  private func name(_ session: WebSessions.Session) -> String {
    session.athlete.isViewer ? session.profileName : session.athlete.name
  }

  private func page(
    _ session: WebSessions.Session, profile: AthleteProfile?, draft: AthleteProfileDraft,
    name: String, carry: EditCarry, errors: [AthleteProfileField: String] = [:],
    nameError: String? = nil, failure: String? = nil, saved: Bool = false,
    status: HTTPResponse.Status = .ok
  ) -> Response {
    var page = ProfilePage(
      session: session, profile: profile, draft: draft, displayName: name,
      today: session.today(at: rest.now()), carry: carry, errors: errors, saved: saved)
    page.nameError = nameError
    page.failure = failure
    return page.response(gate.renderer, for: session, status: status)
  }
}
