import CompassModels
import CompassServices
import CompassStore
import Foundation

/// One WebSocket's channels: joins with `postgres_changes` bindings (each change delivered only
/// if the channel's caller may read the row, by `RealtimeHub`), heartbeats, a new
/// `access_token`, leaving. Every message out goes through `send`, in order.
actor RealtimeSession {
  private struct Channel {
    let joinRef: String?
    let listener: UUID?
    /// Its place among the topic's members (signed-in channels only), and whether a
    /// broadcast is acknowledged.
    let member: UUID?
    let acknowledges: Bool
  }

  private let version: PhoenixMessage.Version
  private let hub: RealtimeHub
  private let rooms: RealtimeRooms
  private let tokens: TokenService
  /// Who the socket's `apikey` speaks for: a channel joined without an `access_token`.
  private let keyCaller: RealtimeCaller
  private let send: @Sendable (String) -> Void
  private var channels: [String: Channel] = [:]
  /// The channels one socket may join, so no client holds the server's memory.
  private static let mostChannels = 100

  init(
    version: PhoenixMessage.Version, hub: RealtimeHub, rooms: RealtimeRooms, tokens: TokenService,
    keyCaller: RealtimeCaller, send: @escaping @Sendable (String) -> Void
  ) {
    self.version = version
    self.hub = hub
    self.rooms = rooms
    self.tokens = tokens
    self.keyCaller = keyCaller
    self.send = send
  }

  /// Handles one message from the client; one that reads as none is ignored.
  func receive(_ text: String) async {
    guard let message = PhoenixMessage.read(text, as: version) else { return }
    switch message.event {
    case "heartbeat": deliver(message.reply("ok"))
    case "phx_join": await join(message)
    case "access_token": await renew(message)
    case "phx_leave": await leave(message)
    case "broadcast": await broadcast(message)
    case "presence": await presence(message)
    default:
      if channels[message.topic] == nil {
        deliver(message.reply("error", ["reason": "unmatched topic"]))
      }
    }
  }

  /// The socket closed: its channels stop listening, and their presence leaves.
  func close() async {
    for (topic, channel) in channels { await end(channel, topic) }
    channels = [:]
  }

  private func end(_ channel: Channel, _ topic: String) async {
    channel.listener.map(hub.remove)
    if let member = channel.member { await rooms.leave(topic, as: member) }
  }

  private func join(_ message: PhoenixMessage) async {
    if let old = channels.removeValue(forKey: message.topic) { await end(old, message.topic) }
    guard channels.count < Self.mostChannels else {
      return deliver(message.reply("error", ["reason": "too many channels on one socket"]))
    }
    let request: RealtimeJoin
    do {
      request = try RealtimeJoin(message.payload)
    } catch {
      return deliver(message.reply("error", ["reason": .string(error.reason)]))
    }
    let caller: RealtimeCaller
    do {
      if let token = request.accessToken {
        caller = try await realtimeCaller(token)
      } else {
        caller = keyCaller
      }
    } catch {
      return deliver(message.reply("error", ["reason": "Invalid JWT"]))
    }
    let name = String(message.topic.dropFirst("realtime:".count))
    let topic = message.topic
    var listener: UUID?
    if !request.bindings.isEmpty {
      let version = version
      let send = send
      let quotedTopic = PhoenixMessage.quoted(topic)
      listener = await hub.add(
        RealtimeListener(bindings: request.bindings, caller: caller) { ids, data in
          send(PhoenixMessage.change(quotedTopic: quotedTopic, ids: ids, data: data, as: version))
        })
    }
    let member = join(topic, request, as: caller, joinRef: message.joinRef)
    channels[topic] = Channel(
      joinRef: message.joinRef, listener: listener, member: member,
      acknowledges: request.acknowledges)
    deliver(message.reply("ok", ["postgres_changes": .array(request.echoed)]))
    if listener != nil {
      deliver(
        PhoenixMessage(
          topic: topic, event: "system",
          payload: [
            "extension": "postgres_changes", "status": "ok",
            "message": "Subscribed to PostgreSQL", "channel": .string(name),
          ]))
    }
    if request.presenceEnabled, let member {
      deliver(
        PhoenixMessage(
          topic: topic, event: "presence_state", payload: await rooms.state(topic, for: member),
          joinRef: message.joinRef))
    }
  }

  /// A signed-in channel among the topic's members, for broadcast and presence.
  private func join(
    _ topic: String, _ request: RealtimeJoin, as caller: RealtimeCaller, joinRef: String?
  ) -> UUID? {
    guard case .user(let user, _) = caller else { return nil }
    let id = UUID()
    rooms.join(
      topic, as: id,
      RealtimeRooms.Member(
        user: user, version: version, joinRef: joinRef, hearsSelf: request.hearsSelf,
        presenceKey: request.presenceKey ?? UUIDText.lowercase(id), send: send))
    return id
  }

  private func broadcast(_ message: PhoenixMessage) async {
    guard let channel = channels[message.topic], let member = channel.member else { return }
    await rooms.broadcast(message.topic, from: member, message.payload)
    if channel.acknowledges { deliver(message.reply("ok")) }
  }

  private func presence(_ message: PhoenixMessage) async {
    guard let member = channels[message.topic]?.member,
      let fields = message.payload.objectValue
    else { return deliver(message.reply("error", ["reason": "presence needs a signed-in join"])) }
    switch fields["event"]?.stringValue {
    case "track": await rooms.track(message.topic, as: member, fields["payload"] ?? [:])
    case "untrack": await rooms.untrack(message.topic, as: member)
    default: return deliver(message.reply("error", ["reason": "unknown presence event"]))
    }
    deliver(message.reply("ok"))
  }

  /// A new token for a joined channel: from now on its changes are read as that caller.
  private func renew(_ message: PhoenixMessage) async {
    guard let channel = channels[message.topic],
      case .string(let token)? = message.payload.objectValue?["access_token"]
    else { return }
    guard let caller = try? await realtimeCaller(token) else {
      return deliver(
        PhoenixMessage(
          topic: message.topic, event: "system",
          payload: [
            "extension": "system", "status": "error", "message": "Invalid JWT",
            "channel": .string(String(message.topic.dropFirst("realtime:".count))),
          ]))
    }
    channel.listener.map { hub.update($0, caller: caller) }
  }

  private func leave(_ message: PhoenixMessage) async {
    if let channel = channels.removeValue(forKey: message.topic) {
      await end(channel, message.topic)
    }
    deliver(message.reply("ok"))
    deliver(
      PhoenixMessage(
        topic: message.topic, event: "phx_close", payload: [:], ref: message.ref,
        joinRef: message.joinRef))
  }

  private func realtimeCaller(_ token: String) async throws -> RealtimeCaller {
    try await RealtimeCallers.caller(of: token, tokens: tokens)
  }

  private func deliver(_ message: PhoenixMessage) {
    send(message.text(as: version))
  }
}
