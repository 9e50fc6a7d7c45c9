import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/events/new`: the Create Event form, and `/events/check`, the form's live messages. A
/// refused form comes back as typed with its messages. The id chosen when the form was shown
/// (and the id of a school added with it, derived from it) makes a repeated post, or ten at
/// once, open the same event instead of creating a second; a post without one is shown again.
package struct WebCreateEventController: Sendable {
  let rest: RestEngine
  let gate: WebGate

  package init(rest: RestEngine, gate: WebGate) {
    self.rest = rest
    self.gate = gate
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    // NB: the spec names the page `/events/create`; it is `/events/new` here.
    router.get(.oldNewEvent, use: oldCreateAddress)
    router.get(.newEvent, use: newEventForm)
    router.post(.newEvent, use: createEvent)
    router.post(.eventCheck, use: checkEvent)
  }

  private func create(_ submitted: EventFormInput, _ session: WebSessions.Session) async throws
    -> Response
  {
    var input = submitted
    let posted = input.eventID
    let id = posted ?? Event.ID(gate.newID())
    input.eventID = id
    let data = session.data(rest)
    input.checkSchool(among: try await data.schools.list(order: [.ascending(.name)]))
    guard input.validate().isValid else {
      return try await page(input, session, status: .badRequest)
    }
    guard posted != nil else {
      return try await page(
        input, session, status: .badRequest, failure: EventFormMessage.sendAgain)
    }
    if try await data.events.find(id) != nil {
      return HTMLResponse.redirect(to: .event(id), in: session)
    }
    do {
      try await input.createSchool(data.schools)
    } catch {
      return try await page(
        input, session, status: FormRefusal.status(error),
        failure: FormRefusal.message(error, otherwise: EventFormMessage.schoolCreateFailed))
    }
    guard let payload = input.form.payload() else {
      return try await page(input, session, status: .badRequest)
    }
    do {
      guard try await data.events.insertOnce(payload, id: id) != nil else {
        return try await page(
          input, session, status: .conflict, failure: EventFormMessage.createFailed)
      }
    } catch {
      return try await page(
        input, session, status: FormRefusal.status(error),
        failure: FormRefusal.message(error, otherwise: EventFormMessage.createFailed))
    }
    return HTMLResponse.redirect(to: .event(id), in: session)
  }

  private func page(
    _ input: EventFormInput, _ session: WebSessions.Session, showsMessages: Bool = true,
    status: HTTPResponse.Status = .ok, failure: String? = nil
  ) async throws -> Response {
    let schools = try await session.data(rest).schools.list(
      order: [.ascending(.name)])
    let page = CreateEventPage(
      form: EventFormView(
        input, schools: schools, target: .create, csrf: session.csrf,
        showsMessages: showsMessages, failure: failure))
    return page.response(gate.renderer, for: session, status: status)
  }
}

/// The routes' handlers, one per route.
extension WebCreateEventController {
  @Sendable func oldCreateAddress(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    HTMLResponse.redirect(to: SitePath(.newEvent), for: context.addressedAthlete)
  }

  @Sendable func newEventForm(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      var input = EventFormInput()
      input.eventID = Event.ID(gate.newID())
      return try await page(input, session, showsMessages: false)
    }
  }

  @Sendable func createEvent(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: EventFormFields.self)
      return try await create(EventFormInput(form), session)
    }
  }

  @Sendable func checkEvent(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: EventFormFields.self)
      var input = EventFormInput(form)
      input.checkSchool(
        among: try await session.data(rest).schools.list(
          order: [.ascending(.name)]))
      return JSONBody.response(EventFormCheck(input, attempted: form.attempted == "1").json)
    }
  }
}
