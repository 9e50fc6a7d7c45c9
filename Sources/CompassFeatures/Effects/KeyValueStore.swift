import Foundation

/// Small settings that outlive the page (the chosen sort order): UserDefaults in the app.
public protocol KeyValueStore: Sendable {
  func string(forKey key: String) -> String?
  func set(_ value: String?, forKey key: String)
}

/// Settings in `UserDefaults`.
public struct UserDefaultsStore: KeyValueStore {
  private let suite: String?

  public init(suite: String? = nil) {
    self.suite = suite
  }

  private var defaults: UserDefaults { suite.flatMap(UserDefaults.init(suiteName:)) ?? .standard }

  public func string(forKey key: String) -> String? { defaults.string(forKey: key) }
  public func set(_ value: String?, forKey key: String) { defaults.set(value, forKey: key) }
}

/// Settings in memory, for tests and previews.
public final class MemoryKeyValueStore: KeyValueStore {
  private let lock = NSLock()
  private nonisolated(unsafe) var values: [String: String] = [:]

  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  public func string(forKey key: String) -> String? { lock.withLock { values[key] } }
  public func set(_ value: String?, forKey key: String) { lock.withLock { values[key] = value } }
}
