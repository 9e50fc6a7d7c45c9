import CompassDomain
import CompassModels
import Foundation

extension Outbox {
  /// `rows` as the pending writes of `table` leave them, so a screen shows a change the moment
  /// it is made: new rows on top (newest first), edits written over, deleted rows gone.
  public func overlay<Row: Codable & Identifiable>(_ rows: [Row], table: String) -> [Row]
  where Row.ID: CustomStringConvertible {
    var shown = rows
    for write in pending(in: table) {
      switch write.operation {
      case .insert(_, let fields):
        guard !shown.contains(where: { $0.id.description == write.rowID }),
          let row = JSONColumns.row(fields, as: Row.self)
        else { continue }
        shown.insert(row, at: 0)
      case .update(_, _, _, _, let mine, _):
        shown = shown.map { row in
          row.id.description == write.rowID ? JSONColumns.overlay(mine, on: row) ?? row : row
        }
      case .delete:
        shown.removeAll { $0.id.description == write.rowID }
      }
    }
    return shown
  }

  /// What a screen says beside a row with a pending write ("Waiting to sync"); `nil` when none.
  public func note(for rowID: some CustomStringConvertible, in table: String) -> String? {
    pending(in: table).last { $0.rowID == rowID.description }?.note
  }
}

extension Outbox {
  /// A screen's write: the row as the server saved it, or `nil` while it waits (offline, or
  /// behind a change needing the person). A write the server refuses at once is not kept: its
  /// reason is thrown, so the screen's form stays open with what was typed.
  public func submit(_ label: String, _ operation: PendingWrite.Operation, at now: Date)
    async throws -> [String: JSONValue]?
  {
    let write = PendingWrite(made: now, label: label, operation: operation)
    switch await add(write) {
    case .sent(let row): return row
    case .queued, .conflict: return nil
    case .refused(let failure):
      discard(write.id)
      throw failure
    }
  }
}
