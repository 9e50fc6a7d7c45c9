/// One table the REST layer serves: its columns and how rows belong to a user.
package struct TableSchema: Sendable {
  /// One column: type, whether it may be null, what an insert without it gets, and which of the
  /// caller's tables its ids must point into.
  struct Column: Sendable {
    let name: String
    let type: ColumnType
    var nullable = true
    var defaultValue: ColumnDefault?
    /// For `uuid`/`uuid[]` columns holding ids of the caller's rows in another table.
    var references: String?
    /// The columns of `references` whose values an id here may match: the row's `id`, or for a
    /// version group also an existing group of the caller's.
    var referencedColumns = ["id"]
    /// Set by the server, never from a request body (`created_at`, `updated_at`).
    var serverManaged = false
    /// The longest value written: characters of text, items of an array, bytes of JSON.
    var maxLength: Int?
    /// The numbers a `numeric` or `integer` column takes (a CHECK constraint in the hosted SQL).
    var range: ClosedRange<Double>?
  }

  let name: String
  let columns: [Column]
  /// Column sets with a unique index, which an upsert's `on_conflict` may name.
  var uniqueKeys: [[String]] = [["id"]]
  /// Whether a trigger completes an inserted row after it is written (SQLite cannot change a
  /// row before), so an insert reads its rows back.
  var completedAfterInsert = false
  /// The column holding the owning user's id.
  let ownerColumn = "user_id"
  let primaryKey = "id"

  func column(_ name: String) -> Column? {
    columns.first { $0.name == name }
  }

  var columnNames: [String] { columns.map(\.name) }
}

/// What an insert writes for a column the body leaves out.
enum ColumnDefault: Sendable, Equatable {
  case newUUID
  case now
  case caller
  case emptyArray
  case bool(Bool)
  case integer(Int)
  case text(String)
  /// The value of another column of the same row (`version_group_id` = `id`).
  case copy(String)
}
