import CompassDomain
import CompassModels
import Foundation

/// A save that clashed with a change saved meanwhile, as the phone asks about it: who, and each
/// field both changed with both values.
public struct EditConflictPrompt: Equatable, Sendable {
  public let headline: String
  public let explanation = EditConflictText.explanation
  public let fields: [ConflictField]
  /// Who saved the other change, when known.
  public let theirName: String?

  /// The prompt's fields as lines: "Check-in Time — yours: 7:45 AM · theirs: 8:00 AM".
  public var lines: [String] {
    fields.map { "\($0.label) — yours: \($0.mine) · theirs: \($0.theirs)" }
  }

  /// After "See Both", the notes the form shows: "Check-in Time: Dana Avery saved: 8:00 AM".
  public var notes: [String] {
    fields.map { "\($0.label): " + EditConflictText.theirValue($0, by: theirName) }
  }
}

/// An edit form's place against its row: the row it opened on (after "See Both", the row as the
/// other person left it), the clash being asked about, and the notes "See Both" leaves.
struct EditTrack<Row: EditableRow> {
  private(set) var base: Row
  private(set) var conflict: EditConflict<Row>?
  private(set) var prompt: EditConflictPrompt?
  private(set) var notes: [String] = []

  init(base: Row) {
    self.base = base
  }

  /// The edit of a form that now sends `edited`, against the row it opened on.
  func merge(edited: [String: JSONValue], columns: (Row) -> [String: JSONValue]) -> EditMerge {
    EditMerge(opened: columns(base), edited: edited)
  }

  /// A save clashed: keeps it to resolve and the prompt to show.
  mutating func clashed(_ conflict: EditConflict<Row>, prompt: EditConflictPrompt) {
    self.conflict = conflict
    self.prompt = prompt
  }

  /// "Keep mine" or "Keep theirs" was tapped: the prompt goes, the clash is resolved with.
  mutating func resolving() -> EditConflict<Row>? {
    prompt = nil
    return conflict
  }

  /// "See Both": the form continues from theirs with mine over it; returns that row.
  mutating func seeBoth() -> Row? {
    guard let conflict else { return nil }
    base = conflict.current
    notes = prompt?.notes ?? []
    self.conflict = nil
    prompt = nil
    return conflict.mineOverTheirs
  }
}

extension EditConflictPrompt {
  /// The prompt for `conflict` of a `thing` ("event") saved by `theirName`.
  init<Row>(
    _ conflict: EditConflict<Row>, thing: String, fields: [ConflictField], by theirName: String?
  ) {
    self.init(
      headline: EditConflictText.headline(by: theirName, thing: thing), fields: fields,
      theirName: theirName)
  }
}
