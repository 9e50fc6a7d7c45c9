import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// The contact log's entries: log one (with a follow-up when a day is set), edit one over the
/// version its form opened on, delete one after confirming.
extension WebContactsController {
  /// Logs a contact; a refused form comes back as typed with its messages.
  @Sendable func logContact(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await gate.creating(
        request, session, as: ContactFields.self, otherwise: SitePath(.contacts)
      ) { fields in try await log(fields, session) }
    }
  }

  private func log(_ fields: ContactFields, _ session: WebSessions.Session) async throws
    -> Response
  {
    let loaded = try await load(session)
    let form = fields.form(today: session.today(at: rest.now()))
    let coaches = loaded.choices.coaches
    let errors = form.validate(coaches: coaches)
    guard errors.isEmpty,
      let payload = form.payload(
        loggedBy: session.user.id, coaches: coaches, calendar: session.calendar)
    else {
      return try await refused(
        session, loaded,
        ContactFormView(form, editing: nil, choices: loaded.choices, errors: errors))
    }
    let data = session.data(rest)
    do {
      if let entry = try await data.interactions.insert(payload),
        let followUp = form.followUp(
          after: entry.id, coaches: coaches, schools: loaded.choices.schools)
      {
        _ = try await data.followUps.insertOnce(
          followUp, id: FollowUp.ID(StableID.make("contact/followup", from: entry.id.uuid)))
      }
    } catch {
      return try await refused(
        session, loaded,
        ContactFormView(
          form, editing: nil, choices: loaded.choices,
          failure: FormRefusal.message(error, otherwise: FormRefusal.saveFailed)),
        status: FormRefusal.status(error))
    }
    return HTMLResponse.redirect(to: SitePath(.contacts).query("notice", "logged"), in: session)
  }

  /// Saves an entry's edit; a clash with a change made meanwhile is offered to resolve.
  @Sendable func saveContact(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let fields = try await gate.form(request, session, as: ContactFields.self)
      guard
        let saved = try await session.data(rest).interactions.find(
          id: context.parameters.id(of: Interaction.self))
      else { return gate.notFound(session, .contact, list: .contacts) }
      return try await edit(saved, fields, session)
    }
  }

  private func edit(_ saved: Interaction, _ fields: ContactFields, _ session: WebSessions.Session)
    async throws -> Response
  {
    let loaded = try await load(session)
    let (coaches, calendar) = (loaded.choices.coaches, session.calendar)
    let form = fields.form(today: session.today(at: rest.now()))
    let errors = form.validate(coaches: coaches)
    func shown(failure: String? = nil) -> ContactFormView {
      ContactFormView(
        form, editing: saved.id, choices: loaded.choices, errors: errors, failure: failure,
        carry: EditCarry(posted: fields))
    }
    guard errors.isEmpty else { return try await refused(session, loaded, shown()) }
    let start = EditStart(fields, fields: ContactFields.self) {
      $0.form(today: form.today).columns(coaches: coaches, calendar: calendar)
    }
    let outcome: EditOutcome<Interaction>
    do {
      outcome = try await session.data(rest).interactions.edits(of: saved.id) {
        ContactEdit.columns(of: $0, coaches: coaches, calendar: calendar)
      }.save(
        start.merge(
          edited: form.columns(coaches: coaches, calendar: calendar),
          current: ContactEdit.columns(of: saved, coaches: coaches, calendar: calendar)),
        over: start.version)
    } catch let gone as EditGone {
      return try await refused(
        session, loaded, shown(failure: gone.message), status: FormRefusal.status(gone))
    }
    guard case .conflict(let conflict) = outcome else {
      return HTMLResponse.redirect(to: SitePath(.contacts).query("notice", "saved"), in: session)
    }
    return try await clashed(conflict, session, loaded)
  }

  private func clashed(
    _ conflict: EditConflict<Interaction>, _ session: WebSessions.Session, _ loaded: Loaded
  ) async throws -> Response {
    let (current, calendar) = (conflict.current, session.calendar)
    let today = session.today(at: rest.now())
    let fields = ContactEdit.fields(
      of: conflict, coaches: loaded.choices.coaches, schools: loaded.choices.schools,
      calendar: calendar, locale: locale)
    let view = ContactFormView(
      ContactForm(editing: conflict.mineOverTheirs, calendar: calendar, today: today),
      editing: current.id, choices: loaded.choices,
      carry: EditCarry(
        shown: ContactFields(
          shown: ContactForm(editing: current, calendar: calendar, today: today)),
        version: current.updatedAt,
        conflict: EditConflictView(
          fields, thing: "contact", by: try await session.nameOfSaver(rest, current.updatedBy))))
    return try await refused(session, loaded, view, status: .conflict)
  }

  private func refused(
    _ session: WebSessions.Session, _ loaded: Loaded, _ contact: ContactFormView,
    status: HTTPResponse.Status = .badRequest
  ) async throws -> Response {
    try await page(
      session, loaded, forms: forms(session, loaded, contact: contact), status: status)
  }

  /// "Delete this entry?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmDelete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      guard
        let entry = try await session.data(rest).interactions.find(
          id: context.parameters.id(of: Interaction.self))
      else { return gate.notFound(session, .contact, list: .contacts) }
      let page = ConfirmPage(
        title: "Delete contact", section: SitePath(.contacts).path,
        heading: "Delete this \(entry.type.displayName.lowercased())?",
        question: ContactFormMessage.deleteConfirmation,
        action: .contact(.deletion, entry.id), confirmLabel: "Delete",
        cancelHref: SitePath(.contacts), csrf: session.csrf)
      return page.response(gate.renderer, for: session)
    }
  }

  /// Deletes an entry (one already gone is no error) and goes back to the log.
  @Sendable func deleteContact(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      _ = try await gate.form(request, session)
      if let id = context.parameters.id(of: Interaction.self) {
        try await session.data(rest).interactions.delete(id)
      }
      return HTMLResponse.redirect(
        to: SitePath(.contacts).query("notice", "deleted"), in: session)
    }
  }
}
