import ArgumentParser

/// The Recruiting Compass command line: the self-hosted server and its tools.
@main
struct Compass: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compass", abstract: "The Recruiting Compass server and tools.",
    subcommands: [Serve.self, Migrate.self, Keys.self, Demo.self])
}
