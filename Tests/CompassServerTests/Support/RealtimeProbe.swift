import CompassModels
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// One Realtime socket opened the way the official clients open it: joins channels, sends
/// what a test asks, and keeps every message that arrives for the test to wait on.
final class RealtimeProbe: Sendable {
  /// Every message received, each a JSON object.
  final class Inbox: Sendable {
    let messages = Mutex<[[String: JSONValue]]>([])
  }

  private let received = Inbox()
  private let outgoing: AsyncStream<String>.Continuation
  private let connection: Task<Void, any Error>

  init(port: Int, key: String, vsn: String = "1.0.0") {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    outgoing = continuation
    let received = received
    var logger = Logger(label: "realtime-probe")
    logger.logLevel = .critical
    connection = Task {
      try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)/realtime/v1/websocket?apikey=\(key)&vsn=\(vsn)",
        logger: logger
      ) { inbound, outbound, _ in
        async let sending: Void = {
          for await text in stream { try await outbound.write(.text(text)) }
          try await outbound.close(.normalClosure, reason: nil)
        }()
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let text) = message,
            case .object(let fields)? = try? JSONDecoder().decode(
              JSONValue.self, from: Data(text.utf8))
          else { continue }
          received.messages.withLock { $0.append(fields) }
        }
        try await sending
      }
    }
  }

  /// Joins `topic` with `bindings` (`postgres_changes` configs) as the token's caller; a
  /// `presence` key turns presence on.
  func join(
    _ topic: String, bindings: [JSONValue], token: String?, ref: String = "1",
    presence: String? = nil
  ) {
    var config: [String: JSONValue] = [
      "postgres_changes": .array(bindings), "broadcast": ["self": false, "ack": true],
    ]
    if let presence { config["presence"] = ["key": .string(presence), "enabled": true] }
    var payload: [String: JSONValue] = ["config": .object(config)]
    if let token { payload["access_token"] = .string(token) }
    send(topic: "realtime:\(topic)", event: "phx_join", payload: .object(payload), ref: ref)
  }

  func send(topic: String, event: String, payload: JSONValue, ref: String) {
    let message: JSONValue = [
      "topic": .string(topic), "event": .string(event), "payload": payload, "ref": .string(ref),
      "join_ref": .string(ref),
    ]
    if let data = try? JSONEncoder().encode(message) {
      outgoing.yield(String(decoding: data, as: UTF8.self))
    }
  }

  /// Every message so far with `event`.
  func messages(_ event: String) -> [[String: JSONValue]] {
    received.messages.withLock { $0.filter { $0["event"]?.stringValue == event } }
  }

  /// The payloads' `data` of the `postgres_changes` received so far.
  var changes: [[String: JSONValue]] {
    messages("postgres_changes").compactMap {
      $0["payload"]?.objectValue?["data"]?.objectValue
    }
  }

  /// Waits until `condition` holds, up to `seconds`; whether it did. Every suite runs at once
  /// on a loaded CI machine, where a join's answer may take many seconds.
  @discardableResult
  func wait(seconds: Double = 60, until condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
  }

  func close() async {
    outgoing.finish()
    _ = await connection.result
  }
}
