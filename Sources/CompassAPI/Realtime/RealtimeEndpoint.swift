import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import HummingbirdWebSocket
import Logging
import ServiceLifecycle

/// `/realtime/v1/websocket`: Supabase Realtime's socket. The `apikey` in its query must be the
/// project's anon or service-role key, or a user's token; `vsn` picks the serializer (1.0.0 JSON
/// objects, 2.0.0 arrays). Each socket is a `RealtimeSession`, its messages out written in order.
package struct RealtimeEndpoint: Sendable {
  package static let path = "/realtime/v1/websocket"
  /// The largest message a client may send.
  static let maxMessage = 1 << 20

  let hub: RealtimeHub
  let tokens: TokenService
  let rooms: RealtimeRooms

  package init(hub: RealtimeHub, tokens: TokenService, database: CompassDatabase) {
    self.hub = hub
    self.tokens = tokens
    rooms = RealtimeRooms(circle: FamilyCircle(database: database))
  }

  /// Upgrades a request for the socket with a key that verifies; anything else goes on as HTTP.
  package func shouldUpgrade(_ request: HTTPRequest) async -> ShouldUpgradeResult<
    WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
  > {
    let target = URLComponents(string: request.path ?? "")
    guard target?.path == Self.path else { return .dontUpgrade }
    let query = Dictionary(
      (target?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    ) { first, _ in first }
    guard let version = PhoenixMessage.Version(query["vsn"]), let key = query["apikey"],
      let keyCaller = try? await RealtimeCallers.caller(of: key, tokens: tokens)
    else { return .dontUpgrade }
    let hub = hub
    let tokens = tokens
    let rooms = rooms
    return .upgrade([:]) { inbound, outbound, _ in
      let (stream, continuation) = AsyncStream.makeStream(
        of: String.self, bufferingPolicy: .bufferingNewest(Self.queued))
      let session = RealtimeSession(
        version: version, hub: hub, rooms: rooms, tokens: tokens, keyCaller: keyCaller
      ) { continuation.yield($0) }
      await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for await text in stream { try await outbound.write(.text(text)) }
        }
        group.addTask {
          defer { continuation.finish() }
          for try await message in inbound.messages(maxSize: Self.maxMessage) {
            if case .text(let text) = message { await session.receive(text) }
          }
        }
        group.addTask {
          // NB: the server stopping sends a close frame; a client that never answers it
          // must not keep the server from stopping.
          try await gracefulShutdown()
          try await Task.sleep(for: Self.closeGrace)
          throw CancellationError()
        }
        _ = try? await group.next()
        group.cancelAll()
      }
      continuation.finish()
      await session.close()
    }
  }

  /// How long a socket has to answer the server's close when the server stops.
  private static let closeGrace: Duration = .seconds(5)

  /// Messages waiting for a slow socket before the oldest are dropped.
  private static let queued = 4_096
}
