import CompassDomain
import CompassModels
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/events/subscribe`: the signed-in person's private calendar link for the athlete on the
/// page, its reminders, and ending it; the feed itself is `CalendarFeedController`. A parent
/// subscribes to each of their athletes (the athlete is in the address, as on every page).
package struct WebCalendarController: Sendable {
  let feeds: CalendarFeeds
  let gate: WebGate

  package init(feeds: CalendarFeeds, gate: WebGate) {
    self.feeds = feeds
    self.gate = gate
  }

  struct ReminderFields: Decodable, Sendable {
    var dayBefore: String?
    var dayBeforeAt: String?
    var checkIn: String?
    var checkInLead: String?

    enum CodingKeys: String, CodingKey {
      case dayBefore = "day_before"
      case dayBeforeAt = "day_before_at"
      case checkIn = "check_in"
      case checkInLead = "check_in_lead"
    }
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.calendarSubscription, use: subscription)
    router.post(.calendarSubscription, use: makeSubscription)
    router.post(.calendarReminders, use: setReminders)
    router.post(.calendarSubscriptionEnd, use: endSubscription)
  }

  private func setReminders(_ request: Request, _ session: WebSessions.Session) async throws
    -> Response
  {
    let form = try await gate.form(request, session, as: ReminderFields.self)
    let typed = CalendarSubscribePage.ReminderForm(
      dayBefore: form.dayBefore != nil, dayBeforeAt: String((form.dayBeforeAt ?? "").prefix(16)),
      checkIn: form.checkIn != nil, checkInLead: String((form.checkInLead ?? "").prefix(16)))
    switch FeedReminders.chosen(
      dayBefore: typed.dayBefore, at: typed.dayBeforeAt, checkIn: typed.checkIn,
      leadMinutes: typed.checkInLead)
    {
    case .failure(let problem):
      return try await page(session, typed: typed, error: problem.message, status: .badRequest)
    case .success(let reminders):
      try await feeds.setReminders(reminders, of: session.user.id, athlete: session.athlete.id)
      return HTMLResponse.redirect(to: SitePath(.calendarSubscription), in: session)
    }
  }

  /// What a new calendar link leaves for the page to show once.
  static let madeLink = "calendar link"

  private func page(
    _ session: WebSessions.Session, created: CalendarSubscribePage.CreatedLink? = nil,
    typed: CalendarSubscribePage.ReminderForm? = nil, error: String? = nil,
    status: HTTPResponse.Status = .ok, cookies: [String] = []
  ) async throws -> Response {
    let saved = try await feeds.reminders(of: session.user.id, athlete: session.athlete.id)
    let athlete = session.athlete
    let page = CalendarSubscribePage(
      csrf: session.csrf,
      calendarName: CalendarFeed.name(athlete: athlete.name, isViewer: athlete.isViewer),
      isSubscribed: saved != nil, created: created,
      reminders: typed ?? CalendarSubscribePage.ReminderForm(saved ?? .standard), error: error)
    return page.response(gate.renderer, for: session, status: status, cookies: cookies)
  }
}

/// The routes' handlers, one per route.
extension WebCalendarController {
  @Sendable func subscription(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let made = gate.shownOnce(Self.madeLink, request, session)
      let created = made.map {
        CalendarSubscribePage.CreatedLink(
          https: $0.values["https"] ?? "", webcal: $0.values["webcal"] ?? "")
      }
      return try await page(session, created: created, cookies: made.map { [$0.clear] } ?? [])
    }
  }

  @Sendable func makeSubscription(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context, changesOnlyTheViewer: true) { session in
      try await gate.creating(
        request, session, as: NoFields.self, otherwise: SitePath(.calendarSubscription)
      ) { _ in
        guard
          let token = try await feeds.renew(for: session.user.id, athlete: session.athlete.id)
        else { return HTMLResponse.redirect(to: SitePath(.events), in: session) }
        let links = CalendarFeeds.links(origin: gate.origin.of(request), token: token)
        return gate.redirect(
          to: SitePath(.calendarSubscription),
          showingOnce: ["https": links.url, "webcal": links.webcal],
          as: Self.madeLink, session)
      }
    }
  }

  @Sendable func setReminders(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context, changesOnlyTheViewer: true) { session in
      try await setReminders(request, session)
    }
  }

  @Sendable func endSubscription(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context, changesOnlyTheViewer: true) { session in
      _ = try await gate.form(request, session)
      try await feeds.end(for: session.user.id, athlete: session.athlete.id)
      return HTMLResponse.redirect(to: SitePath(.calendarSubscription), in: session)
    }
  }
}
