import ArgumentParser
import CompassModels
import CompassServer
import Foundation

/// `compass demo`: create the demo account and fill it with a season, if it is empty.
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Fill the demo account with a realistic season.")

  @OptionGroup var options: ServerOptions

  func run() async throws {
    let seeded = try await options.withServices { services in
      try await DemoSeeder(services: services, today: LocalDate(Date(), in: .current)).seedIfEmpty()
    }
    say(seeded ? "Seeded the demo account." : "The demo account already has data; left as it is.")
    say("Sign in as \(DemoSeeder.email) / \(DemoSeeder.password) (the athlete)")
    say("or as \(DemoSeeder.parentEmail) / \(DemoSeeder.password) (a parent of two athletes)")
  }
}
