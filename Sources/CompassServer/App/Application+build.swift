import CompassAPI
import CompassDomain
import CompassHTTP
import CompassStore
import CompassWeb
import Foundation
import Hummingbird
import HummingbirdCore
import Logging

/// Builds the HTTP application over started services: auth, REST, storage, `/api` and health.
public func buildApplication(
  _ configuration: ServerConfiguration, services: ServerServices, logger: Logger
) -> some ApplicationProtocol {
  let limits = configuration.connectionLimits
  return Application(
    responder: buildResponder(services: services), server: buildServer(services, limits: limits),
    configuration: limits.application(
      address: .hostname(configuration.host, port: configuration.port)),
    logger: logger)
}

/// The HTTP/1.1 server within `limits`, whose `/realtime/v1/websocket` upgrades to Realtime's
/// socket.
package func buildServer(_ services: ServerServices, limits: ConnectionLimits) -> HTTPServerBuilder
{
  let realtime = RealtimeEndpoint(
    hub: services.realtime, tokens: services.tokens, database: services.database)
  return limits.server { await realtime.shouldUpgrade($0) }
}

/// What answers every request: the routes, with the athlete a page's address names taken off
/// first (`AthletePathResponder`); apart from the server, so tests can drive it directly.
public func buildResponder(services: ServerServices) -> some HTTPResponder<CompassRequestContext> {
  AthletePathResponder(buildRouter(services: services).buildResponder())
}

/// The routes.
public func buildRouter(services: ServerServices) -> Router<CompassRequestContext> {
  let router = Router(context: CompassRequestContext.self)
  router.addMiddleware {
    RequestLogMiddleware()
    ConditionalRequestMiddleware()
    CompressionMiddleware()
    ErrorShapeMiddleware(pages: services.pages)
  }
  router.get("health") { _, _ in
    JSONBody.response(["status": "ok"])
  }
  AuthController(
    service: services.auth, mailLinks: services.mailLinks,
    landingPage: { type, token in SitePath.mailLanding(type: type, token: token) }
  ).addRoutes(to: router.group("auth/v1"))
  let family = FamilyInvites(
    database: services.database, now: services.rest.now, newID: UUID.init)
  let feeds = CalendarFeeds(
    database: services.database, now: services.rest.now, newID: UUID.init)
  let shares = ShareLinks(database: services.database, engine: services.rest, newID: UUID.init)
  RestController(
    engine: services.rest, tokens: services.tokens, family: family, feeds: feeds, shares: shares,
    origin: SiteOrigin(configured: services.publicOrigin), accounts: services.accounts,
    digests: services.followUpDigest.digests
  ).addRoutes(to: router.group("rest/v1"))
  APIController(engine: services.rest, tokens: services.tokens).addRoutes(to: router.group("api"))
  StorageController(storage: services.storage, tokens: services.tokens).addRoutes(
    to: router.group("storage/v1"))
  ResumableUploadController(uploads: services.resumable, tokens: services.tokens).addRoutes(
    to: router.group("storage/v1"))
  WebAuthController(
    auth: services.auth, sessions: services.webSessions, renderer: services.pages,
    mailLinks: services.mailLinks
  ).addRoutes(to: router)
  WebMailLinkController(
    auth: services.auth, sessions: services.webSessions, renderer: services.pages,
    mailLinks: services.mailLinks
  ).addRoutes(to: router)
  let gate = WebGate(
    sessions: services.webSessions, renderer: services.pages, heavy: services.heavy,
    submissions: FormSubmissions(database: services.database, now: services.rest.now),
    origin: SiteOrigin(configured: services.publicOrigin))
  WebEventsController(
    rest: services.rest, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebCreateEventController(rest: services.rest, gate: gate).addRoutes(to: router)
  WebEventDetailController(
    rest: services.rest, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebPerformanceController(
    rest: services.rest, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebDocumentsController(
    rest: services.rest, storage: services.storage, shares: shares, tokens: services.tokens,
    gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebSharedPageController(
    links: shares, rest: services.rest, storage: services.storage, renderer: services.pages,
    locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebSchoolsController(rest: services.rest, gate: gate).addRoutes(to: router)
  WebContactsController(rest: services.rest, gate: gate, locale: Locale(identifier: "en_US"))
    .addRoutes(to: router)
  WebProfileController(rest: services.rest, gate: gate).addRoutes(to: router)
  WebFamilyController(
    rest: services.rest, invites: family, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  WebAccountController(
    auth: services.auth, gate: gate, locale: Locale(identifier: "en_US"),
    mailLinks: services.mailLinks, digests: services.followUpDigest.digests
  ).addRoutes(to: router)
  WebAccountDeletionController(accounts: services.accounts, gate: gate).addRoutes(to: router)
  WebAccountExportController(
    rest: services.rest, storage: services.storage, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  CalendarFeedController(
    feeds: feeds, rest: services.rest, heavy: services.heavy, locale: Locale(identifier: "en_US"),
    origin: SiteOrigin(configured: services.publicOrigin)
  )
  .addRoutes(to: router)
  WebCalendarController(feeds: feeds, gate: gate).addRoutes(to: router)
  WebLiveController(
    hub: services.realtime, rest: services.rest, gate: gate, locale: Locale(identifier: "en_US")
  ).addRoutes(to: router)
  return router
}
