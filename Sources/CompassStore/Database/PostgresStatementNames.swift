import Synchronization

/// Which statement texts this process runs as named prepared statements on PostgreSQL, and
/// under which names. A text is prepared the second time it is seen (one-off texts stay
/// unnamed), up to `limit` names, since each connection keeps every statement it prepared until
/// it closes. A name whose preparation may have failed for a passing reason is retired (each
/// connection keeps a failed preparation's error for its name) and the text gets a new one;
/// a text retired `retirements` times runs unnamed from then on.
final class PostgresStatementNames: Sendable {
  private struct Entry {
    var sightings = 0
    var name: String?
    var retired = 0
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var named = 0
  }

  private let state = Mutex(State())
  private let limit: Int
  private let tracked: Int
  private let retirements: Int

  init(limit: Int = 512, tracked: Int = 4096, retirements: Int = 3) {
    self.limit = limit
    self.tracked = tracked
    self.retirements = retirements
  }

  /// The name to run `key` under, or nil to run it unnamed this time.
  func name(for key: String) -> String? {
    state.withLock { state in
      guard var entry = state.entries[key] ?? (state.entries.count < tracked ? Entry() : nil)
      else { return nil }
      if entry.name == nil, entry.sightings > 0, entry.retired < retirements, state.named < limit {
        state.named += 1
        entry.name = "compass_\(state.named)"
      }
      entry.sightings += 1
      state.entries[key] = entry
      return entry.name
    }
  }

  /// Stops using `name` for `key`: its next run gets a new name (prepared afresh everywhere).
  func retire(_ name: String, for key: String) {
    state.withLock { state in
      guard var entry = state.entries[key], entry.name == name else { return }
      entry.name = nil
      entry.retired += 1
      state.entries[key] = entry
    }
  }
}
