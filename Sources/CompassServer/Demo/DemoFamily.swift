import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Jordan's family in the demo: Dana, the parent who co-manages Jordan's season (and booked
/// part of it), and Riley, Jordan's younger sibling with a small first season, so the athlete
/// switcher and "Added by Dana (parent)" show. The links are made the only way links are
/// made: an invite, accepted.
struct DemoFamily: Sendable {
  static let parentEmail = "parent@recruitingcompass.app"
  static let siblingEmail = "riley@recruitingcompass.app"

  let services: ServerServices
  let today: LocalDate

  /// Creates the family when the parent's account does not exist yet.
  func seedIfMissing(athlete jordan: UserID) async throws {
    guard try await services.auth.store.user(email: Self.parentEmail) == nil else { return }
    let dana = try await account(Self.parentEmail, name: "Dana Avery", role: .parent)
    let riley = try await account(Self.siblingEmail, name: "Riley Avery", role: .athlete)
    try await link(inviter: jordan, invited: dana, email: Self.parentEmail)
    try await link(inviter: dana, invited: riley, email: Self.siblingEmail)
    try await insert(TableRegistry.events, [booking(for: jordan)], by: dana)
    try await insert(TableRegistry.interactions, try await call(for: jordan, by: dana), by: dana)
    let events = try await insert(
      TableRegistry.events, Self.rileysEvents.map { $0.json(around: today, for: riley) }, by: dana)
    let attended = events.first { $0["attended"] == .bool(true) }?["id"] ?? .null
    try await insert(TableRegistry.performanceMetrics, rileysNumbers(at: attended), by: riley)
  }

  private func account(_ email: String, name: String, role: FamilyRole) async throws -> UserID {
    let hash = try await services.auth.hasher.hash(DemoSeeder.password)
    return try await services.auth.store.createUser(
      email: email, passwordHash: hash,
      metadata: ["full_name": .string(name), "role": .string(role.rawValue)]
    ).id
  }

  private func link(inviter: UserID, invited: UserID, email: String) async throws {
    let invites = FamilyInvites(
      database: services.database, now: services.rest.now, newID: UUID.init)
    let invite = try await invites.create(by: inviter, access: "edit", email: email)
    _ = try await invites.accept(
      code: invite.objectValue?["code"]?.stringValue ?? "", by: invited, address: "demo")
  }

  /// The call Dana took from Georgia's recruiting coach four days ago, in Jordan's contact log
  /// as "Added by Dana (parent)".
  private func call(for jordan: UserID, by dana: UserID) async throws -> [JSONValue] {
    let coaches = try await ScopedData(engine: services.rest, user: dana, athlete: jordan)
      .coaches.list(where: [.equals(.lastName, "Pruitt")], order: [])
    guard let coach = coaches.first else { return [] }
    let evening = today.adding(days: -4).instant(
      in: PersonalTimeZone.calendar(in: TimeZone(identifier: "America/New_York") ?? .gmt),
      at: LocalTime(hour: 18, minute: 15))
    return [
      [
        "user_id": .string(jordan.description),
        "school_id": coach.schoolID.map { .string($0.description) } ?? .null,
        "coach_id": .string(coach.id.description),
        "type": .string(InteractionType.phoneCall.rawValue),
        "direction": .string(InteractionDirection.inbound.rawValue),
        "subject": .string("Coach Pruitt called the house"),
        "content": .string(
          "Jordan was at practice. Coach Pruitt asked for the fall schedule and said they want to see Jordan pitch at the Winter Hitting Camp."
        ),
        "sentiment": .string(InteractionSentiment.veryPositive.rawValue),
        "occurred_at": .string(Timestamp.format(evening ?? Date())),
        "logged_by": .string(dana.description),
      ]
    ]
  }

  /// The visit Dana booked for Jordan, three weeks out.
  private func booking(for jordan: UserID) -> JSONValue {
    let date = today.adding(days: 21).description
    return [
      "user_id": .string(jordan.description), "name": .string("Kennesaw State Campus Tour"),
      "type": .string(EventType.unofficialVisit.rawValue), "start_date": .string(date),
      "end_date": .string(date), "start_time": .string("10:00:00"),
      "location": .string("Kennesaw State Admissions"), "address": .string("3391 Town Point Dr"),
      "city": .string("Kennesaw"), "state": .string("GA"),
      "event_source": .string(EventSource.recommendation.rawValue),
      "description": .string("Dana booked the tour; meet the baseball staff after lunch."),
      "registered": .bool(true), "attended": .bool(false),
    ]
  }

  /// Riley's first season: two events behind the family and two ahead.
  struct Plan {
    let name: String
    let type: EventType
    let offset: Int
    let city: String
    let description: String

    func json(around today: LocalDate, for riley: UserID) -> JSONValue {
      let date = today.adding(days: offset).description
      return [
        "user_id": .string(riley.description), "name": .string(name),
        "type": .string(type.rawValue), "start_date": .string(date), "end_date": .string(date),
        "city": .string(city), "state": .string("GA"),
        "event_source": .string(EventSource.friend.rawValue),
        "description": .string(description), "registered": .bool(true),
        "attended": .bool(offset < 0),
      ]
    }
  }

  static let rileysEvents = [
    Plan(
      name: "Fall Freshman Showcase", type: .showcase, offset: -40, city: "Marietta",
      description: "First showcase: 60-yard dash, infield work and batting practice."),
    Plan(
      name: "Travel Ball Fall Classic", type: .game, offset: -18, city: "Emerson",
      description: "Four games in two days with the 15U team."),
    Plan(
      name: "Winter Hitting Camp", type: .camp, offset: 30, city: "Atlanta",
      description: "Two days of hitting with the Georgia State staff."),
    Plan(
      name: "Spring Underclass Showcase", type: .showcase, offset: 95, city: "Rome",
      description: "Underclass showcase with college scouts in the stands."),
  ]

  private func rileysNumbers(at event: JSONValue) -> [JSONValue] {
    let date = today.adding(days: -40).description
    let numbers: [(MetricType, Double, String)] = [
      (.sixtyTime, 7.45, "seconds"), (.exitVelo, 78, "mph"), (.popTime, 2.21, "seconds"),
    ]
    return numbers.map { type, value, unit in
      [
        "metric_type": .string(type.rawValue), "value": .number(value), "unit": .string(unit),
        "recorded_date": .string(date), "event_id": event, "verified": .bool(true),
        "notes": .string("Measured at the Fall Freshman Showcase."),
      ]
    }
  }

  @discardableResult
  private func insert(_ table: TableSchema, _ rows: [JSONValue], by caller: UserID) async throws
    -> [[String: JSONValue]]
  {
    try await DemoSeeder.insert(table, rows, RowScope(caller: .user(caller)), into: services)
  }
}
