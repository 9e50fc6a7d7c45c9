import Foundation
import HummingbirdWSClient
import Logging
import SupabaseKit
import Synchronization

/// `WebSocketTransport` over Hummingbird's WebSocket client, for Linux, where URLSession has no
/// WebSocket; `cut()` drops every open socket and refuses new ones until `restore()` (a lost
/// signal).
public final class NIOWebSocketTransport: WebSocketTransport {
  private let open = Mutex<[ObjectIdentifier: Connection]>([:])
  private let offline = Mutex(false)

  public init() {}

  public func connect(to url: URL) async throws -> any WebSocketConnection {
    guard !offline.withLock({ $0 }) else { throw TransportError.offline }
    let connection = Connection()
    open.withLock { $0[ObjectIdentifier(connection)] = connection }
    await connection.start(url) { [weak self] in
      _ = self?.open.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }
    return connection
  }

  /// The signal is gone: open sockets drop and new ones fail.
  public func cut() async {
    offline.withLock { $0 = true }
    for connection in open.withLock({ Array($0.values) }) { await connection.close() }
  }

  public func restore() {
    offline.withLock { $0 = false }
  }

  /// Sockets open now.
  public var openCount: Int { open.withLock { $0.count } }

  /// One socket: frames received wait in order for `receive()`.
  actor Connection: WebSocketConnection {
    private var received: [String] = []
    private var ended = false
    private var waiting: CheckedContinuation<String?, Never>?
    private var outgoing: AsyncStream<String>.Continuation?
    private var running: Task<Void, Never>?

    func start(_ url: URL, onEnd: @escaping @Sendable () -> Void) {
      let (frames, outgoing) = AsyncStream.makeStream(of: String.self)
      self.outgoing = outgoing
      var logger = Logger(label: "realtime-client")
      logger.logLevel = .critical
      running = Task {
        _ = try? await WebSocketClient.connect(url: url.absoluteString, logger: logger) {
          inbound, outbound, _ in
          async let sending: Void = {
            for await text in frames { try await outbound.write(.text(text)) }
            try? await outbound.close(.normalClosure, reason: nil)
          }()
          for try await message in inbound.messages(maxSize: 1 << 20) {
            if case .text(let text) = message { await self.deliver(text) }
          }
          outgoing.finish()
          try await sending
        }
        self.end()
        onEnd()
      }
    }

    func send(_ text: String) async throws {
      guard !ended, let outgoing else { throw TransportError.offline }
      outgoing.yield(text)
    }

    func receive() async throws -> String? {
      if !received.isEmpty { return received.removeFirst() }
      if ended { return nil }
      return await withCheckedContinuation { waiting = $0 }
    }

    func close() async {
      outgoing?.finish()
      running?.cancel()
      end()
    }

    private func deliver(_ text: String) {
      if let waiting {
        self.waiting = nil
        waiting.resume(returning: text)
      } else {
        received.append(text)
      }
    }

    private func end() {
      ended = true
      waiting?.resume(returning: nil)
      waiting = nil
    }
  }
}
