import ArgumentParser
import CompassModels
import CompassServer
import Foundation
import Hummingbird
import Logging

/// `compass serve`: migrate, then serve auth, REST, `/api` and the pages until SIGINT/SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Run the server.")

  @OptionGroup var options: ServerOptions
  @Flag(help: "Create and fill the demo account if it is empty, and print its login.") var demo =
    false

  func run() async throws {
    AllocatorTuning.install()
    EventLoopSetup.install()
    OpenFileLimit.raise()
    let configuration = options.configuration
    let logger = Logger(label: "compass")
    let services = try await ServerServices.start(configuration, logger: logger)
    if demo {
      try await DemoSeeder(services: services, today: LocalDate(Date(), in: .current)).seedIfEmpty()
    }
    let app = buildApplication(configuration, services: services, logger: logger)
    if demo {
      say("Demo login: \(DemoSeeder.email) / \(DemoSeeder.password) (the athlete)")
      say("Parent login: \(DemoSeeder.parentEmail) / \(DemoSeeder.password) (two athletes)")
    }
    say(
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
