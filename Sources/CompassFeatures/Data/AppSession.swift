import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// Who is signed in, for every page: follows the auth client's events, so a 401 anywhere (a
/// refused refresh) moves the app to the signed-out state and clears what the user saw.
@MainActor @Observable
public final class AppSession {
  public private(set) var user: UserID?
  /// The signed-in user's email, for titles.
  public private(set) var email: String?
  /// The signed-in person's name as their metadata gives it, for reports of their own data.
  private var metadataName: (fullName: String?, name: String?) = (nil, nil)
  /// The signed-in person's profile name (`display_name`), once the family is read.
  var ownName: String?

  /// Whom reports and their file names name: the athlete on screen (a parent's export is of
  /// their athlete, never headed with the parent), by the profile's name, else the metadata's,
  /// else the e-mail.
  public var reportName: String { athlete.map(name(of:)) ?? ownReportName }

  /// An athlete's name as exports say it: the person's own profile name for their own data.
  public func name(of athlete: ReachableAthlete) -> String {
    athlete.isViewer ? ownReportName : athlete.name
  }

  /// The signed-in person's own name as exports say it.
  var ownReportName: String {
    ReportName.of(
      displayName: ownName, fullName: metadataName.fullName, name: metadataName.name,
      email: email)
  }
  public var isSignedIn: Bool { user != nil }
  /// The athletes the user can open and the one every screen works on; `nil` until the
  /// family has been read after sign-in (`activeAthlete()` reads it).
  public internal(set) var family: AthleteChoice?
  /// The profiles the user may read, for naming who added or changed an item.
  public internal(set) var people: [UserID: Attribution.Person] = [:]

  /// How long the family read last counts before a screen's load reads it again, so a parent
  /// removed from a family stops seeing the athlete within a minute even without a refresh.
  public static let familyLifetime: TimeInterval = 60

  @ObservationIgnored public let client: SupabaseClient
  @ObservationIgnored public let cache: AppCache
  /// The writes made on this phone, kept until the server has them.
  @ObservationIgnored public let outbox: Outbox
  /// Documents' files on their way to the server, kept until each document is recorded.
  @ObservationIgnored public let uploads: UploadQueue
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored private var listening: Task<Void, Never>?
  @ObservationIgnored var familyRead: Task<Void, Never>?
  @ObservationIgnored var familyRecords: FamilyRecords?
  @ObservationIgnored var familyReadAt: Date?

  /// - Parameters:
  ///   - outbox: where unsent writes and uploads are kept: the app gives a folder of its own
  ///     that nothing clears (memory only where a test does not need them to outlive the
  ///     session).
  ///   - uploads: where the copies of files waiting to upload are kept.
  public init(
    client: SupabaseClient, cache: AppCache, outbox: any SnapshotStore = MemorySnapshotStore(),
    uploads: URL = FileManager.default.temporaryDirectory.appending(path: "compass-uploads"),
    clock: AppClock = .live, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.client = client
    self.cache = cache
    let writes = Outbox(client: client, store: outbox, clock: clock)
    self.outbox = writes
    self.uploads = UploadQueue(
      client: client, outbox: writes, store: outbox, folder: uploads, clock: clock)
    self.now = now
  }

  /// Starts following sign-in and sign-out; returns once the stored session and, when signed
  /// in, the family (the athlete changes are made to) are known.
  public func start() async {
    apply(await client.auth.currentSession)
    if user != nil { await refreshFamily() }
    let changes = await client.auth.authStateChanges()
    listening = Task { [weak self] in
      for await (_, session) in changes { self?.apply(session) }
    }
  }

  /// Reads who is signed in now (right after this app signed in or out), and their family.
  public func sync() async {
    apply(await client.auth.currentSession)
    if user != nil, family == nil { await refreshFamily() }
  }

  public func stop() {
    listening?.cancel()
  }

  private func apply(_ session: Session?) {
    let next = session.map { UserID($0.user.id) }
    if next != user {
      if user != nil { cache.clear() }
      family = nil
      people = [:]
      familyRecords = nil
      familyReadAt = nil
      ownName = nil
    }
    user = next
    outbox.open(for: next)
    uploads.open(for: next)
    email = session?.user.email
    let metadata = session?.user.userMetadata ?? [:]
    metadataName = (metadata["full_name"]?.stringValue, metadata["name"]?.stringValue)
  }
}
