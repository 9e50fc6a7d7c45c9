import CompassStore
import Synchronization

/// Users' tokens whose signatures were checked, with their expiry; bounded, cleared when full.
package final class VerifiedTokens: Sendable {
  private static let capacity = 4096
  private let entries = Mutex<[String: (caller: Caller, expiry: Int)]>([:])

  package func caller(for token: String, at now: Int) -> Caller? {
    entries.withLock { entries in
      guard let entry = entries[token] else { return nil }
      guard entry.expiry > now else {
        entries[token] = nil
        return nil
      }
      return entry.caller
    }
  }

  package func remember(_ token: String, as caller: Caller, until expiry: Int) {
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[token] = (caller, expiry)
    }
  }
}
