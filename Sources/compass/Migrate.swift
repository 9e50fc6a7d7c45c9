import ArgumentParser
import CompassServer

/// `compass migrate`: bring the database schema up to date and exit.
struct Migrate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Apply database migrations and exit.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    try await options.withServices { _ in }
    say("Database is up to date.")
  }
}
