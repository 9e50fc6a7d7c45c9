import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// `/calendar/<token>.ics`: one person's subscription to one athlete's season, as calendar
/// apps poll it. The events are read as that person, through the same scope as every page; an
/// unchanged season answers 304 (`ConditionalRequestMiddleware`, by its entity tag); a wrong,
/// renewed or ended token answers 404.
package struct CalendarFeedController: Sendable {
  /// Tokens are 43 characters; anything much longer is not one.
  static let longestFile = 100

  let feeds: CalendarFeeds
  let rest: RestEngine
  let heavy: HeavyWork
  let locale: Locale
  let origin: SiteOrigin

  package init(
    feeds: CalendarFeeds, rest: RestEngine, heavy: HeavyWork, locale: Locale, origin: SiteOrigin
  ) {
    self.origin = origin
    self.feeds = feeds
    self.rest = rest
    self.heavy = heavy
    self.locale = locale
  }

  package func addRoutes(to router: Router<some SiteRequestContext>) {
    router.get(.calendarFeed, use: calendarFile)
  }

  private func feed(_ request: Request, file: String) async throws -> Response {
    guard file.count <= Self.longestFile, file.hasSuffix(".ics"),
      let subscription = try await feeds.subscription(token: String(file.dropLast(4)))
    else { return Self.notFound }
    let origin = origin.of(request)
    let (body, changed) = try await heavy.run(for: subscription.subscriber.description) {
      try await calendar(for: subscription, origin: origin)
    }
    let tag = CalendarFeeds.tag(of: body)
    var headers: HTTPFields = [
      .eTag: tag, .cacheControl: "private, max-age=300", .xContentTypeOptions: "nosniff",
    ]
    if let changed { headers[.lastModified] = HTTPDate.format(changed) }
    headers[.contentType] = "text/calendar; charset=utf-8"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }

  /// The feed's bytes, and when its newest event last changed (informational: a deletion
  /// does not move it, so only the entity tag answers conditional requests).
  private func calendar(for subscription: CalendarFeeds.Subscription, origin: String)
    async throws -> (Data, Date?)
  {
    let athlete = subscription.athlete
    let isOwn = subscription.subscriber == athlete
    let season = try await feeds.season(of: athlete)
    let data = ScopedData(engine: rest, user: subscription.subscriber, athlete: athlete)
    let events = try await data.events.list(order: [.ascending(.startDate)])
    let followUps = try await data.followUps.list(
      where: [.equals(.status, FollowUpStatus.open.rawValue)], order: [.ascending(.dueDate)])
    let feed = CalendarFeed(
      name: CalendarFeed.name(athlete: season.name, isViewer: isOwn), timeZone: season.zone,
      reminders: subscription.reminders, locale: locale,
      eventLink: { id in
        origin + SitePath.event(id).written(for: isOwn ? nil : athlete)
      })
    let changed = events.compactMap { $0.updatedAt ?? $0.createdAt }.max()
    return (
      feed.make(
        events: events,
        followUps: try await followUpsOfFeed(
          followUps, data, link: origin + SitePath(.contacts).written(for: isOwn ? nil : athlete))),
      changed
    )
  }

  /// The open follow-ups with whom each is about, for the feed.
  private func followUpsOfFeed(_ followUps: [FollowUp], _ data: ScopedData, link: String)
    async throws -> CalendarFeed.FollowUps
  {
    guard !followUps.isEmpty else { return CalendarFeed.FollowUps([], link: link) { _ in nil } }
    let coaches = Dictionary(
      try await data.coaches.list(order: []).map { ($0.id, "Coach \($0.fullName)") }
    ) { first, _ in first }
    let schools = Dictionary(
      try await data.schools.list(order: []).map { ($0.id, $0.name) }
    ) { first, _ in first }
    return CalendarFeed.FollowUps(followUps, link: link + "#follow-ups") { followUp in
      let about = [
        followUp.coachID.flatMap { coaches[$0] }, followUp.schoolID.flatMap { schools[$0] },
      ].compactMap { $0 }.joined(separator: " · ")
      return about.isEmpty ? nil : about
    }
  }

  private static var notFound: Response {
    Response(
      status: .notFound,
      headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: "No calendar here.\n")))
  }
}

/// The routes' handlers, one per route.
extension CalendarFeedController {
  @Sendable func calendarFile(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await feed(request, file: context.parameters.get("file") ?? "")
  }
}
