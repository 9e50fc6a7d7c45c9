import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Fills the demo account with a realistic season around today: schools and their coaches,
/// about forty events across months (multi-day, past and upcoming, attended and registered),
/// about eighty metrics with visible trends, and interactions at the events attended.
public struct DemoSeeder: Sendable {
  public static let email = "demo@recruitingcompass.app"
  public static let password = "compass-demo"

  let services: ServerServices
  let today: LocalDate

  public init(services: ServerServices, today: LocalDate) {
    self.services = services
    self.today = today
  }

  /// Creates the account if needed and seeds it when it has no events. Returns whether it seeded.
  @discardableResult
  public func seedIfEmpty() async throws -> Bool {
    let user = try await demoUser()
    let scope = RowScope(caller: .user(user))
    var firstEvent = RestQuery()
    firstEvent.limit = 1
    let existing = try await services.rest.select(
      TableRegistry.events, firstEvent, scope: scope, count: true)
    guard existing.total == 0 else { return false }
    var random = SeededRandom(seed: 2026)
    let schools = try await insert(TableRegistry.schools, DemoSeason.schools.map(\.json), scope)
    var coaches: [[String: JSONValue]] = []
    for (index, school) in schools.enumerated() {
      let staff = DemoSeason.staff(for: index, schoolID: school["id"] ?? .null)
      coaches += try await insert(TableRegistry.coaches, staff, scope)
    }
    let plans = DemoSeason.events(
      around: today, schools: schools, coaches: coaches, random: &random)
    let events = try await insert(TableRegistry.events, plans, scope)
    try await insert(
      TableRegistry.performanceMetrics,
      DemoSeason.metrics(around: today, events: events, random: &random), scope)
    try await insert(
      TableRegistry.interactions,
      DemoSeason.interactions(events: events, coaches: coaches, user: user, random: &random), scope)
    return true
  }

  private func demoUser() async throws -> UserID {
    if let existing = try await services.auth.store.user(email: Self.email) {
      return existing.user.id
    }
    let hash = try await services.auth.hasher.hash(Self.password)
    return try await services.auth.store.createUser(
      email: Self.email, passwordHash: hash, metadata: ["full_name": "Jordan Avery"]
    ).id
  }

  @discardableResult
  private func insert(_ table: TableSchema, _ rows: [JSONValue], _ scope: RowScope) async throws
    -> [[String: JSONValue]]
  {
    var representation = PreferHeader(nil)
    representation.returning = .representation
    let outcome = try await services.rest.insert(
      table, RestQuery(), body: .array(rows), scope: scope, prefer: representation, singular: false)
    return try outcome.rows.map {
      try JSONDecoder().decode([String: JSONValue].self, from: Data($0.utf8))
    }
  }
}

/// A small deterministic generator so the demo season is the same on every machine.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
