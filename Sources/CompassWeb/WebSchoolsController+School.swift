import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/schools/{id}`: one school's page, and saving where the family stands with it over the
/// version its form opened on (a clash with the other parent's save is offered).
extension WebSchoolsController {
  @Sendable func schoolPage(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(
      request, context, row: School.self, rest: rest, missing: .school, list: .schools
    ) { school, session in
      let standing = try await standing(of: school.id, session)
      let form = SchoolStandingForm(standing)
      let saved = BrowserForm.queryValue("saved", in: request) != nil
      return try await page(
        school, session,
        standing: SchoolPage.StandingForm(
          form, school: school.id, carry: carry(shown: form, version: standing?.updatedAt)),
        notice: saved ? ContactFormMessage.saved : nil)
    }
  }

  @Sendable func saveStanding(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.posted(
      request, context, row: School.self, rest: rest, missing: .school, list: .schools,
      fields: StandingFields.self
    ) { school, fields, session in
      let form = fields.form
      let shown = SchoolPage.StandingForm(
        form, school: school.id, carry: EditCarry(posted: fields), error: form.notesError)
      guard form.notesError == nil else {
        return try await page(school, session, standing: shown, status: .badRequest)
      }
      let table = session.data(rest).schoolStatuses
      let id = SchoolStandingForm.id(for: school.id)
      let outcome: EditOutcome<SchoolStatus>
      do {
        let before = try await table.find(id)
        let made = try await table.insertOnce(SchoolStandingPayload(schoolID: school.id), id: id)
        let start = EditStart(fields, fields: StandingFields.self) { $0.form.columns }
        // NB: a form opened before the school had a row carries no version; a row made since
        // by someone else is then never written over blindly.
        let version =
          start.version ?? (before == nil ? made?.updatedAt : SchoolStandingForm.neverSaved)
        outcome = try await table.edits(of: id) { SchoolStandingForm.columns(of: $0) }.save(
          start.merge(edited: form.columns, current: SchoolStandingForm.columns(of: before)),
          over: version)
      } catch {
        let refused = SchoolPage.StandingForm(
          form, school: school.id, carry: EditCarry(posted: fields),
          error: FormRefusal.message(error, otherwise: FormRefusal.saveFailed))
        return try await page(
          school, session, standing: refused, status: FormRefusal.status(error))
      }
      guard case .conflict(let conflict) = outcome else {
        return HTMLResponse.redirect(to: .school(school.id).query("saved", "1"), in: session)
      }
      let current = conflict.current
      let clashed = SchoolPage.StandingForm(
        SchoolStandingForm(conflict.mineOverTheirs), school: school.id,
        carry: EditCarry(
          shown: StandingFields(shown: SchoolStandingForm(current)), version: current.updatedAt,
          conflict: EditConflictView(
            SchoolStandingForm.fields(of: conflict), thing: "school",
            by: try await session.nameOfSaver(rest, current.updatedBy))))
      return try await page(school, session, standing: clashed, status: .conflict)
    }
  }

  private func carry(shown form: SchoolStandingForm, version: Date?) -> EditCarry {
    EditCarry(shown: StandingFields(shown: form), version: version)
  }

  private func standing(of school: School.ID, _ session: WebSessions.Session) async throws
    -> SchoolStatus?
  {
    try await session.data(rest).schoolStatuses.list(
      where: [.equals(.schoolID, school)], order: []
    ).first
  }

  private func page(
    _ school: School, _ session: WebSessions.Session, standing: SchoolPage.StandingForm,
    notice: String? = nil, status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let data = session.data(rest)
    let content = SchoolPage.Content(
      school: school, coaches: try await data.coaches.list(order: [.ascending(.lastName)]),
      interactions: try await data.interactions.list(
        where: [.equals(.schoolID, school.id)], order: [.descending(.occurredAt)]),
      followUps: try await data.followUps.list(
        where: [.equals(.status, FollowUpStatus.open.rawValue), .equals(.schoolID, school.id)],
        order: [.ascending(.dueDate)]),
      events: try await data.events.list(
        where: [.equals(.schoolID, school.id)], order: [.descending(.startDate)]),
      documents: try await data.documents.list(order: [.ascending(.title)]),
      today: session.today(at: rest.now()), calendar: session.calendar,
      locale: Locale(identifier: "en_US"))
    var page = SchoolPage(content, standing: standing, notice: notice, csrf: session.csrf)
    let profile = try await data.athleteProfiles.list(order: []).first
    (page.contactRule, page.contactRuleSource) = ContactRules.line(
      division: school.division, athlete: session.athleteName,
      graduationYear: profile?.graduationYear, today: content.today,
      locale: Locale(identifier: "en_US"))
    let shares = ShareRows(engine: rest, user: session.user.id, athlete: session.athlete.id)
    page.linkActivity =
      ShareLinksOverview(
        links: try await shares.links(), views: try await shares.views(),
        schoolNames: [school.id: school.name], now: rest.now(), timeZone: session.calendar.timeZone,
        locale: Locale(identifier: "en_US")
      ).school(school.id, named: school.name).activity
    return page.response(gate.renderer, for: session, status: status)
  }
}

/// The standing form as a browser posts it, with an edit's start (`EditFormCarrier`).
struct StandingFields: Codable, Sendable, EditFormCarrier {
  var status: String?
  var interest: String?
  var notes: String?
  var opened: String?
  var openedAt: String?
  var resolve: String?
  var clashes: String?

  enum CodingKeys: String, CodingKey {
    case status, interest, notes, opened, resolve, clashes
    case openedAt = "opened_at"
  }

  init(shown form: SchoolStandingForm) {
    status = form.status.rawValue
    interest = form.interest?.rawValue ?? ""
    notes = form.notes
  }

  var form: SchoolStandingForm {
    var form = SchoolStandingForm()
    form.status = RecruitingStatus(known: status) ?? .researching
    form.interest = SchoolInterest(known: interest)
    form.notes = notes ?? ""
    return form
  }
}
