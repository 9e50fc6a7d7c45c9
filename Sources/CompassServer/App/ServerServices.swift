import CompassModels
import CompassServices
import CompassStore
import CompassWeb
import Foundation
import Logging
import NIOCore

/// Everything the routes use, built once at start: the database, tokens, auth, REST, storage and
/// the web pages' sessions and templates.
public struct ServerServices: Sendable {
  let database: CompassDatabase
  let tokens: TokenService
  let auth: AuthService
  let rest: RestEngine
  let storage: StorageService
  /// TUS uploads: their bytes so far, resumed after a dropped connection.
  let resumable: ResumableUploads
  /// Realtime's changes, read from the log and handed to the sockets' channels.
  let realtime: RealtimeHub
  private let realtimeReader: Task<Void, Never>
  /// The morning e-mail of follow-ups due, and the task that sends it.
  let followUpDigest: FollowUpDigestSender
  private let followUpDigestLoop: Task<Void, Never>
  let webSessions: WebSessions
  let pages: PageRenderer
  /// Exports, feeds and long charts: off the request loops, bounded (`HeavyWork`).
  let heavy: HeavyWork
  /// `--public-url` as given (without a trailing slash); `nil` when links follow each request.
  let publicOrigin: String?
  /// Mail to people: over SMTP, or kept in the data folder with its links printed.
  let mail: MailQueue
  /// Where mail is kept when no mail server is set.
  let mailFolder: String
  /// The links mail carries: on the public address (`--public-url`, else the server's own),
  /// going on only to allowed places.
  let mailLinks: MailLinks

  /// Deleting accounts: rows, then files.
  var accounts: AccountClosing {
    AccountClosing(auth: auth, objects: storage.bytes, resumable: resumable.bytes)
  }

  /// The project keys clients use (`compass keys` prints them).
  public var anonKey: String { tokens.anonKey }
  public var serviceRoleKey: String { tokens.serviceRoleKey }

  /// Opens and migrates the database and prepares the services.
  public static func start(
    _ configuration: ServerConfiguration, logger: Logger,
    now: @escaping @Sendable () -> Date = Date.init,
    newID: @escaping @Sendable () -> UUID = UUID.init
  ) async throws -> ServerServices {
    let mail = MailQueue(
      mailer: try mailer(configuration, logger: logger), sender: configuration.resolvedMailFrom,
      logger: logger)
    let database = try CompassDatabase(
      url: configuration.resolvedDatabaseURL, logger: logger,
      connectionWait: TimeAmount(configuration.connectionWait))
    var hasher: PasswordHasher?
    do {
      try await database.migrate()
      let secret = try SecretStore.jwtSecret(
        configured: configuration.jwtSecret, dataDirectory: configuration.dataDirectory)
      let tokens = try await TokenService.make(
        secret: secret, issuer: configuration.resolvedPublicURL + "/auth/v1", now: now)
      let started = try await PasswordHasher.start(
        cost: configuration.bcryptCost, niceness: configuration.hashingNiceness)
      hasher = started
      let auth = AuthService(
        store: AuthStore(database: database, now: now, newID: newID, secret: secret),
        tokens: tokens,
        hasher: started, now: now, decoyHash: try await started.hash(UUID().uuidString),
        mail: mail, confirmSignups: configuration.confirmSignups)
      let stores = try configuration.fileStores(
        environment: ProcessInfo.processInfo.environment, logger: logger)
      let storage = StorageService(
        objects: ObjectStore(database: database, now: now, newID: newID), files: stores.spool,
        bytes: stores.objects, tokens: tokens, uploadLimit: configuration.maxUploadBytes, now: now)
      let resumable = ResumableUploads(
        storage: storage, uploads: ResumableUploadStore(database: database, now: now),
        bytes: stores.resumable, locks: UploadLocks())
      try await reconcile(storage, resumable, database: database, now: now, logger: logger)
      let realtime = RealtimeHub(database: database, now: now)
      let rest = RestEngine(database: database, now: now, newID: newID)
      let links = mailLinks(configuration)
      let digest = FollowUpDigestSender(
        digests: FollowUpDigests(database: database, now: now), rest: rest, mail: mail,
        origin: links.origin)
      return ServerServices(
        database: database, tokens: tokens, auth: auth, rest: rest, storage: storage,
        resumable: resumable, realtime: realtime,
        realtimeReader: Task { await realtime.run(logger: logger) },
        followUpDigest: digest, followUpDigestLoop: Task { await digest.run(logger: logger) },
        webSessions: WebSessions(
          store: auth.store,
          cookies: SiteCookies(secure: configuration.resolvedPublicURL.hasPrefix("https://")),
          secret: secret),
        pages: try PageRenderer.load(), heavy: HeavyWork(limits: configuration.heavyWork),
        publicOrigin: configuration.publicURL.map { String($0.trimmingSuffix("/")) }, mail: mail,
        mailFolder: URL(fileURLWithPath: configuration.dataDirectory).appending(path: "mail").path,
        mailLinks: links)
    } catch {
      await hasher?.shutdown()
      await database.shutdown()
      throw error
    }
  }

  /// How long one server's reconciliation of the file store holds off the others'.
  static let reconcileEvery: TimeInterval = 3600

  /// The start-up reconciliation of stored files with their rows, and of resumable uploads:
  /// on PostgreSQL done by one server of those sharing the database, at most once an hour.
  private static func reconcile(
    _ storage: StorageService, _ resumable: ResumableUploads, database: CompassDatabase,
    now: @escaping @Sendable () -> Date, logger: Logger
  ) async throws {
    try storage.files.prepare()
    try await storage.bytes.prepare()
    // NB: one SQLite file has one server, which reconciles at every start.
    let leases = BackgroundLeases(database: database, now: now)
    if database.dialect == .postgres {
      guard
        try await leases.take(
          "storage reconciliation", holder: resumable.server, for: reconcileEvery)
      else {
        return logger.info("storage: another server reconciled the file store within the hour")
      }
    }
    try await storage.sweep(logger: logger)
    _ = try await resumable.sweep()
  }

  /// SMTP when `--smtp-url` is set, otherwise the data folder's `mail` (said once at start).
  private static func mailer(_ configuration: ServerConfiguration, logger: Logger) throws
    -> any Mailer
  {
    guard let settings = try configuration.smtpSettings() else {
      let folder = URL(fileURLWithPath: configuration.dataDirectory).appending(path: "mail")
      logger.notice(
        "mail: no --smtp-url, so mail is kept in \(folder.path) and each link is printed here")
      return FolderMailer(folder: folder, logger: logger)
    }
    logger.notice("mail: sent through \(settings)")
    let host = URLComponents(string: configuration.resolvedPublicURL)?.host ?? "localhost"
    return try SMTPMailer(settings: settings, heloName: host)
  }

  private static func mailLinks(_ configuration: ServerConfiguration) -> MailLinks {
    let origin = String(configuration.resolvedPublicURL.trimmingSuffix("/"))
    return MailLinks(
      origin: origin,
      redirects: RedirectAllowList(origin: origin, places: configuration.redirectURLs))
  }

  public func shutdown() async {
    realtimeReader.cancel()
    followUpDigestLoop.cancel()
    await realtimeReader.value
    await followUpDigestLoop.value
    await heavy.shutdown()
    await auth.hasher.shutdown()
    await database.shutdown()
  }
}

extension String {
  /// The text without any run of `suffix` at its end.
  fileprivate func trimmingSuffix(_ suffix: Character) -> Substring {
    var text = self[...]
    while text.last == suffix { text = text.dropLast() }
    return text
  }
}
