import Foundation

/// The last data each page loaded, kept for viewing offline: files in the app's support folder,
/// memory in tests.
public protocol SnapshotStore: Sendable {
  func load(_ name: String) -> Data?
  func save(_ data: Data, as name: String)
  func removeAll()
}

/// Snapshots as files in one folder.
public struct FileSnapshotStore: SnapshotStore {
  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  public func load(_ name: String) -> Data? {
    try? Data(contentsOf: folder.appending(path: name))
  }

  public func save(_ data: Data, as name: String) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: folder.appending(path: name), options: .atomic)
  }

  public func removeAll() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Snapshots in memory.
public final class MemorySnapshotStore: SnapshotStore {
  private let lock = NSLock()
  private nonisolated(unsafe) var files: [String: Data] = [:]

  public init() {}

  public func load(_ name: String) -> Data? { lock.withLock { files[name] } }
  public func save(_ data: Data, as name: String) { lock.withLock { files[name] = data } }
  public func removeAll() { lock.withLock { files = [:] } }
}
