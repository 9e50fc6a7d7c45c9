import CompassModels
import Foundation

/// One Phoenix channel message as Realtime's clients frame it: with `vsn=1.0.0` a JSON object
/// (`topic`, `event`, `payload`, `ref`, `join_ref`), with `vsn=2.0.0` an array
/// (`[join_ref, ref, topic, event, payload]`).
struct PhoenixMessage: Sendable, Equatable {
  /// The serializer a socket asked for.
  enum Version: Sendable {
    case object, array

    init?(_ vsn: String?) {
      switch vsn ?? "1.0.0" {
      case "1.0.0": self = .object
      case "2.0.0": self = .array
      default: return nil
      }
    }
  }

  var joinRef: String?
  var ref: String?
  var topic: String
  var event: String
  var payload: JSONValue

  init(
    topic: String, event: String, payload: JSONValue, ref: String? = nil, joinRef: String? = nil
  ) {
    self.topic = topic
    self.event = event
    self.payload = payload
    self.ref = ref
    self.joinRef = joinRef
  }

  /// The message `text` holds; `nil` for anything else.
  static func read(_ text: String, as version: Version) -> PhoenixMessage? {
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
      return nil
    }
    switch (version, value) {
    case (.object, .object(let fields)):
      guard case .string(let topic)? = fields["topic"], case .string(let event)? = fields["event"]
      else { return nil }
      return PhoenixMessage(
        topic: topic, event: event, payload: fields["payload"] ?? .object([:]),
        ref: reference(fields["ref"]), joinRef: reference(fields["join_ref"]))
    case (.array, .array(let items)):
      guard items.count == 5, case .string(let topic) = items[2], case .string(let event) = items[3]
      else { return nil }
      return PhoenixMessage(
        topic: topic, event: event, payload: items[4], ref: reference(items[1]),
        joinRef: reference(items[0]))
    default: return nil
    }
  }

  /// The message framed for `version`.
  func text(as version: Version) -> String {
    let value: JSONValue
    switch version {
    case .object:
      value = .object([
        "topic": .string(topic), "event": .string(event), "payload": payload,
        "ref": ref.map(JSONValue.string) ?? .null,
        "join_ref": joinRef.map(JSONValue.string) ?? .null,
      ])
    case .array:
      value = .array([
        joinRef.map(JSONValue.string) ?? .null, ref.map(JSONValue.string) ?? .null,
        .string(topic), .string(event), payload,
      ])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// A `postgres_changes` message for the topic `quotedTopic` (as JSON text, `quoted`) around a
  /// change's `data` already encoded, so a change heard by a thousand channels is encoded once.
  static func change(quotedTopic: String, ids: [Int], data: String, as version: Version)
    -> String
  {
    let payload = "{\"ids\":[\(ids.map(String.init).joined(separator: ","))],\"data\":\(data)}"
    switch version {
    case .object:
      return
        "{\"topic\":\(quotedTopic),\"event\":\"postgres_changes\",\"payload\":\(payload),\"ref\":null,\"join_ref\":null}"
    case .array: return "[null,null,\(quotedTopic),\"postgres_changes\",\(payload)]"
    }
  }

  /// `text` as a JSON string, quotes and escapes included.
  static func quoted(_ text: String) -> String {
    (try? JSONEncoder().encode(JSONValue.string(text))).map { String(decoding: $0, as: UTF8.self) }
      ?? "\"\""
  }

  /// A reply to this message: `phx_reply` with its refs, `status` and `response`.
  func reply(_ status: String, _ response: JSONValue = .object([:])) -> PhoenixMessage {
    PhoenixMessage(
      topic: topic, event: "phx_reply",
      payload: .object(["status": .string(status), "response": response]), ref: ref,
      joinRef: joinRef)
  }

  private static func reference(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text)?: text
    case .number(let number)?: String(Int(exactly: number) ?? 0)
    default: nil
    }
  }
}
