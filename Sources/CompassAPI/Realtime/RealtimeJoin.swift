import CompassModels
import CompassServices
import CompassStore

/// A `phx_join`'s payload: its `postgres_changes` bindings, checked (schema `public`, a table
/// the API serves, a filter Realtime takes) and given ids, and the `access_token` it carries.
struct RealtimeJoin {
  /// Why a join was refused, as its reply says.
  struct Refusal: Error {
    let reason: String
  }

  let bindings: [RealtimeBinding]
  /// Each binding as the client sent it, with its id: what the join's reply echoes, in order.
  let echoed: [JSONValue]
  let accessToken: String?
  /// `config.broadcast`: the sender hears its own broadcasts; a broadcast is acknowledged.
  let hearsSelf: Bool
  let acknowledges: Bool
  /// `config.presence`: whether presence is on, and the key this channel's presence goes by.
  let presenceEnabled: Bool
  let presenceKey: String?

  init(_ payload: JSONValue) throws(Refusal) {
    let fields = payload.objectValue ?? [:]
    let config = fields["config"]?.objectValue ?? [:]
    let broadcast = config["broadcast"]?.objectValue ?? [:]
    hearsSelf = broadcast["self"] == .bool(true)
    acknowledges = broadcast["ack"] == .bool(true)
    let presence = config["presence"]?.objectValue ?? [:]
    let key = presence["key"]?.stringValue ?? ""
    presenceKey = key.isEmpty ? nil : key
    presenceEnabled = presence["enabled"] == .bool(true) || !key.isEmpty
    if case .string(let token)? = fields["access_token"] {
      accessToken = token
    } else {
      accessToken = nil
    }
    let asked = config["postgres_changes"]?.arrayValue ?? []
    var bindings: [RealtimeBinding] = []
    var echoed: [JSONValue] = []
    for (index, binding) in asked.enumerated() {
      guard var sent = binding.objectValue else { throw Refusal(reason: "invalid binding") }
      let made = try Self.binding(sent, id: Self.id(index))
      bindings.append(made)
      sent["id"] = .number(Double(made.id))
      echoed.append(.object(sent))
    }
    self.bindings = bindings
    self.echoed = echoed
  }

  private static func binding(_ sent: [String: JSONValue], id: Int) throws(Refusal)
    -> RealtimeBinding
  {
    let event = sent["event"]?.stringValue ?? "*"
    guard ["*", "INSERT", "UPDATE", "DELETE"].contains(event) else {
      throw Refusal(reason: "invalid event \(event)")
    }
    guard (sent["schema"]?.stringValue ?? "public") == "public" else {
      throw Refusal(reason: "unknown schema")
    }
    guard let name = sent["table"]?.stringValue, let table = TableRegistry.table(name) else {
      throw Refusal(reason: "unknown table")
    }
    var filter: ChangeFilter?
    if let text = sent["filter"]?.stringValue, !text.isEmpty {
      guard let parsed = ChangeFilter(text, table: table) else {
        throw Refusal(reason: "invalid filter \(text)")
      }
      filter = parsed
    }
    return RealtimeBinding(id: id, event: event, table: name, filter: filter)
  }

  /// A binding's id: unique enough across a socket's channels, as Realtime's are.
  private static func id(_ index: Int) -> Int { Int.random(in: 1_000_000...99_999_999) + index }
}
