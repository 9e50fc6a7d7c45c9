import Foundation

/// The seam Realtime's socket goes through: `URLSessionWebSocketTransport` on the phone, another
/// WebSocket client where URLSession has none (Linux tests), a wrapper to inject faults.
public protocol WebSocketTransport: Sendable {
  /// Opens a WebSocket to `url`; throws when it cannot be opened.
  func connect(to url: URL) async throws -> any WebSocketConnection
}

/// One open WebSocket carrying text frames.
public protocol WebSocketConnection: Sendable {
  func send(_ text: String) async throws
  /// The next text frame, or `nil` once the socket has closed.
  func receive() async throws -> String?
  func close() async
}
