import CompassModels
import Foundation

/// Supabase Realtime's `postgres_changes`: one socket to `/realtime/v1/websocket`, opened while
/// something listens, with a channel per `changes(table:filter:)` stream. The socket sends the
/// user's token when it joins and again whenever it is refreshed, beats every `heartbeat`, and
/// after a drop comes back on its own (1, 2, 5, 10, then 30 s apart) and joins again.
public actor RealtimeClient {
  /// What a subscription hears.
  public enum Event: Sendable, Equatable {
    /// The channel is joined: changes from now on arrive. After `interrupted`, what changed
    /// meanwhile was missed, so a screen reads again.
    case subscribed
    case change(RealtimeChange)
    /// The connection dropped; it is being made again.
    case interrupted
  }

  struct Channel {
    let table: String
    let filter: String?
    let continuation: AsyncStream<Event>.Continuation
    var joinRef: String?
    var joined = false
    /// The token the server last had for this channel (in its join or an `access_token`).
    var token: String?
  }

  let url: URL
  let transport: any WebSocketTransport
  let auth: AuthClient
  let heartbeat: Duration
  var channels: [String: Channel] = [:]
  var socket: (id: Int, connection: any WebSocketConnection)?
  var connecting = false
  var failures = 0
  var lastRef = 0
  var unansweredBeat: String?
  var tasks: [Task<Void, Never>] = []
  var authWatch: Task<Void, Never>?

  init(
    url: URL, key: String, transport: any WebSocketTransport, auth: AuthClient,
    heartbeat: Duration
  ) {
    self.url = Self.socketURL(url, key: key)
    self.transport = transport
    self.auth = auth
    self.heartbeat = heartbeat
  }

  /// Changes to `table` the signed-in user may read, narrowed by `filter` (`user_id=eq.<id>`),
  /// until the stream is dropped; signing out ends it.
  public func changes(table: String, filter: String? = nil) -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Event.self, bufferingPolicy: .bufferingNewest(1_000))
    let topic = "realtime:\(table)-\(UUID().uuidString.lowercased())"
    channels[topic] = Channel(table: table, filter: filter, continuation: continuation)
    continuation.onTermination = { _ in Task { await self.leave(topic) } }
    if authWatch == nil { authWatch = Task { await self.followAuth() } }
    Task { await self.open(topic) }
    return stream
  }

  /// How many subscriptions are open, and how many of them joined (for tests and diagnostics).
  public var subscriptionCount: (open: Int, joined: Int) {
    (channels.count, channels.values.filter(\.joined).count)
  }

  private func open(_ topic: String) async {
    if socket != nil {
      await join(topic)
    } else if !connecting {
      await connect()
    }
  }

  private func leave(_ topic: String) async {
    guard let channel = channels.removeValue(forKey: topic) else { return }
    if channel.joined {
      await send(PhoenixFrame(topic: topic, event: "phx_leave", payload: [:], ref: nextRef()))
    }
    if channels.isEmpty { await disconnect() }
  }

  func join(_ topic: String) async {
    guard let channel = channels[topic] else { return }
    guard let token = await auth.accessToken() else { return finishAll() }
    let ref = nextRef()
    channels[topic]?.joinRef = ref
    channels[topic]?.token = token
    var binding: [String: JSONValue] = [
      "event": "*", "schema": "public", "table": .string(channel.table),
    ]
    if let filter = channel.filter { binding["filter"] = .string(filter) }
    let config: JSONValue = [
      "broadcast": ["self": false, "ack": false], "presence": ["key": ""],
      "postgres_changes": [.object(binding)], "private": false,
    ]
    let payload: JSONValue = ["config": config, "access_token": .string(token)]
    await send(
      PhoenixFrame(topic: topic, event: "phx_join", payload: payload, ref: ref, joinRef: ref))
  }

  /// Signing out ends every subscription at once; a refreshed token goes to the channels at
  /// once too (the beat would send it later).
  private func followAuth() async {
    for await (event, _) in await auth.authStateChanges() {
      switch event {
      case .signedOut:
        finishAll()
        await disconnect()
      case .tokenRefreshed: await refreshToken()
      default: break
      }
    }
  }

  /// Signed out: every subscription ends.
  func finishAll() {
    for channel in channels.values { channel.continuation.finish() }
    channels = [:]
  }

  func nextRef() -> String {
    lastRef += 1
    return String(lastRef)
  }

  private static func socketURL(_ base: URL, key: String) -> URL {
    var components = URLComponents(
      url: base.appending(path: "realtime/v1/websocket"), resolvingAgainstBaseURL: false)
    components?.scheme = base.scheme == "https" ? "wss" : "ws"
    components?.queryItems = [
      URLQueryItem(name: "apikey", value: key), URLQueryItem(name: "vsn", value: "1.0.0"),
    ]
    return components?.url ?? base
  }
}
