import CompassModels
import CompassStore
import Foundation
import Synchronization

/// The signed-in sockets joined to each topic on this server, for `broadcast` and `presence`:
/// a message reaches only the members in the sender's family circle (`FamilyCircle`, read
/// afresh each time), and each member's presence shows only its circle. The anon key joins
/// neither.
final class RealtimeRooms: Sendable {
  /// One channel of one socket, joined to a topic.
  struct Member: Sendable {
    let user: UserID
    let version: PhoenixMessage.Version
    let joinRef: String?
    /// Whether its own broadcasts come back to it (`config.broadcast.self`).
    let hearsSelf: Bool
    let presenceKey: String
    let send: @Sendable (String) -> Void
    var metas: [JSONValue] = []
  }

  private let rooms = Mutex<[String: [UUID: Member]]>([:])
  private let circle: FamilyCircle

  init(circle: FamilyCircle) {
    self.circle = circle
  }

  func join(_ topic: String, as id: UUID, _ member: Member) {
    rooms.withLock { $0[topic, default: [:]][id] = member }
  }

  /// The member goes; its presence leaves the others' lists.
  func leave(_ topic: String, as id: UUID) async {
    let left = rooms.withLock { rooms -> Member? in
      defer { if rooms[topic]?.isEmpty == true { rooms[topic] = nil } }
      return rooms[topic]?.removeValue(forKey: id)
    }
    guard let left, !left.metas.isEmpty else { return }
    await announce(topic, from: left.user, diff(leaves: left))
  }

  /// Relays a `broadcast` payload to the sender's circle (itself only if it asked).
  func broadcast(_ topic: String, from id: UUID, _ payload: JSONValue) async {
    guard let sender = member(topic, id) else { return }
    let others = (rooms.withLock { $0[topic] } ?? [:]).filter { $0.key != id || sender.hearsSelf }
    let reached =
      (try? await circle.members(of: sender.user, among: Set(others.values.map(\.user))))
      ?? []
    for member in others.values where reached.contains(member.user) {
      member.send(
        PhoenixMessage(
          topic: topic, event: "broadcast", payload: payload, joinRef: member.joinRef
        ).text(as: member.version))
    }
  }

  /// The member's presence is now `meta` (replacing any before): its circle hears the change.
  func track(_ topic: String, as id: UUID, _ meta: JSONValue) async {
    var tracked = meta.objectValue ?? [:]
    tracked["phx_ref"] = .string(UUID().uuidString)
    let (before, after) = rooms.withLock { rooms -> (Member?, Member?) in
      let before = rooms[topic]?[id]
      rooms[topic]?[id]?.metas = [.object(tracked)]
      return (before, rooms[topic]?[id])
    }
    guard let before, let after else { return }
    await announce(
      topic, from: after.user, diff(joins: after, leaves: before.metas.isEmpty ? nil : before))
  }

  func untrack(_ topic: String, as id: UUID) async {
    let before = rooms.withLock { rooms -> Member? in
      defer { rooms[topic]?[id]?.metas = [] }
      return rooms[topic]?[id]
    }
    guard let before, !before.metas.isEmpty else { return }
    await announce(topic, from: before.user, diff(leaves: before))
  }

  /// `presence_state` for a member that joined: the presences of its circle.
  func state(_ topic: String, for id: UUID) async -> JSONValue {
    guard let joiner = member(topic, id) else { return [:] }
    let tracked = (rooms.withLock { $0[topic] } ?? [:]).values.filter { !$0.metas.isEmpty }
    let reached =
      (try? await circle.members(of: joiner.user, among: Set(tracked.map(\.user)))) ?? []
    var state: [String: JSONValue] = [:]
    for member in tracked where reached.contains(member.user) {
      state[member.presenceKey] = ["metas": .array(member.metas)]
    }
    return .object(state)
  }

  private func member(_ topic: String, _ id: UUID) -> Member? {
    rooms.withLock { $0[topic]?[id] }
  }

  private func diff(joins: Member? = nil, leaves: Member? = nil) -> JSONValue {
    let entry = { (member: Member?) -> JSONValue in
      guard let member else { return [:] }
      return .object([member.presenceKey: ["metas": .array(member.metas)]])
    }
    return ["joins": entry(joins), "leaves": entry(leaves)]
  }

  /// `presence_diff` to every member of the topic in `user`'s circle.
  private func announce(_ topic: String, from user: UserID, _ diff: JSONValue) async {
    let members = (rooms.withLock { $0[topic] } ?? [:]).values
    let reached = (try? await circle.members(of: user, among: Set(members.map(\.user)))) ?? []
    for member in members where reached.contains(member.user) {
      member.send(
        PhoenixMessage(topic: topic, event: "presence_diff", payload: diff, joinRef: member.joinRef)
          .text(as: member.version))
    }
  }
}
