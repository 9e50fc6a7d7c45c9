import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// Sends one pending write the way the screens write online, and says what came of it.
struct OutboxSender: Sendable {
  /// What sending came to.
  enum Outcome: Sendable, Equatable {
    /// The server has it: the row as saved (`nil` for a delete, or a new row sent before).
    case done([String: JSONValue]?)
    case conflict(current: [String: JSONValue], clashes: [String])
    case refused(FeatureError)
    /// No network, no answer, or no session: try again later.
    case unreachable
  }

  let client: SupabaseClient

  func send(_ write: PendingWrite) async -> Outcome {
    do {
      switch write.operation {
      case .insert(let table, let row):
        let saved: [JSONRow] = try await client.from(table)
          .upsert(row, onConflict: "id", returning: .representation, ignoreDuplicates: true)
          .execute().value
        return .done(saved.first?.fields)
      case .update(let table, let id, let owner, let opened, let mine, let version):
        return try await save(
          table, id, owner, EditMerge(opened: opened, mine: mine), version: version)
      case .delete(let table, let id, let owner):
        try await client.from(table).delete().eq("id", value: id)
          .eq("user_id", value: owner.description).execute()
        return .done(nil)
      }
    } catch {
      return Self.outcome(of: error)
    }
  }

  /// "Keep mine" or "Keep theirs" for a queued edit that clashed.
  func resolve(_ write: PendingWrite, keepingMine: Bool) async -> Outcome {
    guard case .update(let table, let id, let owner, let opened, let mine, _) = write.operation,
      case .conflict(let current, let clashes) = write.state
    else { return .refused(.rejected("There is nothing to choose.")) }
    let row = JSONRow(fields: current)
    let conflict = EditConflict(
      current: row, clashes: clashes, merge: EditMerge(opened: opened, mine: mine))
    let saver = edits(table, id, owner)
    do {
      let outcome =
        keepingMine ? try await saver.keepMine(conflict) : try await saver.keepTheirs(conflict)
      return Self.outcome(of: outcome)
    } catch {
      return Self.outcome(of: error)
    }
  }

  private func save(
    _ table: String, _ id: String, _ owner: UserID, _ merge: EditMerge, version: Date?
  ) async throws -> Outcome {
    Self.outcome(of: try await edits(table, id, owner).save(merge, over: version))
  }

  private func edits(_ table: String, _ id: String, _ owner: UserID) -> EditSaver<JSONRow> {
    RowEdits<JSONRow>(client: client, table: table, id: id, owner: owner).saver { row in
      OutboxTables.columns(of: row.fields, in: table)
    }
  }

  private static func outcome(of edit: EditOutcome<JSONRow>) -> Outcome {
    switch edit {
    case .saved(let row): .done(row.fields)
    case .conflict(let conflict):
      .conflict(current: conflict.current.fields, clashes: conflict.clashes)
    }
  }

  private static func outcome(of error: any Error) -> Outcome {
    if let gone = error as? EditGone {
      return gone.isBusy ? .unreachable : .refused(.notFound)
    }
    let failure = FeatureError(error)
    switch failure {
    case .offline, .timedOut, .server, .signedOut: return .unreachable
    case .forbidden, .notFound, .rejected, .unexpected: return .refused(failure)
    }
  }
}
