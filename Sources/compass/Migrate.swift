import ArgumentParser
import CompassServer
import Logging

/// `compass migrate`: bring the database schema up to date and exit.
struct Migrate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Apply database migrations and exit.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    let services = try await ServerServices.start(
      options.configuration, logger: Logger(label: "compass"))
    await services.shutdown()
    say("Database is up to date.")
  }
}
