import CompassDomain
import CompassModels
import Foundation

extension Outbox {
  /// An edit of a form, saved at once with signal so a clash is asked then and there
  /// (`online`); without signal, or behind a write to the same row still waiting, it goes into
  /// the outbox and `nil` says it shows through `overlay` until the server has it.
  public func saveEdit<Row: EditableRow>(
    _ label: String, of row: RowKey, merge: EditMerge, over version: Date?, at now: Date,
    online: () async throws -> EditOutcome<Row>
  ) async throws -> EditOutcome<Row>? {
    if note(for: row.id, in: row.table) == nil {
      do {
        return try await online()
      } catch let error where [.offline, .timedOut].contains(FeatureError(error)) {}
    }
    let operation = PendingWrite.Operation.update(
      table: row.table, id: row.id, owner: row.owner, opened: merge.opened, mine: merge.mine,
      version: version)
    let saved = try await submit(label, operation, at: now)
    return saved.flatMap { JSONColumns.row($0, as: Row.self) }.map(EditOutcome.saved)
  }
}

/// Which row a write is for: its table, its id and the athlete who owns it.
public struct RowKey: Sendable, Equatable {
  public let table: String
  public let id: String
  public let owner: UserID

  public init(table: String, id: some CustomStringConvertible, owner: UserID) {
    self.table = table
    self.id = id.description
    self.owner = owner
  }
}
