import CompassModels
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import SQLKit

@testable import CompassAPI
@testable import CompassHTTP
@testable import CompassServer
@testable import CompassServices
@testable import CompassStore

/// A server on a fresh database, driven in-process through its router.
enum TestServer {
  /// `live` serves real HTTP on a free port (the client's `port`) instead of calling the router.
  static func run(
    _ database: TestDatabase, clock: TestClock = TestClock(), live: Bool = false,
    maxUploadBytes: Int64 = 1 << 30, publicURL: String? = nil,
    heavyWork: HeavyWork.Limits? = nil,
    configure: (inout ServerConfiguration) -> Void = { _ in },
    _ test: @Sendable (TestAPI) async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compass-test-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = ServerConfiguration()
    configuration.dataDirectory = folder.path
    configuration.jwtSecret = "test-secret-test-secret-test-secret-0123456789"
    configuration.bcryptCost = 4
    configuration.hashingNiceness = 0
    configuration.maxUploadBytes = maxUploadBytes
    // NB: the races run dozens of requests at once on a loaded CI machine, where a test's next
    // request on a kept-alive connection may also come more than 30 s after its last.
    configuration.connectionWait = .seconds(60)
    configuration.idleTimeout = .seconds(300)
    configuration.publicURL = publicURL
    if let heavyWork { configuration.heavyWork = heavyWork }
    configure(&configuration)
    var logger = Logger(label: "compass-test")
    logger.logLevel = .warning
    let scratch = database.isPostgres ? try await PostgresScratch.create(logger: logger) : nil
    configuration.databaseURL = scratch?.url
    if database == .s3 { configuration.storageURL = try await TestStore.fresh() }
    let services = try await ServerServices.start(configuration, logger: logger, now: { clock.now })
    do {
      let limits = configuration.connectionLimits
      let app = Application(
        responder: buildResponder(services: services),
        server: buildServer(services, limits: limits),
        configuration: limits.application(address: .hostname("127.0.0.1", port: 0)),
        logger: logger)
      try await app.test(live ? .live : .router) { client in
        try await PatientClient.serving(TestAPI(client: client, services: services), test)
      }
    } catch {
      await services.shutdown()
      try await scratch?.drop(logger: logger)
      throw error
    }
    await services.shutdown()
    try await scratch?.drop(logger: logger)
  }
}

/// A throwaway PostgreSQL database for one test.
struct PostgresScratch {
  let name: String
  let url: String

  static func create(logger: Logger) async throws -> PostgresScratch {
    guard let admin = TestDatabase.postgresURL, var components = URLComponents(string: admin) else {
      throw CocoaError(.featureUnsupported)
    }
    let name = "compass_test_\(UUID().uuidString.prefix(8).lowercased())"
    try await onAdmin(logger: logger, "CREATE DATABASE \(ident: name)")
    components.path = "/\(name)"
    return PostgresScratch(name: name, url: components.string ?? admin)
  }

  /// Runs `work` on a fresh scratch database opened as the server opens its own, then shuts
  /// the database down and drops it, whatever `work` did.
  static func with(
    logger: Logger, connectionWait: TimeAmount = .seconds(60),
    _ work: (PostgresScratch, CompassDatabase) async throws -> Void
  ) async throws {
    let scratch = try await create(logger: logger)
    let database = try CompassDatabase(
      url: scratch.url, logger: logger, connectionWait: connectionWait)
    do {
      try await work(scratch, database)
    } catch {
      await database.shutdown()
      try await scratch.drop(logger: logger)
      throw error
    }
    await database.shutdown()
    try await scratch.drop(logger: logger)
  }

  func drop(logger: Logger) async throws {
    guard TestDatabase.postgresURL != nil else { return }
    try await Self.onAdmin(logger: logger, "DROP DATABASE IF EXISTS \(ident: name) WITH (FORCE)")
  }

  /// Runs `statement` on the test server's admin database, its pool shut down whatever happens
  /// (a pool dropped unshut traps); a loaded machine may take a while to give a connection.
  private static func onAdmin(logger: Logger, _ statement: SQLQueryString) async throws {
    guard let admin = TestDatabase.postgresURL else { throw CocoaError(.featureUnsupported) }
    let database = try CompassDatabase(url: admin, logger: logger, connectionWait: .seconds(60))
    do {
      try await database.withConnection { try await $0.raw(statement).run() }
    } catch {
      await database.shutdown()
      throw error
    }
    await database.shutdown()
  }
}
