import Foundation

/// Where a session survives between launches: the Keychain on Apple platforms, a 0600 file on
/// Linux, memory in tests.
public protocol SessionStore: Sendable {
  func load() -> Session?
  func save(_ session: Session) throws
  func remove()
}

/// A session kept in memory only.
public final class MemorySessionStore: SessionStore {
  private let lock = NSLock()
  private nonisolated(unsafe) var session: Session?

  public init(_ session: Session? = nil) {
    self.session = session
  }

  public func load() -> Session? { lock.withLock { session } }
  public func save(_ session: Session) throws { lock.withLock { self.session = session } }
  public func remove() { lock.withLock { session = nil } }
}

/// A session kept as JSON in a file only its owner may read (mode 0600).
public struct FileSessionStore: SessionStore {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  public func load() -> Session? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(Session.self, from: data)
  }

  public func save(_ session: Session) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let data = try JSONEncoder().encode(session)
    let temporary = url.appendingPathExtension("tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteNoPermission) }
    guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
