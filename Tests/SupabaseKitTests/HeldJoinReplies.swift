import Foundation
import SupabaseKit
import Synchronization

/// A WebSocket transport that holds back the server's answers to joins until `release()`, so a
/// test can refresh the token while a join is on its way (a fault, injected).
final class HeldJoinReplies: WebSocketTransport {
  private let inner: any WebSocketTransport
  private let held = Mutex(true)
  private let joinSent = Mutex(false)

  init(_ inner: any WebSocketTransport) {
    self.inner = inner
  }

  /// Whether a join has gone to the server.
  var joining: Bool { joinSent.withLock { $0 } }

  func release() {
    held.withLock { $0 = false }
  }

  func connect(to url: URL) async throws -> any WebSocketConnection {
    Connection(inner: try await inner.connect(to: url), transport: self)
  }

  private struct Connection: WebSocketConnection {
    let inner: any WebSocketConnection
    let transport: HeldJoinReplies

    func send(_ text: String) async throws {
      if text.contains("\"phx_join\"") { transport.joinSent.withLock { $0 = true } }
      try await inner.send(text)
    }

    func receive() async throws -> String? {
      let text = try await inner.receive()
      if let text, text.contains("\"phx_reply\""), text.contains("postgres_changes") {
        while transport.held.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
      }
      return text
    }

    func close() async {
      await inner.close()
    }
  }
}
