import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/events`: the Events List page, its calendar file, and deleting an event after confirming. Filters, search,
/// sort, month and page live in the URL; the chosen sort is also remembered in a cookie. Deleting
/// goes back to the list as it was shown.
package struct WebEventsController: Sendable {
  static let sortCookie = "compass_events_sort"

  let rest: RestEngine
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.gate = gate
    self.locale = locale
  }

  /// A season of thousands of events is heavy work to list and draw (`HeavyWork`).
  private func isLong(_ session: WebSessions.Session) async throws -> Bool {
    try await session.data(rest).events.count() > HeavyWork.longHistory
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.events, use: eventsList)
    router.get(.eventsCalendar, use: eventsCalendarFile)
    router.get(.eventDeletion, use: confirmDelete)
    router.post(.eventDeletion, use: deleteEvent)
  }

  private func list(_ request: Request, _ session: WebSessions.Session) async throws -> Response {
    let fields = try BrowserForm.query(request, as: EventsPage.Query.Fields.self)
    let remembered = request.cookies[Self.sortCookie].flatMap { EventSort(rawValue: $0.value) }
    let query = EventsPage.Query(fields, rememberedSort: remembered)
    let today = session.today(at: rest.now())
    var page = EventsPage(
      events: try await events(session), query: query, today: today, locale: locale)
    try await showFollowUps(on: &page, request, session, today: today)
    var cookies: [String] = []
    if fields.sort != nil, query.sort != remembered {
      cookies.append(
        gate.sessions.cookies.set(Self.sortCookie, query.sort.rawValue, maxAge: 31_536_000))
    }
    return page.response(gate.renderer, for: session, cookies: cookies)
  }

  /// The follow-ups due today or overdue, with their schools' and coaches' names.
  private func showFollowUps(
    on page: inout EventsPage, _ request: Request, _ session: WebSessions.Session,
    today: LocalDate
  ) async throws {
    let data = session.data(rest)
    let due = try await data.followUps.list(
      where: [
        .equals(.status, FollowUpStatus.open.rawValue), .atMost(.dueDate, today),
      ], order: [.ascending(.dueDate)])
    let here = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
    let back = (LocalPath.validated(here).map(SitePath.local) ?? SitePath(.events))
      .fragment("follow-ups")
    guard !due.isEmpty else { return }
    page.show(
      followUps: due, coaches: try await data.coaches.list(order: [.ascending(.lastName)]),
      schools: try await data.schools.list(order: [.ascending(.name)]), today: today, back: back,
      csrf: session.csrf)
  }

  private func events(_ session: WebSessions.Session) async throws -> [Event] {
    try await session.data(rest).events.list(
      order: [.ascending(.startDate)])
  }
}

/// The routes' handlers, one per route.
extension WebEventsController {
  @Sendable func eventsList(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context, when: isLong) { session in
      try await list(request, session)
    }
  }

  @Sendable func eventsCalendarFile(_ request: Request, context: some SiteRequestContext)
    async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context) { session in
      let today = session.today(at: rest.now())
      return HTMLResponse.download(
        ICalendar.make(events: try await events(session), now: rest.now(), locale: locale),
        type: "text/calendar; charset=utf-8",
        name: ExportFileName.events(on: today, extension: "ics"))
    }
  }

  @Sendable func confirmDelete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      guard let id = context.parameters.id(of: Event.self),
        let event = try await session.data(rest).events.find(id)
      else {
        return gate.notFound(session, .event, list: .events)
      }
      let back = WebGate.back(request, otherwise: SitePath(.events), within: .events)
      let page = ConfirmPage(
        title: "Delete event", section: SitePath(.events).path,
        heading: "Delete \(EventListText.cardName(event))?",
        question: EventListText.deleteConfirmation,
        action: .event(.deletion, event.id).query("back", back.text),
        confirmLabel: "Delete", cancelHref: back, csrf: session.csrf)
      return page.response(gate.renderer, for: session)
    }
  }

  @Sendable func deleteEvent(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let back = WebGate.back(request, otherwise: SitePath(.events), within: .events)
      _ = try await gate.form(request, session)
      if let id = context.parameters.id(of: Event.self) {
        try await session.data(rest).events.delete(id)
      }
      return HTMLResponse.redirect(to: back, in: session)
    }
  }
}
