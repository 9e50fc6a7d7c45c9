import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// The follow-ups: add and edit one; do one (the interaction logged in the contact log and the
/// follow-up marked done, each once however often it is sent), snooze or drop one. Each action
/// goes back where it was sent from (the Events List or the contact log).
extension WebContactsController {
  /// Adds a follow-up; a refused form comes back as typed with its messages.
  @Sendable func addFollowUp(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await gate.creating(
        request, session, as: FollowUpFields.self,
        otherwise: SitePath(.contacts).fragment("follow-ups")
      ) { fields in
        let form = fields.form(over: nil, today: session.today(at: rest.now()))
        return try await saveFollowUp(form, editing: nil, session)
      }
    }
  }

  /// Saves a follow-up's edit (its title, notes, day and whom it is about).
  @Sendable func saveFollowUp(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let fields = try await gate.form(request, session, as: FollowUpFields.self)
      guard let saved = try await followUp(context, session) else {
        return gate.notFound(session, .followUp, list: .contacts)
      }
      let form = fields.form(over: saved, today: session.today(at: rest.now()))
      return try await saveFollowUp(form, editing: saved, session)
    }
  }

  private func saveFollowUp(
    _ form: FollowUpForm, editing saved: FollowUp?, _ session: WebSessions.Session
  ) async throws -> Response {
    let errors = form.validate(keeping: saved?.dueDate)
    guard errors.isEmpty, let payload = form.payload(keeping: saved?.dueDate) else {
      return try await refused(session, form, editing: saved?.id, errors: errors)
    }
    let table = session.data(rest).followUps
    do {
      if let saved {
        try await table.update(saved.id, payload)
      } else {
        try await table.insert(payload)
      }
    } catch {
      return try await refused(
        session, form, editing: saved?.id,
        failure: FormRefusal.message(error, otherwise: FormRefusal.saveFailed),
        status: FormRefusal.status(error))
    }
    let notice = saved == nil ? "follow_up_added" : "follow_up_saved"
    return HTMLResponse.redirect(
      to: SitePath(.contacts).query("notice", notice).fragment("follow-ups"), in: session)
  }

  private func refused(
    _ session: WebSessions.Session, _ form: FollowUpForm, editing: FollowUp.ID?,
    errors: [FollowUpFormField: String] = [:], failure: String? = nil,
    status: HTTPResponse.Status = .badRequest
  ) async throws -> Response {
    let loaded = try await load(session)
    let view = FollowUpFormView(
      form, editing: editing, choices: loaded.choices, errors: errors, failure: failure)
    return try await page(
      session, loaded, forms: forms(session, loaded, followUp: view), status: status)
  }

  /// Marks a follow-up done, logging the interaction that did it in the same step.
  @Sendable func followUpDone(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await acting(request, context, FollowUpDoneFields.self, notice: "done") {
      followUp, fields, session in
      guard followUp.status == .open else { return }
      let now = rest.now()
      let entry = FollowUpCompletion.interactionID(for: followUp.id)
      let data = session.data(rest)
      _ = try await data.interactions.insertOnce(
        FollowUpCompletion.interaction(
          doing: followUp, type: InteractionType(known: fields.type) ?? .email,
          note: fields.note ?? "", at: now, loggedBy: session.user.id),
        id: entry)
      var values = RowValues<FollowUp>()
      values[.status] = .text(FollowUpStatus.done.rawValue)
      values[.doneInteractionID] = .uuid(entry.uuid)
      values[.doneAt] = .instant(now)
      try await data.followUps.update(
        followUp.id, values, where: [.equals(.status, FollowUpStatus.open.rawValue)])
    }
  }

  /// Puts a follow-up off to a day counted from today.
  @Sendable func snoozeFollowUp(_ request: Request, context: some SiteRequestContext)
    async throws -> Response
  {
    try await acting(request, context, FollowUpSnoozeFields.self, notice: "snoozed") {
      followUp, fields, session in
      let snooze = fields.until.flatMap(FollowUpSnooze.init(rawValue:)) ?? .tomorrow
      var values = RowValues<FollowUp>()
      values[.dueDate] = .date(snooze.dueDate(today: session.today(at: rest.now())))
      try await session.data(rest).followUps.update(
        followUp.id, values, where: [.equals(.status, FollowUpStatus.open.rawValue)])
    }
  }

  /// Drops a follow-up: it leaves the lists, and stays in the data as dropped.
  @Sendable func dropFollowUp(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await acting(request, context, NoFields.self, notice: "dropped") { followUp, _, session in
      var values = RowValues<FollowUp>()
      values[.status] = .text(FollowUpStatus.dropped.rawValue)
      try await session.data(rest).followUps.update(
        followUp.id, values, where: [.equals(.status, FollowUpStatus.open.rawValue)])
    }
  }

  /// A post acting on one of the athlete's follow-ups, then back where it was sent from.
  private func acting<Fields: Decodable & Sendable>(
    _ request: Request, _ context: some SiteRequestContext, _ fields: Fields.Type,
    notice: String, _ act: (FollowUp, Fields, WebSessions.Session) async throws -> Void
  ) async throws -> Response {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: fields)
      guard let followUp = try await followUp(context, session) else {
        return gate.notFound(session, .followUp, list: .contacts)
      }
      try await act(followUp, form, session)
      let back = WebGate.back(
        request, otherwise: SitePath(.contacts).query("notice", notice).fragment("follow-ups"))
      return HTMLResponse.redirect(to: back, in: session)
    }
  }

  private func followUp(_ context: some SiteRequestContext, _ session: WebSessions.Session)
    async throws -> FollowUp?
  {
    try await session.data(rest).followUps.find(id: context.parameters.id(of: FollowUp.self))
  }
}
