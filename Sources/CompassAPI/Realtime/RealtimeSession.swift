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
  }

  private let version: PhoenixMessage.Version
  private let hub: RealtimeHub
  private let tokens: TokenService
  /// Who the socket's `apikey` speaks for: a channel joined without an `access_token`.
  private let keyCaller: RealtimeCaller
  private let send: @Sendable (String) -> Void
  private var channels: [String: Channel] = [:]

  init(
    version: PhoenixMessage.Version, hub: RealtimeHub, tokens: TokenService,
    keyCaller: RealtimeCaller, send: @escaping @Sendable (String) -> Void
  ) {
    self.version = version
    self.hub = hub
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
    case "phx_leave": leave(message)
    default:
      if channels[message.topic] == nil {
        deliver(message.reply("error", ["reason": "unmatched topic"]))
      }
    }
  }

  /// The socket closed: its channels stop listening.
  func close() {
    for channel in channels.values { channel.listener.map(hub.remove) }
    channels = [:]
  }

  private func join(_ message: PhoenixMessage) async {
    if let old = channels.removeValue(forKey: message.topic) { old.listener.map(hub.remove) }
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
    channels[topic] = Channel(joinRef: message.joinRef, listener: listener)
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

  private func leave(_ message: PhoenixMessage) {
    if let channel = channels.removeValue(forKey: message.topic) {
      channel.listener.map(hub.remove)
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
