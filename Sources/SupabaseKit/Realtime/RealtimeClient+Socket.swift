import CompassModels
import Foundation

extension RealtimeClient {
  /// The pauses before each new try after a drop, the last repeated.
  static let reconnectDelays: [Duration] = [
    .seconds(1), .seconds(2), .seconds(5), .seconds(10), .seconds(30),
  ]

  func connect() async {
    connecting = true
    defer { connecting = false }
    let connection: any WebSocketConnection
    do {
      connection = try await transport.connect(to: url)
    } catch {
      return retryLater()
    }
    let id = (socket?.id ?? 0) + 1
    socket = (id, connection)
    unansweredBeat = nil
    tasks = [
      Task { await self.read(connection, id: id) },
      Task { await self.beat(id: id) },
    ]
    for topic in channels.keys { await join(topic) }
  }

  func disconnect() async {
    for task in tasks { task.cancel() }
    tasks = []
    let connection = socket?.connection
    socket = nil
    await connection?.close()
  }

  func send(_ frame: PhoenixFrame) async {
    guard let (id, connection) = socket else { return }
    do {
      try await connection.send(frame.text)
    } catch {
      await dropped(id)
    }
  }

  private func read(_ connection: any WebSocketConnection, id: Int) async {
    while !Task.isCancelled {
      guard let text = try? await connection.receive() else { break }
      if let frame = PhoenixFrame(text: text) { await handle(frame) }
    }
    await dropped(id)
  }

  /// Beats every `heartbeat`; a beat left unanswered until the next one means the socket is
  /// gone. Each beat also sends the token again when it was refreshed (or ends everything
  /// once signed out).
  private func beat(id: Int) async {
    while !Task.isCancelled {
      try? await Task.sleep(for: heartbeat)
      guard !Task.isCancelled, socket?.id == id else { return }
      guard unansweredBeat == nil else { return await dropped(id) }
      let ref = nextRef()
      unansweredBeat = ref
      await send(PhoenixFrame(topic: "phoenix", event: "heartbeat", payload: [:], ref: ref))
      await refreshToken()
    }
  }

  func refreshToken() async {
    guard let token = await auth.accessToken() else {
      finishAll()
      return await disconnect()
    }
    for (topic, channel) in channels where channel.joined && channel.token != token {
      channels[topic]?.token = token
      let payload: JSONValue = ["access_token": .string(token)]
      let frame = PhoenixFrame(
        topic: topic, event: "access_token", payload: payload, ref: nextRef())
      await send(frame)
    }
  }

  private func handle(_ frame: PhoenixFrame) async {
    if frame.topic == "phoenix" {
      if frame.ref == unansweredBeat { unansweredBeat = nil }
      return
    }
    guard let channel = channels[frame.topic] else { return }
    switch frame.event {
    case "phx_reply" where frame.ref == channel.joinRef:
      await joinAnswered(frame, channel: channel)
    case "postgres_changes":
      if let change = RealtimeChange(data: frame.payload.objectValue?["data"]) {
        channel.continuation.yield(.change(change))
      }
    case "phx_error", "phx_close":
      channels[frame.topic]?.joined = false
      channel.continuation.yield(.interrupted)
      rejoinLater(frame.topic)
    default: break
    }
  }

  private func joinAnswered(_ frame: PhoenixFrame, channel: Channel) async {
    guard frame.replyStatus == "ok" else {
      channel.continuation.yield(.interrupted)
      return rejoinLater(frame.topic)
    }
    channels[frame.topic]?.joined = true
    failures = 0
    channel.continuation.yield(.subscribed)
    // NB: a token refreshed while the join was on its way reached no channel; it goes now.
    await refreshToken()
  }

  /// The socket `id` is gone: every subscription hears so, and it is made again later.
  func dropped(_ id: Int) async {
    guard socket?.id == id else { return }
    await disconnect()
    for topic in channels.keys where channels[topic]?.joined == true {
      channels[topic]?.joined = false
      channels[topic]?.continuation.yield(.interrupted)
    }
    retryLater()
  }

  private func retryLater() {
    guard !channels.isEmpty else { return }
    let delay = Self.reconnectDelays[min(failures, Self.reconnectDelays.count - 1)]
    failures += 1
    tasks.append(
      Task {
        try? await Task.sleep(for: delay)
        guard !Task.isCancelled else { return }
        await self.reconnect()
      })
  }

  private func reconnect() async {
    guard socket == nil, !connecting, !channels.isEmpty else { return }
    await connect()
  }

  private func rejoinLater(_ topic: String) {
    tasks.append(
      Task {
        try? await Task.sleep(for: Self.reconnectDelays[2])
        guard !Task.isCancelled else { return }
        await self.join(topic)
      })
  }
}
