import ArgumentParser
import CompassServer
import Hummingbird
import Logging

/// `compass serve`: migrate, then serve auth, REST, `/api` and the pages until SIGINT/SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Run the server.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    let configuration = options.configuration
    let logger = Logger(label: "compass")
    let services = try await ServerServices.start(configuration, logger: logger)
    let app = buildApplication(configuration, services: services, logger: logger)
    print(
      "The Recruiting Compass is running at \(configuration.publicURL ?? "http://\(configuration.host):\(configuration.port)")"
    )
    do {
      try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    } catch {
      await services.shutdown()
      throw error
    }
    await services.shutdown()
  }
}
