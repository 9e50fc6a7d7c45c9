import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// Every write the screens make, kept on disk before it is sent (so it outlives the app being
/// killed) and sent in the order made: at once when the network is there, else when it comes
/// back (a retry after a pause, each time the app comes to the front, and after each new
/// write). A write the server has leaves; one that clashes with a change made meanwhile, or
/// that the server will never take, stays with its reason and typed data until the person
/// chooses. A later write to the same row waits behind it. Each person's writes are their own.
@MainActor @Observable
public final class Outbox {
  /// What a new write came to right away.
  public enum Outcome: Equatable, Sendable {
    /// The server has it: the row as saved (`nil` for a delete).
    case sent([String: JSONValue]?)
    /// Kept to send later.
    case queued
    case conflict(current: [String: JSONValue], clashes: [String])
    case refused(FeatureError)
  }

  /// The writes not yet on the server, oldest first.
  public private(set) var writes: [PendingWrite] = []
  public private(set) var isSyncing = false

  @ObservationIgnored private let store: any SnapshotStore
  @ObservationIgnored private let sender: OutboxSender
  @ObservationIgnored private var user: UserID?
  @ObservationIgnored private var saved: [UUID: [String: JSONValue]?] = [:]
  @ObservationIgnored private var refusals: [UUID: FeatureError] = [:]
  @ObservationIgnored private var running: Task<Void, Never>?
  @ObservationIgnored private let retries: RetryPacer

  /// - Parameter store: a folder of its own, never cleared with the pages' snapshots.
  public init(client: SupabaseClient, store: any SnapshotStore, clock: AppClock = .live) {
    self.store = store
    sender = OutboxSender(client: client)
    retries = RetryPacer(clock: clock)
  }

  /// The writes waiting to go (not those needing the person).
  public var waitingCount: Int { writes.filter { !$0.needsAttention }.count }

  /// What the screens' header says while writes wait: "2 changes waiting to sync".
  public var header: String? {
    let waiting = waitingCount
    guard waiting > 0 else { return nil }
    if isSyncing { return waiting == 1 ? "Syncing 1 change…" : "Syncing \(waiting) changes…" }
    return waiting == 1 ? "1 change waiting to sync" : "\(waiting) changes waiting to sync"
  }

  /// The writes that need the person: conflicts to choose on, refusals to read and discard.
  public var needingAttention: [PendingWrite] { writes.filter(\.needsAttention) }

  /// The pending writes of one table, oldest first, for a screen to show over what it read.
  public func pending(in table: String) -> [PendingWrite] {
    writes.filter { $0.table == table }
  }

  /// Opens `user`'s writes (read from disk); `nil` on sign-out, keeping them for their return.
  public func open(for user: UserID?) {
    guard user != self.user else { return }
    retries.cancel()
    self.user = user
    writes =
      user.flatMap { store.load(Self.fileName($0)) }
      .flatMap { try? JSONDecoder().decode([PendingWrite].self, from: $0) }?
      .map(Self.unsent) ?? []
  }

  /// Keeps `write` on disk, then sends what is waiting, this one in its turn.
  @discardableResult
  public func add(_ write: PendingWrite) async -> Outcome {
    guard user != nil else { return .refused(.signedOut) }
    writes.append(write)
    persist()
    await sync()
    if let row = saved.removeValue(forKey: write.id) { return .sent(row) }
    if let refusal = refusals.removeValue(forKey: write.id) { return .refused(refusal) }
    switch writes.first(where: { $0.id == write.id })?.state {
    case .conflict(let current, let clashes)?: return .conflict(current: current, clashes: clashes)
    case .refused(let reason)?: return .refused(.rejected(reason))
    case .waiting?, .syncing?, nil: return .queued
    }
  }

  /// Sends the waiting writes in order; stops at the first the network keeps back. A sync
  /// asked for while one runs goes after it, so it also sends what came in meanwhile.
  public func sync() async {
    while let running { await running.value }
    guard user != nil else { return }
    // NB: the pass clears `running` itself, before anyone waiting on it resumes.
    let pass = Task {
      await sendWaiting()
      running = nil
    }
    running = pass
    await pass.value
  }

  private func sendWaiting() async {
    isSyncing = true
    defer { isSyncing = false }
    var held: Set<String> = []
    while let next = nextToSend(after: &held) {
      mark(next.id, .syncing)
      let outcome = await sender.send(next)
      guard settle(next, outcome, held: &held) else {
        retries.schedule { [weak self] in await self?.sync() }
        return
      }
    }
  }

  /// "Keep mine" (`true`) or "Keep theirs" for a queued edit that clashed.
  public func resolve(_ id: UUID, keepingMine: Bool) async {
    guard let write = writes.first(where: { $0.id == id }) else { return }
    var held: Set<String> = []
    _ = settle(write, await sender.resolve(write, keepingMine: keepingMine), held: &held)
  }

  /// Gives up a write that needs the person; what it would have changed is not sent.
  public func discard(_ id: UUID) {
    writes.removeAll { $0.id == id }
    persist()
  }

  /// The next write to send: waiting, and no earlier one of its row still held back.
  private func nextToSend(after held: inout Set<String>) -> PendingWrite? {
    for write in writes {
      let row = write.table + "/" + write.rowID
      if write.needsAttention || held.contains(row) {
        held.insert(row)
        continue
      }
      if write.state == .waiting { return write }
    }
    return nil
  }

  /// Records what sending `write` came to; `false` when the network kept it back.
  private func settle(
    _ write: PendingWrite, _ outcome: OutboxSender.Outcome, held: inout Set<String>
  )
    -> Bool
  {
    switch outcome {
    case .done(let row):
      retries.succeeded()
      saved[write.id] = row
      writes.removeAll { $0.id == write.id }
    case .conflict(let current, let clashes):
      mark(write.id, .conflict(current: current, clashes: clashes))
      held.insert(write.table + "/" + write.rowID)
    case .refused(let failure):
      refusals[write.id] = failure
      mark(write.id, .refused(Self.reason(failure)))
      held.insert(write.table + "/" + write.rowID)
    case .unreachable:
      mark(write.id, .waiting)
      return false
    }
    persist()
    return true
  }

  private func mark(_ id: UUID, _ state: PendingWrite.State) {
    guard let index = writes.firstIndex(where: { $0.id == id }) else { return }
    writes[index].state = state
    persist()
  }

  private func persist() {
    guard let user, let data = try? JSONEncoder().encode(writes) else { return }
    store.save(data, as: Self.fileName(user))
  }

  /// A write that was being sent when the app stopped goes again (sending twice is safe).
  private static func unsent(_ write: PendingWrite) -> PendingWrite {
    var write = write
    if write.state == .syncing { write.state = .waiting }
    return write
  }

  /// Why the server will never take a write, as the person reads it beside the change.
  private static func reason(_ failure: FeatureError) -> String {
    switch failure {
    case .forbidden: "You can no longer change this athlete's data."
    case .notFound: "It was deleted meanwhile."
    default: failure.message
    }
  }

  private static func fileName(_ user: UserID) -> String { "outbox-\(user).json" }
}
