import ArgumentParser
import CompassServer

/// `compass keys`: print the anon and service-role keys for clients and admin tools.
struct Keys: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the project's anon and service-role keys.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    let keys = try await options.withServices { ($0.anonKey, $0.serviceRoleKey) }
    say("anon key:         \(keys.0)")
    say("service_role key: \(keys.1)")
  }
}
