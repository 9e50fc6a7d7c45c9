import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `WebSocketTransport` over URLSession's WebSocket task; its URLSession is made when the first
/// socket opens, so a client that never listens costs nothing.
public final class URLSessionWebSocketTransport: WebSocketTransport {
  public init() {}

  private static let session = URLSession(configuration: .ephemeral)

  public func connect(to url: URL) async throws -> any WebSocketConnection {
    let task = Self.session.webSocketTask(with: url)
    task.resume()
    return Connection(task: task)
  }

  private final class Connection: WebSocketConnection, @unchecked Sendable {
    // NB: URLSessionWebSocketTask is thread-safe but not marked Sendable.
    private let task: URLSessionWebSocketTask

    init(task: URLSessionWebSocketTask) {
      self.task = task
    }

    func send(_ text: String) async throws {
      try await task.send(.string(text))
    }

    func receive() async throws -> String? {
      switch try await task.receive() {
      case .string(let text): return text
      case .data(let data): return String(decoding: data, as: UTF8.self)
      @unknown default: return nil
      }
    }

    func close() async {
      task.cancel(with: .normalClosure, reason: nil)
    }
  }
}
