import CompassModels
import Foundation

/// A row a person edits in a form, saved only while it is as they last saw it: its
/// `updated_at` is the save's precondition.
public protocol EditableRow: Codable, Sendable {
  var updatedAt: Date? { get }
  var updatedBy: UserID? { get }
}

extension Event: EditableRow {}
extension PerformanceMetric: EditableRow {}
extension Document: EditableRow {}
extension AthleteProfile: EditableRow {}
extension Interaction: EditableRow {}
extension FollowUp: EditableRow {}
extension SchoolStatus: EditableRow {}

/// What saving an edit came to.
public enum EditOutcome<Row: EditableRow>: Sendable {
  /// Saved (or nothing to save): the row as it is now.
  case saved(Row)
  /// Someone saved the same fields differently meanwhile: nothing was written.
  case conflict(EditConflict<Row>)
}

/// An edit that clashes with a change saved meanwhile: the row as it is now, the fields both
/// changed, and the edit to resolve with "Keep mine", "Keep theirs" or "See both".
public struct EditConflict<Row: EditableRow>: Sendable {
  /// The row as the other person left it.
  public let current: Row
  /// The columns both changed, differently.
  public let clashes: [String]
  /// The edit as it was sent.
  public let merge: EditMerge

  public init(current: Row, clashes: [String], merge: EditMerge) {
    self.current = current
    self.clashes = clashes
    self.merge = merge
  }

  /// Theirs with every change of mine over it: what the form shows to "See both" (their
  /// other changes are kept, mine stay where both changed a field).
  public var mineOverTheirs: Row { JSONColumns.overlay(merge.mine, on: current) ?? current }
}

/// Saves an edit with the row's `updated_at` as its precondition: when someone saved in
/// between, the row is read again, and the edit is sent again over it unless a field both
/// changed clashes. The same steps on every face; each gives its own reads and writes.
public struct EditSaver<Row: EditableRow>: Sendable {
  /// The row's columns as its edit form sends them.
  public let columns: @Sendable (Row) -> [String: JSONValue]
  /// Writes `changes` if the row's `updated_at` is still the one given; `nil` when it is not
  /// (or the row is gone).
  public let update: @Sendable ([String: JSONValue], Date?) async throws -> Row?
  /// The row as it is now; `nil` when it is gone.
  public let read: @Sendable () async throws -> Row?

  /// How many times a save goes round when others keep saving fields this edit does not touch.
  static var rounds: Int { 4 }

  public init(
    columns: @escaping @Sendable (Row) -> [String: JSONValue],
    update: @escaping @Sendable ([String: JSONValue], Date?) async throws -> Row?,
    read: @escaping @Sendable () async throws -> Row?
  ) {
    self.columns = columns
    self.update = update
    self.read = read
  }

  /// Saves `merge` over the row last seen at `version`; throws `EditGone` when the row was
  /// deleted meanwhile.
  public func save(_ merge: EditMerge, over version: Date?) async throws -> EditOutcome<Row> {
    var merge = merge
    var version = version
    for _ in 0..<Self.rounds {
      if !merge.isEmpty, let saved = try await update(merge.mine, version) { return .saved(saved) }
      guard let current = try await read() else { throw EditGone() }
      let now = columns(current)
      if merge.isEmpty { return .saved(current) }
      let clashes = merge.clashes(with: now)
      if !clashes.isEmpty {
        return .conflict(EditConflict(current: current, clashes: clashes, merge: merge))
      }
      merge = merge.keepingMine(over: now)
      version = current.updatedAt
    }
    throw EditGone(isBusy: true)
  }

  /// "Keep mine": the edit saved over the row as it is now, clashing fields included.
  public func keepMine(_ conflict: EditConflict<Row>) async throws -> EditOutcome<Row> {
    try await save(
      conflict.merge.keepingMine(over: columns(conflict.current)),
      over: conflict.current.updatedAt)
  }

  /// "Keep theirs": the fields both changed keep their values; the rest of the edit is saved.
  public func keepTheirs(_ conflict: EditConflict<Row>) async throws -> EditOutcome<Row> {
    try await save(
      conflict.merge.keepingTheirs(over: columns(conflict.current)),
      over: conflict.current.updatedAt)
  }
}

/// The row an edit was saved to is gone (someone deleted it meanwhile), or others kept saving
/// it faster than the edit could go through.
public struct EditGone: Error, Equatable, Sendable {
  /// Others kept saving faster than this edit could go through (else it was deleted).
  public let isBusy: Bool

  public init(isBusy: Bool = false) {
    self.isBusy = isBusy
  }

  /// What the face says.
  public var message: String {
    isBusy
      ? "Someone else is saving this right now. Try again in a moment; your changes are kept."
      : "This was deleted while you were editing it, so your changes could not be saved."
  }
}
