import ArgumentParser
import CompassServer
import Logging

/// `compass keys`: print the anon and service-role keys for clients and admin tools.
struct Keys: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the project's anon and service-role keys.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    let services = try await ServerServices.start(
      options.configuration, logger: Logger(label: "compass"))
    await services.shutdown()
    say("anon key:         \(services.anonKey)")
    say("service_role key: \(services.serviceRoleKey)")
  }
}
