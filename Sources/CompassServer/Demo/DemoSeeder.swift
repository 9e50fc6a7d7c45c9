import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Fills the demo account with a season a family would recognise, around today: the programs
/// Jordan talks to and their coaches, about twenty dated camps, showcases, visits and games in
/// their season, the numbers measured at each event, the conversations with coaches met there,
/// and the documents sent to schools.
public struct DemoSeeder: Sendable {
  public static let email = "demo@recruitingcompass.app"
  public static let password = "compass-demo"

  let services: ServerServices
  let today: LocalDate

  public init(services: ServerServices, today: LocalDate) {
    self.services = services
    self.today = today
  }

  /// The parent's login, with edit access to Jordan and to Jordan's younger sibling.
  public static let parentEmail = DemoFamily.parentEmail

  /// Creates the account if needed and seeds it when it has no events, then the family around
  /// it when it has none. Returns whether it seeded the season. Servers sharing a database that
  /// start at once take turns, so the second finds the season made.
  @discardableResult
  public func seedIfEmpty() async throws -> Bool {
    try await services.database.exclusively("compass demo season") {
      let user = try await demoUser()
      let seeded = try await seedSeason(of: user)
      try await seedProfile(of: user)
      try await DemoFamily(services: services, today: today).seedIfMissing(athlete: user)
      return seeded
    }
  }

  private func seedSeason(of user: UserID) async throws -> Bool {
    let scope = RowScope(caller: .user(user))
    var firstEvent = RestQuery()
    firstEvent.limit = 1
    let existing = try await services.rest.select(
      TableRegistry.events, firstEvent, scope: scope, count: true)
    guard existing.total == 0 else { return false }
    var random = SeededRandom(seed: 2026)
    let staff = try await seedSchools(scope)
    let measured = DemoSeason.measurements(around: today, random: &random)
    let events = try await insert(
      TableRegistry.events, DemoSeason.events.map { eventRow($0, staff, measured) }, scope)
    let eventIDs = Dictionary(
      events.map { ($0["name"]?.stringValue ?? "", $0["id"] ?? .null) },
      uniquingKeysWith: { first, _ in first })
    try await insert(
      TableRegistry.performanceMetrics,
      measured.map { $0.json(eventID: eventIDs[$0.event] ?? .null) }, scope)
    try await insert(
      TableRegistry.interactions,
      DemoSeason.interactions(around: today, staff: staff, eventIDs: eventIDs, user: user), scope)
    try await insert(TableRegistry.schoolStatuses, DemoSeason.standingRows(staff: staff), scope)
    try await insert(
      TableRegistry.followUps, DemoSeason.followUpRows(around: today, staff: staff), scope)
    try await seedDocuments(user, scope, staff, measured)
    return true
  }

  /// Jordan's profile for coaches, when the account has none: what a coach's link shows first.
  private func seedProfile(of user: UserID) async throws {
    let scope = RowScope(caller: .user(user))
    let existing = try await services.rest.select(
      TableRegistry.athleteProfiles, RestQuery(), scope: scope, count: true)
    guard existing.total == 0 else { return }
    try await insert(
      TableRegistry.athleteProfiles, [DemoSeason.profile(today: today)], scope)
  }

  /// The programs and their coaches, by program name.
  private func seedSchools(_ scope: RowScope) async throws -> [String: DemoSeason.Staff] {
    let schools = try await insert(TableRegistry.schools, DemoSeason.schools.map(\.json), scope)
    var staff: [String: DemoSeason.Staff] = [:]
    for (number, plan) in DemoSeason.schools.enumerated() {
      let schoolID = schools.first { $0["name"] == .string(plan.name) }?["id"] ?? .null
      let coaches = try await insert(
        TableRegistry.coaches, plan.staff(schoolID: schoolID, number: number), scope)
      staff[plan.name] = DemoSeason.Staff(schoolID: schoolID, coaches: coaches)
    }
    return staff
  }

  /// An event with the host's coaches (or the recruiters of the programs that scouted it)
  /// present and the numbers measured there in its notes.
  private func eventRow(
    _ plan: DemoEventPlan, _ staff: [String: DemoSeason.Staff],
    _ measured: [DemoSeason.Measurement]
  ) -> JSONValue {
    let host = plan.host.flatMap { staff[$0] }
    let present =
      host.map { $0.coaches.compactMap { $0["id"] } }
      ?? plan.scouts.compactMap { staff[$0]?.recruiter?["id"] }
    return plan.json(
      around: today, schoolID: host?.schoolID, coaches: present,
      numbers: DemoSeason.numbersText(measured.filter { $0.event == plan.name }))
  }

  /// Each document's files in the user's folder, then its rows, version by version.
  private func seedDocuments(
    _ user: UserID, _ scope: RowScope, _ staff: [String: DemoSeason.Staff],
    _ measured: [DemoSeason.Measurement]
  ) async throws {
    for plan in DemoSeason.documents(around: today, measured: measured) {
      var group: Document.ID?
      for (index, file) in plan.files.enumerated() {
        let id = Document.ID(UUID())
        let groupID = group ?? id
        let path = DocumentFilePath.make(
          user: user, group: groupID, document: id, fileName: file.name)
        _ = try await services.storage.store(
          file.bytes, at: try ObjectKey(bucket: "documents", name: path),
          mimetype: file.mimeType, caller: .user(user))
        let row: JSONValue = [
          "id": .string(id.description), "type": .string(plan.type.rawValue),
          "title": .string(plan.title), "description": .string(plan.description),
          "file_url": .string(path), "file_type": .string(file.mimeType),
          "version": .number(Double(index + 1)), "version_group_id": .string(groupID.description),
          "shared_with_schools": .array(plan.sharedWith.compactMap { staff[$0]?.schoolID }),
          "uploaded_by": .string(user.description),
        ]
        try await insert(TableRegistry.documents, [row], scope)
        group = groupID
      }
    }
  }

  private func demoUser() async throws -> UserID {
    if let existing = try await services.auth.store.user(email: Self.email) {
      return existing.user.id
    }
    let hash = try await services.auth.hasher.hash(Self.password)
    return try await services.auth.store.createUser(
      email: Self.email, passwordHash: hash,
      metadata: ["full_name": .string(DemoSeason.athlete), "role": .string("athlete")]
    ).id
  }

  @discardableResult
  private func insert(_ table: TableSchema, _ rows: [JSONValue], _ scope: RowScope) async throws
    -> [[String: JSONValue]]
  {
    try await Self.insert(table, rows, scope, into: services)
  }

  /// Inserts demo rows as `scope`'s caller would, through the scoping layer, and returns them.
  @discardableResult
  static func insert(
    _ table: TableSchema, _ rows: [JSONValue], _ scope: RowScope, into services: ServerServices
  ) async throws -> [[String: JSONValue]] {
    let outcome = try await services.rest.insert(
      table, RestQuery(), body: .array(rows), scope: scope, resolution: nil, singular: false)
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
