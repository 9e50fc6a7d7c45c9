import CompassDomain
import CompassModels
import Foundation
import HTTPTypes
import Hummingbird

/// `/events`: the Events List page and deleting an event after confirming. Filters, search,
/// sort and month live in the URL; the chosen sort is also remembered in a cookie.
struct WebEventsController: Sendable {
  static let sortCookie = "compass_events_sort"

  let rest: RestEngine
  let sessions: WebSessions
  let renderer: PageRenderer
  let calendar: Calendar
  let locale: Locale

  func addRoutes(to router: Router<some RequestContext>) {
    router.get("events") { request, _ in
      try await signedIn(request) { session in try await list(request, session) }
    }
    router.get("events/:id/delete") { request, context in
      try await signedIn(request) { session in
        guard let event = try await event(context.parameters.get("id"), session) else {
          return notFound(session)
        }
        let page = ConfirmPage(
          title: "Delete event", section: "/events",
          heading: "Delete \(EventListText.cardName(event))?",
          question: EventListText.deleteConfirmation,
          action: "/events/\(event.id.description)/delete", confirmLabel: "Delete",
          cancelHref: "/events", csrf: session.csrf)
        return HTMLResponse.page(renderer.render(page, session: session))
      }
    }
    router.post("events/:id/delete") { request, context in
      try await signedIn(request) { session in
        let form = try await FormBody.read(request)
        guard WebSessions.constantTimeEqual(form["_csrf"] ?? "", session.csrf) else {
          return expired(session)
        }
        guard let id = context.parameters.get("id").flatMap(Event.ID.init) else {
          return notFound(session)
        }
        let query = try RestQueryParser(table: TableRegistry.events).parse([
          ("id", "eq.\(id.description)")
        ])
        _ = try await rest.delete(
          TableRegistry.events, query, scope: RowScope(caller: .user(session.user.id)),
          singular: false)
        return HTMLResponse.redirect(to: "/events")
      }
    }
  }

  private func list(_ request: Request, _ session: WebSessions.Session) async throws -> Response {
    let parameters = QueryString.pairs(request.uri.query)
    let remembered = Cookies.value(Self.sortCookie, in: request).flatMap(EventSort.init(rawValue:))
    let query = EventsPage.Query(parameters: parameters, rememberedSort: remembered)
    let page = EventsPage(
      events: try await events(session), query: query,
      today: LocalDate.today(now: rest.now(), calendar: calendar), locale: locale)
    var cookies: [String] = []
    if parameters.contains(where: { $0.key == "sort" }), query.sort != remembered {
      cookies.append(sessions.cookies.set(Self.sortCookie, query.sort.rawValue, maxAge: 31_536_000))
    }
    return HTMLResponse.page(renderer.render(page, session: session), cookies: cookies)
  }

  /// The signed-in user's events through the same scoping layer as REST.
  private func events(_ session: WebSessions.Session) async throws -> [Event] {
    var query = RestQuery()
    query.order = [RestQuery.Order(column: "start_date")]
    let outcome = try await rest.select(
      TableRegistry.events, query, scope: RowScope(caller: .user(session.user.id)), count: false)
    return try JSONDecoder().decode(DecodedRows<Event>.self, from: Data(outcome.jsonArray.utf8))
      .rows
  }

  private func event(_ id: String?, _ session: WebSessions.Session) async throws -> Event? {
    guard let id = id.flatMap(Event.ID.init) else { return nil }
    return try await events(session).first { $0.id == id }
  }

  /// Runs `page` for a signed-in browser; others go to sign-in and come back.
  private func signedIn(
    _ request: Request, _ page: (WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    guard let session = try await sessions.current(request) else {
      let target = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
      let next = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/events"
      return HTMLResponse.redirect(to: "/login?next=\(next)")
    }
    return try await page(session)
  }

  private func notFound(_ session: WebSessions.Session) -> Response {
    let page = MessagePage(
      title: EventDetailLayout.notFoundMessage, section: "/events",
      heading: EventDetailLayout.notFoundMessage,
      text: "It may have been deleted.", linkHref: "/events", linkLabel: "Back to events")
    return HTMLResponse.page(renderer.render(page, session: session), status: .notFound)
  }

  private func expired(_ session: WebSessions.Session) -> Response {
    let page = MessagePage(
      title: "Form expired", section: "/events", heading: "Your form expired",
      text: "Nothing was changed. Please try again.", linkHref: "/events",
      linkLabel: "Back to events")
    return HTMLResponse.page(renderer.render(page, session: session), status: .forbidden)
  }
}
