import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// What an edit form posts besides its fields: the fields as it first showed them (`opened`,
/// JSON), the row's `updated_at` then (`opened_at`), and after a clash which fields clashed
/// (`clashes`) and the choice (`resolve`: `mine` or `theirs`).
protocol EditFormCarrier {
  var opened: String? { get }
  var openedAt: String? { get }
  var resolve: String? { get }
  var clashes: String? { get }
}

/// Where a posted edit started and how a clash was resolved.
struct EditStart {
  /// The row's columns as the form first showed them; `nil` when the form did not carry them.
  let opened: [String: JSONValue]?
  /// The row's `updated_at` when the form opened.
  let version: Date?
  /// "Keep Theirs": the fields that clashed keep the other person's values.
  let keptTheirs: Set<String>

  /// Reads `posted`; `columns` turns the opened fields, read as a browser posts them, into the
  /// columns the form sends.
  init<Fields: Decodable>(
    _ posted: some EditFormCarrier, fields: Fields.Type,
    columns: (Fields) -> [String: JSONValue]
  ) {
    let shown = posted.opened.flatMap {
      try? JSONDecoder().decode(Fields.self, from: Data($0.utf8))
    }
    opened = shown.map(columns)
    version = posted.openedAt.flatMap(Timestamp.parse)
    keptTheirs =
      posted.resolve == "theirs"
      ? Set((posted.clashes ?? "").split(separator: ",").map(String.init)) : []
  }

  /// The edit of `edited` against the form as it opened (or, for a form that carried nothing,
  /// against the row as it is now, `current`).
  func merge(edited: [String: JSONValue], current: [String: JSONValue]) -> EditMerge {
    let merge = EditMerge(opened: opened ?? current, edited: edited)
    guard !keptTheirs.isEmpty else { return merge }
    return EditMerge(opened: merge.opened, mine: merge.mine.filter { !keptTheirs.contains($0.key) })
  }
}

/// The hidden fields an edit form carries (`EditFormCarrier`), and its clash panel after a
/// save met a change made meanwhile.
struct EditCarry: Encodable {
  let opened: String
  let openedAt: String
  let conflict: EditConflictView?

  /// A form opening on fields `shown` of a row saved at `version`.
  init(shown: some Encodable, version: Date?, conflict: EditConflictView? = nil) {
    let encoder = JSONEncoder()
    // NB: sorted, so a page is drawn the same every time (its snapshot, a cached copy).
    encoder.outputFormatting = .sortedKeys
    let json = (try? encoder.encode(shown)).map { String(decoding: $0, as: UTF8.self) }
    opened = json ?? ""
    openedAt = version.map(Timestamp.format) ?? ""
    self.conflict = conflict
  }

  /// The same start a refused form posted, shown again with it.
  init(posted: some EditFormCarrier) {
    opened = posted.opened ?? ""
    openedAt = posted.openedAt ?? ""
    conflict = nil
  }
}

/// The clash panel over an edit form: who saved, each field both changed with both values
/// ("See Both"), and Keep Mine or Keep Theirs, in the phone's words.
struct EditConflictView: Encodable {
  struct Row: Encodable {
    let label: String
    let mine: String
    let theirs: String
  }

  let headline: String
  let explanation = EditConflictText.explanation
  let keepMine = EditConflictText.keepMine
  let keepTheirs = EditConflictText.keepTheirs
  /// The table of both values (the form below already holds yours over theirs, to decide in).
  let seeBoth = "\(EditConflictText.seeBoth): yours, as the form below now holds them, and theirs"
  let rows: [Row]
  /// The clashing columns, posted back so "Keep Theirs" knows them.
  let clashes: String

  init(_ fields: [ConflictField], thing: String, by name: String?) {
    headline = EditConflictText.headline(by: name, thing: thing)
    rows = fields.map { Row(label: $0.label, mine: $0.mine, theirs: $0.theirs) }
    clashes = fields.map(\.column).joined(separator: ",")
  }
}

extension ScopedTable where Row: EditableRow {
  /// Saves edits of the caller's row `id` with only the changed columns, while it is as last
  /// seen (`EditSaver`, the phone's steps).
  func edits(of id: Row.ID, columns: @escaping @Sendable (Row) -> [String: JSONValue])
    -> EditSaver<Row>
  {
    EditSaver(
      columns: columns, update: { try await update(id, $0, ifUpdatedAt: $1) },
      read: { try await find(id) })
  }
}

extension WebSessions.Session {
  /// The name of whoever saved a row last: the athlete, or a family member this person may read.
  func nameOfSaver(_ engine: RestEngine, _ person: UserID?) async throws -> String? {
    guard let person else { return nil }
    if person == athlete.id { return athlete.name }
    if person == user.id { return "You" }
    return try await FamilyRows(engine: engine, user: user.id).profiles()
      .first { $0.id == person }.map { Attribution.Person($0).name }
  }
}
