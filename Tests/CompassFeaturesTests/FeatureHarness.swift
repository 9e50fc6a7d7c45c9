import CompassDomain
import CompassFeatures
import CompassLiveServer
import CompassModels
import Foundation
import SupabaseKit
import Synchronization

/// One app's worth of shared state against the real server: a session, a cache, a clock the
/// test moves, a transport it can break, and the sleeps screen models asked for.
@MainActor
struct FeatureHarness {
  let server: LiveServer.Handle
  let transport: FaultyTransport
  /// The app's Realtime socket, which the test can cut like the signal.
  let webSocket: NIOWebSocketTransport
  let clock: ManualClock
  let session: AppSession
  let snapshots: MemorySnapshotStore
  let settings: MemoryKeyValueStore
  let sleeps: SleepLog
  /// The phone's folder of unsent writes, which outlives the app being killed.
  let outboxFolder: MemorySnapshotStore
  /// Holds the outbox's retries until the test opens it.
  let retryGate: RetryGate

  var appClock: AppClock {
    let clock = clock
    let sleeps = sleeps
    return AppClock(now: { clock.now }, sleep: { sleeps.record($0) })
  }

  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York")!
    return calendar
  }

  /// Starts the server on a fixed day (15 March 2026, noon in New York) and signs a user up.
  static func run(
    settings: MemoryKeyValueStore = MemoryKeyValueStore(),
    _ body: @MainActor @Sendable (FeatureHarness) async throws -> Void
  ) async throws {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_773_590_400))
    try await LiveServer.run(clock: clock) { server in
      let transport = FaultyTransport()
      let webSocket = NIOWebSocketTransport()
      let client = SupabaseClient(
        url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
        transport: transport, webSocket: webSocket, now: { clock.now })
      _ = try await client.auth.signUp(email: "athlete@example.com", password: "long enough")

      let snapshots = MemorySnapshotStore()
      let sleeps = SleepLog()
      let folder = MemorySnapshotStore()
      let gate = RetryGate()
      let harness = await FeatureHarness(
        server: server, transport: transport, webSocket: webSocket, clock: clock,
        session: AppSession(
          client: client, cache: AppCache(snapshots: snapshots), outbox: folder,
          clock: gate.clock),
        snapshots: snapshots, settings: settings, sleeps: sleeps, outboxFolder: folder,
        retryGate: gate)
      await harness.session.start()
      try await body(harness)
      await harness.session.stop()
    }
  }

  var user: UserID { session.user! }

  /// The same phone after the app was killed and opened again: the same sign-in, cache and
  /// folder of unsent writes, everything in memory made anew.
  func relaunched() async -> FeatureHarness {
    let clock = clock
    let again = FeatureHarness(
      server: server, transport: transport, webSocket: webSocket, clock: clock,
      session: AppSession(
        client: session.client, cache: AppCache(snapshots: snapshots), outbox: outboxFolder,
        clock: retryGate.clock, now: { clock.now }),
      snapshots: snapshots, settings: settings, sleeps: sleeps, outboxFolder: outboxFolder,
      retryGate: retryGate)
    await again.session.start()
    return again
  }

  /// Another person on the same server with an app of their own: signs up as `role`.
  func member(email: String, name: String, role: FamilyRole) async throws -> FeatureHarness {
    let clock = clock
    let transport = FaultyTransport()
    let webSocket = NIOWebSocketTransport()
    let client = SupabaseClient(
      url: server.url, key: server.anonKey, sessionStore: MemorySessionStore(),
      transport: transport, webSocket: webSocket, now: { clock.now })
    let profile = SignUpProfile(name: name, role: role)
    _ = try await client.auth.signUp(
      email: email, password: "long enough", data: profile.metadata.mapValues(AnyJSON.string))
    let snapshots = MemorySnapshotStore()
    let sleeps = SleepLog()
    let folder = MemorySnapshotStore()
    let gate = RetryGate()
    let member = FeatureHarness(
      server: server, transport: transport, webSocket: webSocket, clock: clock,
      session: AppSession(
        client: client, cache: AppCache(snapshots: snapshots), outbox: folder, clock: gate.clock,
        now: { clock.now }),
      snapshots: snapshots, settings: MemoryKeyValueStore(), sleeps: sleeps, outboxFolder: folder,
      retryGate: gate)
    await member.session.start()
    return member
  }

  /// A parent who joined this athlete's family through an invite with `access`, on a phone of
  /// their own.
  func parent(
    _ access: FamilyAccess, email: String = "pat@example.com", name: String = "Pat"
  ) async throws -> FeatureHarness {
    let family = familyModel()
    await family.onAppear()
    family.inviteAccess = access
    await family.inviteTapped()
    guard let code = family.created?.code else { throw HarnessFailure("no invite code") }
    let parent = try await member(email: email, name: name, role: .parent)
    let join = parent.familyModel()
    await join.onAppear()
    join.joinCode = code
    await join.joinTapped()
    return parent
  }

  func familyModel() -> FamilyModel {
    FamilyModel(
      session: session, repository: FamilyRepository(client: session.client), clock: appClock,
      timeZone: Self.calendar.timeZone, locale: Locale(identifier: "en_US"))
  }

  func eventsModel(settings: (any KeyValueStore)? = nil) -> EventsListModel {
    EventsListModel(
      session: session, repository: EventsRepository(client: session.client),
      settings: settings ?? self.settings, clock: appClock, calendar: Self.calendar,
      locale: Locale(identifier: "en_US"))
  }

  func createEventModel() -> CreateEventModel {
    CreateEventModel(
      session: session, schools: SchoolsRepository(client: session.client), clock: appClock,
      calendar: Self.calendar)
  }

  func eventDetailModel(_ id: Event.ID) -> EventDetailModel {
    EventDetailModel(
      eventID: id, session: session, events: EventsRepository(client: session.client),
      details: EventDetailRepository(client: session.client),
      metrics: MetricsRepository(client: session.client),
      schools: SchoolsRepository(client: session.client), clock: appClock,
      calendar: Self.calendar, locale: Locale(identifier: "en_US"))
  }

  func performanceModel() -> PerformanceDashboardModel {
    PerformanceDashboardModel(
      session: session, metrics: MetricsRepository(client: session.client),
      events: EventsRepository(client: session.client), clock: appClock,
      calendar: Self.calendar, locale: Locale(identifier: "en_US"))
  }

  func profileModel() -> AthleteProfileModel {
    AthleteProfileModel(
      session: session, profiles: AthleteProfileRepository(client: session.client),
      clock: appClock, calendar: Self.calendar)
  }

  func documentsModel() -> DocumentsListModel {
    DocumentsListModel(
      session: session, documents: DocumentsRepository(client: session.client), clock: appClock)
  }

  func documentModel(_ id: Document.ID) -> DocumentDetailModel {
    DocumentDetailModel(
      documentID: id, session: session, documents: DocumentsRepository(client: session.client),
      schools: SchoolsRepository(client: session.client), clock: appClock)
  }

  /// Inserts events straight through the client, as another device would.
  @discardableResult
  func seed(
    _ events: [(name: String, type: EventType, start: String, end: String?, status: String)]
  )
    async throws -> [Event]
  {
    let rows = events.map { event in
      Event(
        id: Event.ID(UUID()), userID: user, type: event.type, name: event.name,
        city: event.name.contains("Atlanta") ? "Atlanta" : nil, startDate: LocalDate(event.start)!,
        endDate: event.end.flatMap(LocalDate.init), registered: event.status != "none",
        attended: event.status == "attended")
    }
    return try await session.client.from("events").insert(rows, returning: .representation)
      .execute().value
  }

  /// The UGA Elite Showcase with the school's two coaches, as another device would add them.
  func seedShowcase() async throws -> (Event, [Coach]) {
    let client = session.client
    let school: School = try await client.from("schools").insert(
      ["name": "University of Georgia"], returning: .representation
    ).single().execute().value
    let coaches: [Coach] = try await client.from("coaches").insert(
      [
        [
          "first_name": "Kirk", "last_name": "Smart", "role": "head",
          "school_id": school.id.description,
        ],
        [
          "first_name": "Sam", "last_name": "Adams", "role": "assistant",
          "school_id": school.id.description,
        ],
      ], returning: .representation
    ).execute().value
    var event = Event(
      id: Event.ID(UUID()), userID: user, schoolID: school.id, type: .showcase,
      name: "UGA Elite Showcase", address: "100 Sanford Dr", city: "Athens", state: "GA",
      startDate: LocalDate("2026-03-10")!, registered: true)
    event = try await client.from("events").insert(event, returning: .representation).single()
      .execute().value
    return (event, coaches)
  }

  /// Adds a school straight through the client, as another device would.
  func seedSchool(_ name: String) async throws -> School {
    var row = JSONColumns.of(NewSchool(name: name))
    row["user_id"] = .string(user.description)
    return try await session.client.from("schools").insert(row, returning: .representation)
      .single().execute().value
  }
}

/// The outbox's pause before it tries again: held until the test opens the gate (then every
/// pause, before or after, ends at once), so a retry never races what a test checks.
final class RetryGate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// The outbox's clock: each pause ends only once the gate is open.
  var clock: AppClock {
    AppClock(now: Date.init, sleep: { [self] _ in await wait() })
  }

  deinit { open() }

  func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for pause in waiting { pause.resume() }
  }

  private func wait() async {
    await withCheckedContinuation { pause in
      let now = state.withLock { state in
        if !state.isOpen { state.waiting.append(pause) }
        return state.isOpen
      }
      if now { pause.resume() }
    }
  }
}

final class SleepLog: Sendable {
  private let durations = Mutex<[Duration]>([])

  var all: [Duration] { durations.withLock { $0 } }

  func record(_ duration: Duration) {
    durations.withLock { $0.append(duration) }
  }
}

extension PickedUpload {
  /// `data` written to a file of its own in a temporary folder, as the Files picker leaves it.
  static func file(_ data: Data, name: String, mimeType: String) throws -> PickedUpload {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appending(path: name)
    try data.write(to: url)
    return PickedUpload(fileURL: url, fileName: name, mimeType: mimeType)
  }
}

/// A step of the harness that did not go as every test needs it to.
struct HarnessFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
