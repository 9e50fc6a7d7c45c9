import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/schools`: the user's schools as a board by status and last contact, with their coaches,
/// adding a school and adding a coach to one, and each school's own page, all through the same
/// scoping layer as REST.
package struct WebSchoolsController: Sendable {
  let rest: RestEngine
  let gate: WebGate

  package init(rest: RestEngine, gate: WebGate) {
    self.rest = rest
    self.gate = gate
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.schools, use: schools)
    router.post(.schools, use: addSchool)
    router.post(.schoolCoaches, use: addCoach)
    router.get(.school, use: schoolPage)
    router.post(.schoolStanding, use: saveStanding)
  }

  private func addCoach(
    _ form: CoachFields, _ context: some SiteRequestContext, _ session: WebSessions.Session
  ) async throws -> Response {
    guard let school = context.parameters.id(of: School.self),
      try await schools(session).contains(where: { $0.id == school })
    else { return gate.notFound(session, .school, list: .schools) }
    var typed = SchoolsPage.CoachForm(
      firstName: form.firstName.trimmed, lastName: form.lastName.trimmed,
      email: form.email.trimmed, phone: form.phone.trimmed,
      role: form.role ?? CoachRole.head.rawValue)
    if typed.firstName.isEmpty || typed.lastName.isEmpty {
      typed.error = "Enter the coach's first and last name"
    } else if !CoachRole.allCases.map(\.rawValue).contains(typed.role) {
      typed.error = "Choose the coach's role"
    }
    if typed.error != nil {
      return try await page(session, coachForm: (school, typed), status: .badRequest)
    }
    var values = RowValues<Coach>()
    values[.firstName] = .text(typed.firstName)
    values[.lastName] = .text(typed.lastName)
    values[.role] = .text(typed.role)
    values[.schoolID] = school.storeValue
    values.setUnlessEmpty(.email, typed.email)
    values.setUnlessEmpty(.phone, typed.phone)
    do {
      try await session.data(rest).coaches.insert(values)
    } catch {
      typed.error = FormRefusal.message(error, otherwise: FormRefusal.saveFailed)
      return try await page(
        session, coachForm: (school, typed), status: FormRefusal.status(error))
    }
    return HTMLResponse.redirect(
      to: SitePath(.schools).fragment("school-" + school.description), in: session)
  }

  private func page(
    _ session: WebSessions.Session, newSchool: SchoolsPage.SchoolForm = SchoolsPage.SchoolForm(),
    coachForm: (school: School.ID, form: SchoolsPage.CoachForm)? = nil,
    status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let schools = try await schools(session)
    let coaches = try await session.data(rest).coaches.list(order: [.ascending(.lastName)])
    var page = SchoolsPage(
      schools: schools, coaches: coaches,
      csrf: session.csrf, newSchool: newSchool, coachForm: coachForm)
    let shares = ShareRows(engine: rest, user: session.user.id, athlete: session.athlete.id)
    page.show(
      links: try await shares.links(), views: try await shares.views(), schools: schools,
      now: rest.now(), calendar: session.calendar, locale: Locale(identifier: "en_US"))
    let interactions = try await session.data(rest).interactions.list(
      order: [.descending(.occurredAt)])
    page.show(
      replies: interactions.filter { $0.subject == SharedRows.replySubject },
      calendar: session.calendar, locale: Locale(identifier: "en_US"))
    page.arrange(
      schools, standings: try await session.data(rest).schoolStatuses.list(order: []),
      interactions: interactions, coaches: coaches, today: session.today(at: rest.now()),
      calendar: session.calendar)
    return page.response(gate.renderer, for: session, status: status)
  }

  private func schools(_ session: WebSessions.Session) async throws -> [School] {
    try await session.data(rest).schools.list(
      order: [.ascending(.name)])
  }
}

/// The add-a-school form's fields.
private struct SchoolFields: Decodable, Sendable {
  let name: String?
  let city: String?
  let state: String?
  let location: String?
}

/// The add-a-coach form's fields.
private struct CoachFields: Decodable, Sendable {
  let firstName: String?
  let lastName: String?
  let email: String?
  let phone: String?
  let role: String?

  enum CodingKeys: String, CodingKey {
    case firstName = "first_name"
    case lastName = "last_name"
    case email, phone, role
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension String? {
  fileprivate var trimmed: String { (self ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// The routes' handlers, one per route.
extension WebSchoolsController {
  @Sendable func schools(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in try await page(session) }
  }

  @Sendable func addSchool(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let posted = try await gate.posted(request, session, as: SchoolFields.self)
      let form = posted.fields
      var typed = SchoolsPage.SchoolForm(
        name: form.name.trimmed, city: form.city.trimmed, state: form.state.trimmed.uppercased())
      let wantsJSON = request.headers[.accept]?.contains("application/json") == true
      guard !typed.name.isEmpty else {
        typed.error = EventFormMessage.otherSchoolNameRequired
        if wantsJSON {
          return JSONBody.response(["error": .string(typed.error ?? "")], status: .badRequest)
        }
        return try await page(session, newSchool: typed, status: .badRequest)
      }
      var values = RowValues<School>()
      values[.name] = .text(typed.name)
      values.setUnlessEmpty(.city, typed.city)
      values.setUnlessEmpty(.state, typed.state)
      values.setUnlessEmpty(
        .location,
        [typed.city, typed.state].filter { !$0.isEmpty }.joined(separator: ", ").nonEmpty
          ?? form.location.trimmed)
      // NB: the page's script adds a school from the event form and reads the new row back, so
      // a repeat of the form is answered with the row it made (an id derived from the
      // form's), not sent elsewhere as `WebGate.creating` would.
      guard let submission = posted.submission.flatMap(UUID.init(uuidString:)) else {
        typed.error = WebGate.notFromItsPage
        if wantsJSON {
          return JSONBody.response(["error": .string(typed.error ?? "")], status: .badRequest)
        }
        return try await page(session, newSchool: typed, status: .badRequest)
      }
      let id = School.ID(DerivedID.make(from: submission, purpose: "school"))
      let school: School?
      do {
        school = try await session.data(rest).schools.insertOnce(values, id: id)
      } catch {
        typed.error = FormRefusal.message(error, otherwise: FormRefusal.saveFailed)
        if wantsJSON {
          return JSONBody.response(
            ["error": .string(typed.error ?? "")], status: FormRefusal.status(error))
        }
        return try await page(session, newSchool: typed, status: FormRefusal.status(error))
      }
      if wantsJSON, let school {
        return JSONBody.response(
          ["id": .string(school.id.description), "name": .string(school.name)], status: .created)
      }
      return HTMLResponse.redirect(to: SitePath(.schools), in: session)
    }
  }

  @Sendable func addCoach(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await gate.creating(
        request, session, as: CoachFields.self, otherwise: SitePath(.schools)
      ) { form in try await addCoach(form, context, session) }
    }
  }
}
