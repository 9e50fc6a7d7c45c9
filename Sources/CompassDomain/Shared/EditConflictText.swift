import CompassModels
import Foundation

/// One field both people changed: its label, this person's value and the other's, in words.
public struct ConflictField: Hashable, Sendable {
  public let column: String
  public let label: String
  public let mine: String
  public let theirs: String

  public init(column: String, label: String, mine: String, theirs: String) {
    self.column = column
    self.label = label
    self.mine = mine
    self.theirs = theirs
  }
}

/// The words of an edit that clashes with a change saved meanwhile, the same on every face.
public enum EditConflictText {
  public static let keepMine = "Keep Mine"
  public static let keepTheirs = "Keep Theirs"
  public static let seeBoth = "See Both"
  /// How an empty value reads.
  public static let empty = "(empty)"

  /// "Dana Avery saved changes to this event while you were editing it."
  public static func headline(by name: String?, thing: String) -> String {
    "\(name ?? "Someone else") saved changes to this \(thing) while you were editing it."
  }

  /// What the three choices do.
  public static let explanation =
    "You both changed the fields below. Keep yours, keep theirs, or see both and decide in the form. Their other changes are kept either way."

  /// Under a field in the form after "See Both": "Dana Avery saved: 10:00 AM".
  public static func theirValue(_ field: ConflictField, by name: String?) -> String {
    "\(name ?? "Someone else") saved: \(field.theirs)"
  }

  /// The clashing fields of `conflict`, each described by `describe` (label, and a column's
  /// value in words).
  public static func fields<Row>(
    of conflict: EditConflict<Row>, columns: [String: JSONValue], labels: [String: String],
    describe: (String, JSONValue) -> String
  ) -> [ConflictField] {
    conflict.clashes.map { column in
      ConflictField(
        column: column, label: labels[column] ?? column,
        mine: describe(column, conflict.merge.mine[column] ?? .null),
        theirs: describe(column, columns[column] ?? .null))
    }
  }

  /// A value in words when nothing more is known of its column.
  public static func plain(_ value: JSONValue) -> String {
    switch value {
    case .null: empty
    case .bool(let flag): flag ? "Yes" : "No"
    case .number(let number): MetricValueFormatter.editableText(number)
    case .string(let text): text.isEmpty ? empty : text
    case .array(let items): items.isEmpty ? empty : "\(items.count) items"
    case .object: "—"
    }
  }
}
