import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

#if canImport(Glibc)
  import Glibc
#endif

/// How long a connection may be slow and how many may be open: a client that sends its
/// request's head slowly, keeps a connection silent, stalls mid-body or stops reading an
/// answer is cut off; at `maximum` open connections a new one is let in by closing the one
/// idle the longest (`IdleConnections`), and waits only while every connection is busy, so the
/// last file descriptors are never taken.
package struct ConnectionLimits: Sendable {
  /// Silence allowed: from opening (or the last answer) to a complete request head, however
  /// its bytes trickle in, and between a body's parts.
  package var idle: Duration = .seconds(30)
  /// Time a client that has stopped reading is given to read again.
  package var stalledWrite: Duration = .seconds(60)
  package var maximum: Int
  package var maxUploadBytes: Int64
  private let connections = IdleConnections()

  package init(maxUploadBytes: Int64, maximum: Int = ConnectionLimits.defaultMaximum()) {
    self.maxUploadBytes = maxUploadBytes
    self.maximum = maximum
  }

  /// Descriptors kept for the database, stored files and logs when connections are at most.
  package static let reservedDescriptors = 256

  /// What the process may keep open less what it needs besides connections (at least 64,
  /// at most 16,384), read after `raiseDescriptorLimit`.
  package static func defaultMaximum() -> Int {
    min(16_384, max(64, openFileLimit() - reservedDescriptors))
  }

  /// Raises the process's soft limit on open files to its hard limit, as servers do at start.
  package static func raiseDescriptorLimit() {
    #if os(Linux)
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0,
        limit.rlim_cur < limit.rlim_max
      else { return }
      limit.rlim_cur = limit.rlim_max
      _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #endif
  }

  private static func openFileLimit() -> Int {
    #if os(Linux)
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
        return 1_024
      }
      return limit.rlim_cur > UInt64(Int.max) ? Int.max : Int(limit.rlim_cur)
    #else
      return 1_024
    #endif
  }

  /// The HTTP/1.1 server with these limits and `ExpectContinueHandler` in its pipeline; a
  /// request `upgrading` accepts becomes a WebSocket (Realtime's socket).
  package func server(
    upgrading:
      @escaping @Sendable (HTTPRequest) async -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
      >
  ) -> HTTPServerBuilder {
    let stalled = TimeAmount(stalledWrite)
    let upload = maxUploadBytes
    let connections = connections
    let idle = TimeAmount(idle)
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      http1: .init(
        additionalChannelHandlers: [
          ExpectContinueHandler(maxBodyBytes: upload), StalledWriteHandler(timeout: stalled),
          IdleConnections.Tracker(connections),
        ],
        idleTimeout: idle),
      ws: WebSocketServerConfiguration(maxFrameSize: 1 << 20, closeTimeout: .seconds(5)))
    return HTTPServerBuilder { responder in
      FirstHeadChannel(
        inner: HTTP1WebSocketUpgradeChannel(
          responder: responder, configuration: configuration,
          shouldUpgrade: { request, _, _ in await upgrading(request) }),
        idle: idle, connections: connections)
    }
  }

  /// The application's listening configuration: at most `maximum` connections, the longest
  /// idle making room for a new one.
  package func application(address: BindAddress) -> ApplicationConfiguration {
    ApplicationConfiguration(
      address: address, serverName: "compass",
      availableConnectionsDelegate: IdleConnections.Admission(
        connections: connections, maximum: maximum))
  }
}
