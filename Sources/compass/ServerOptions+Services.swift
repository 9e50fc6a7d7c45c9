import CompassServer
import Logging

extension ServerOptions {
  /// Starts the services (migrating the database) for a one-off command, runs `work`, and
  /// shuts them down again.
  func withServices<T>(_ work: (ServerServices) async throws -> T) async throws -> T {
    let services = try await ServerServices.start(configuration, logger: Logger(label: "compass"))
    do {
      let result = try await work(services)
      await services.shutdown()
      return result
    } catch {
      await services.shutdown()
      throw error
    }
  }
}
