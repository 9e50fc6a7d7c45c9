import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

@testable import CompassServer

extension TestServer {
  /// Two servers started at once on one fresh PostgreSQL database (and, with `sharedStore`,
  /// one S3 store for files), each serving real HTTP on a port of its own, with the same
  /// secret: one service behind any balancer.
  static func twoInstances(
    clock: TestClock = TestClock(), sharedStore: Bool = false,
    _ test: @Sendable (TestAPI, TestAPI) async throws -> Void
  ) async throws {
    let logger = {
      var logger = Logger(label: "compass-test")
      logger.logLevel = .warning
      return logger
    }()
    let scratch = try await PostgresScratch.create(logger: logger)
    let folders = (0..<2).map { _ in
      FileManager.default.temporaryDirectory.appendingPathComponent("compass-test-\(UUID())")
    }
    defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
    let storageURL = sharedStore ? try await TestStore.fresh() : nil
    var started: [ServerServices] = []
    do {
      let configurations = folders.map { folder in
        var configuration = ServerConfiguration()
        configuration.dataDirectory = folder.path
        configuration.jwtSecret = "test-secret-test-secret-test-secret-0123456789"
        configuration.bcryptCost = 4
        configuration.hashingNiceness = 0
        configuration.databaseURL = scratch.url
        configuration.storageURL = storageURL
        configuration.connectionWait = .seconds(60)
        return configuration
      }
      started = try await withThrowingTaskGroup(of: ServerServices.self) { group in
        for configuration in configurations {
          group.addTask {
            try await ServerServices.start(configuration, logger: logger, now: { clock.now })
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      var loaded = ServerConfiguration()
      loaded.idleTimeout = .seconds(300)
      let limits = loaded.connectionLimits
      let apps = started.map { services in
        Application(
          responder: buildResponder(services: services),
          server: buildServer(services, limits: limits),
          configuration: limits.application(address: .hostname("127.0.0.1", port: 0)),
          logger: logger)
      }
      let (first, second) = (started[0], started[1])
      try await apps[0].test(.live) { one in
        try await apps[1].test(.live) { two in
          try await PatientClient.serving(TestAPI(client: one, services: first)) { one in
            try await PatientClient.serving(TestAPI(client: two, services: second)) { two in
              try await test(one, two)
            }
          }
        }
      }
    } catch {
      for services in started { await services.shutdown() }
      try await scratch.drop(logger: logger)
      throw error
    }
    for services in started { await services.shutdown() }
    try await scratch.drop(logger: logger)
  }
}
