import CompassModels
import Foundation

/// A Realtime socket message in the 1.0.0 serializer's JSON object form.
struct PhoenixFrame: Codable, Sendable {
  var topic: String
  var event: String
  var payload: JSONValue
  var ref: String?
  var joinRef: String?

  enum CodingKeys: String, CodingKey {
    case topic, event, payload, ref
    case joinRef = "join_ref"
  }

  init(topic: String, event: String, payload: JSONValue, ref: String?, joinRef: String? = nil) {
    self.topic = topic
    self.event = event
    self.payload = payload
    self.ref = ref
    self.joinRef = joinRef
  }

  init?(text: String) {
    guard let frame = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else {
      return nil
    }
    self = frame
  }

  var text: String {
    (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// A `phx_reply`'s status (`ok`, `error`).
  var replyStatus: String? { payload.objectValue?["status"]?.stringValue }
}
