import CompassModels
import CompassStore
import Foundation
import Logging
import Synchronization

/// Who a realtime subscriber reads as: a signed-in user until their token expires (then nothing
/// until a new one comes), the service role, or no one (the anon key).
package enum RealtimeCaller: Sendable, Equatable {
  case user(UserID, expires: Int)
  case serviceRole
  case nobody
}

/// A joined channel's `postgres_changes` bindings, who it reads as, and where its changes go:
/// the ids of the bindings a change matches, and the change's `data` as JSON text (encoded once
/// for every listener).
package struct RealtimeListener: Sendable {
  package let bindings: [RealtimeBinding]
  package var caller: RealtimeCaller
  package let deliver: @Sendable ([Int], String) -> Void
  /// The newest change when it joined: it hears only later ones.
  var since: Int64 = .max

  package init(
    bindings: [RealtimeBinding], caller: RealtimeCaller,
    deliver: @escaping @Sendable ([Int], String) -> Void
  ) {
    self.bindings = bindings
    self.caller = caller
    self.deliver = deliver
  }
}

/// Reads the change log in order and hands each change to the listeners whose bindings ask for
/// it and whose caller may read the row at that moment (`RowReaders`, the scoping layer's read
/// rule, asked afresh for each change). Every instance on one database reads the same log.
package final class RealtimeHub: Sendable {
  private let listeners = Mutex<[UUID: RealtimeListener]>([:])
  private let log: ChangeLog
  private let readers: RowReaders
  private let now: @Sendable () -> Date
  private let interval: Duration

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    interval: Duration = .milliseconds(10)
  ) {
    log = ChangeLog(database: database)
    readers = RowReaders(database: database)
    self.now = now
    self.interval = interval
  }

  /// Starts `listener` on the changes committed from now on (none made before it joined).
  package func add(_ listener: RealtimeListener) async -> UUID {
    var joined = listener
    joined.since = (try? await log.latest()) ?? 0
    let id = UUID()
    listeners.withLock { [joined] in $0[id] = joined }
    return id
  }

  /// A new token for a listener (`access_token`): it reads as that caller from now on.
  package func update(_ id: UUID, caller: RealtimeCaller) {
    listeners.withLock { $0[id]?.caller = caller }
  }

  package func remove(_ id: UUID) {
    _ = listeners.withLock { $0.removeValue(forKey: id) }
  }

  package var listenerCount: Int { listeners.withLock { $0.count } }

  /// Follows the log from its newest change until cancelled; old changes are pruned as it goes.
  package func run(logger: Logger) async {
    var cursor = ChangeCursor(after: (try? await log.latest()) ?? 0)
    var pruned = ContinuousClock.now
    while !Task.isCancelled {
      do {
        let read = try await log.after(cursor.floor)
        for change in cursor.fresh(read) { try await deliver(change) }
        if ContinuousClock.now - pruned > Self.pruneEvery {
          try await log.prune(through: cursor.floor - Self.kept)
          pruned = .now
        }
        if read.count < ChangeLog.pageSize {
          // NB: with no one listening the log is only followed, not watched closely.
          try await Task.sleep(for: listenerCount == 0 ? Self.unwatched : interval)
        }
      } catch is CancellationError {
        return
      } catch {
        logger.warning("realtime: reading changes failed: \(error)")
        try? await Task.sleep(for: .seconds(1))
      }
    }
  }

  /// The pause between reads of the log while no socket listens.
  private static let unwatched: Duration = .seconds(1)
  /// How often old changes are pruned, and how many of the newest stay for slower readers.
  private static let pruneEvery: Duration = .seconds(60)
  private static let kept: Int64 = 10_000

  private func deliver(_ change: ChangeLog.Change) async throws {
    let waiting = listeners.withLock { all in
      all.values.compactMap { listener -> (RealtimeListener, [Int])? in
        guard change.id > listener.since else { return nil }
        let ids = listener.bindings.filter { $0.matches(change) }.map(\.id)
        return ids.isEmpty ? nil : (listener, ids)
      }
    }
    guard !waiting.isEmpty, let row = change.record ?? change.oldRecord else { return }
    let seconds = Int(now().timeIntervalSince1970)
    let users = Set(
      waiting.compactMap { listener, _ -> UserID? in
        guard case .user(let id, let expires) = listener.caller, expires > seconds else {
          return nil
        }
        return id
      })
    let allowed = try await readers.readers(of: row, in: change.table, among: users)
    let data = ChangeMessage.data(change)
    for (listener, ids) in waiting where Self.reads(listener.caller, allowed, seconds) {
      listener.deliver(ids, data)
    }
  }

  private static func reads(_ caller: RealtimeCaller, _ allowed: Set<UserID>, _ now: Int) -> Bool {
    switch caller {
    case .serviceRole: true
    case .nobody: false
    case .user(let id, let expires): expires > now && allowed.contains(id)
    }
  }
}
