import CompassDomain
import CompassModels
import Foundation

/// One write the phone made, kept on disk until the server has it: what it does, to which row,
/// how it reads to the person ("Log Fastball Velocity 92 mph"), and where it stands.
public struct PendingWrite: Codable, Sendable, Identifiable, Equatable {
  /// What the write does. A new row carries the id the phone gave it, so sending it twice
  /// makes one row; an edit carries the fields as the form opened and as changed, so it is
  /// saved over the row as last seen (`EditSaver`); a delete of a row already gone is done.
  public enum Operation: Codable, Sendable, Equatable {
    case insert(table: String, row: [String: JSONValue])
    case update(
      table: String, id: String, owner: UserID, opened: [String: JSONValue],
      mine: [String: JSONValue], version: Date?)
    case delete(table: String, id: String, owner: UserID)
  }

  /// Where the write stands.
  public enum State: Codable, Sendable, Equatable {
    /// Not sent yet: no network, or behind one that is.
    case waiting
    case syncing
    /// Someone changed the same fields meanwhile: the row as they left it and the fields
    /// both changed, for "Keep mine", "Keep theirs" or "See both".
    case conflict(current: [String: JSONValue], clashes: [String])
    /// The server will never take it (the row was deleted, access ended, a value refused):
    /// kept, with the reason, until the person discards it.
    case refused(String)
  }

  public let id: UUID
  public let made: Date
  public let label: String
  public let operation: Operation
  public internal(set) var state: State

  public init(id: UUID = UUID(), made: Date, label: String, operation: Operation) {
    self.id = id
    self.made = made
    self.label = label
    self.operation = operation
    state = .waiting
  }

  public var table: String {
    switch operation {
    case .insert(let table, _), .update(let table, _, _, _, _, _), .delete(let table, _, _): table
    }
  }

  /// The id of the row it writes.
  public var rowID: String {
    switch operation {
    case .insert(_, let row): row["id"]?.stringValue ?? ""
    case .update(_, let id, _, _, _, _), .delete(_, let id, _): id
    }
  }

  /// Whether it still needs the person (a conflict or a refusal).
  public var needsAttention: Bool {
    switch state {
    case .conflict, .refused: true
    case .waiting, .syncing: false
    }
  }

  /// What the screens say beside the change.
  public var note: String {
    switch state {
    case .waiting: "Waiting to sync"
    case .syncing: "Syncing…"
    case .conflict: "Changed by someone else too"
    case .refused(let reason): "Not saved: \(reason)"
    }
  }
}
