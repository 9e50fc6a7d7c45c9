import CompassAPI
import CompassServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization

/// `compass serve` in-process on a free port over a fresh SQLite file: the real server for client
/// and screen-model tests.
public enum LiveServer {
  /// The server's address and anon key, for the test body.
  public struct Handle: Sendable {
    public let url: URL
    public let anonKey: String
    public let serviceKey: String
    /// Where the server keeps the mail it sends (it has no mail server).
    public let mailFolder: URL
  }

  public static func run(
    clock: ManualClock? = nil, _ test: @Sendable (Handle) async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compass-live-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = ServerConfiguration()
    configuration.dataDirectory = folder.path
    configuration.jwtSecret = "live-test-secret-live-test-secret-0123456789"
    configuration.bcryptCost = 4
    configuration.hashingNiceness = 0
    // NB: every suite starts at once on a loaded CI machine, where a screen's next request on a
    // kept-alive connection may come more than 30 s after its last.
    configuration.connectionWait = .seconds(60)
    configuration.idleTimeout = .seconds(300)
    var logger = Logger(label: "compass-live")
    logger.logLevel = .warning
    let services = try await ServerServices.start(
      configuration, logger: logger, now: { clock?.now ?? Date() })
    do {
      let limits = configuration.connectionLimits
      let app = Application(
        responder: buildResponder(services: services),
        server: buildServer(services, limits: limits),
        configuration: limits.application(address: .hostname("127.0.0.1", port: 0)),
        logger: logger)
      try await app.test(.live) { client in
        guard let port = client.port else { throw LiveServerError() }
        try await test(
          Handle(
            url: URL(string: "http://127.0.0.1:\(port)")!, anonKey: services.anonKey,
            serviceKey: services.serviceRoleKey,
            mailFolder: folder.appendingPathComponent("mail")))
      }
    } catch {
      await services.shutdown()
      throw error
    }
    await services.shutdown()
  }

  struct LiveServerError: Error {}
}

/// A clock a test moves by hand, for both the server and the client.
public final class ManualClock: Sendable {
  private let current: Mutex<Date>

  public init(
    _ start: Date = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
  ) {
    current = Mutex(start)
  }

  public var now: Date { current.withLock { $0 } }

  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
