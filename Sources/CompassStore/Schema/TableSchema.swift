import CompassDomain

/// One table the REST layer serves: its columns and how rows belong to a user.
package struct TableSchema: Sendable {
  /// One column: type, whether it may be null, what an insert without it gets, and which of the
  /// caller's tables its ids must point into.
  package struct Column: Sendable {
    package let name: String
    package let type: ColumnType
    package var nullable = true
    package var defaultValue: ColumnDefault?
    /// For `uuid`/`uuid[]` columns holding ids of the caller's rows in another table.
    package var references: String?
    /// The columns of `references` whose values an id here may match: the row's `id`, or for a
    /// version group also an existing group of the caller's.
    package var referencedColumns = ["id"]
    /// For a text column naming a stored file: its bucket. The file must be an object there in
    /// the folder of the row's own athlete, so a row never reaches more than its owner has.
    package var storedIn: String?
    /// Set by the server, never from a request body (`created_at`, `updated_at`).
    package var serverManaged = false
    /// The longest value written: characters of text, items of an array, bytes of JSON.
    package var maxLength: Int?
    /// The numbers a `numeric` or `integer` column takes (a CHECK constraint in the hosted SQL).
    package var range: ClosedRange<Double>?
    /// A text column holding an IANA time zone name the system knows.
    package var namesTimeZone = false
  }

  package let name: String
  package let columns: [Column]
  /// Column sets with a unique index, which an upsert's `on_conflict` may name.
  package var uniqueKeys: [[String]] = [["id"]]
  /// Whether a trigger completes an inserted row after it is written (SQLite cannot change a
  /// row before), so an insert reads its rows back.
  package var completedAfterInsert = false
  /// Who reads and changes the rows (`RowScope` applies it).
  package var access = RowAccess.athleteData
  /// The column holding the owning user's id: the athlete whose data the row is.
  package var ownerColumn = "user_id"
  /// Columns `compass serve` stores in the table but never reads or writes over the API (an
  /// invite's code hash); the hosted SQL keeps them in a table of the `private` schema.
  package var storedOnly: [String] = []
  package let primaryKey = "id"

  package func column(_ name: String) -> Column? {
    columns.first { $0.name == name }
  }

  package var columnNames: [String] { columns.map(\.name) }
}

/// Who may read and change a table's rows; `RowScope` turns it into conditions.
package enum RowAccess: Sendable, Equatable {
  /// An athlete's data (`user_id`): read by the athlete and their linked parents, written by the
  /// athlete and parents with edit access.
  case athleteData
  /// One row per account (`id`): read by the account and the people linked with it, written by
  /// the account.
  case profile
  /// Athlete–parent links: read by either side, access changed by the athlete only, removed by
  /// either side, made only by accepting an invite.
  case familyLinks
  /// Invites: read and revoked by whoever made them, made only through `create_family_invite`.
  case familyInvites
  /// Links for a school's coaches: read as an athlete's data, made only through
  /// `create_share_link`; their label, metrics and revocation changed with edit access.
  case shareLinks
  /// What was opened through a link: read as an athlete's data, written only by the coach page.
  case shareViews

  /// Whether each row is one athlete's (its `user_id`), read by the athlete and their parents.
  package var isAthletes: Bool {
    self == .athleteData || self == .shareLinks || self == .shareViews
  }
}

/// What an insert writes for a column the body leaves out.
package enum ColumnDefault: Sendable, Equatable {
  case newUUID
  case now
  case caller
  /// The signed-in account making the change (`created_by`, `updated_by`); null for the
  /// service role.
  case actor
  case emptyArray
  case bool(Bool)
  case integer(Int)
  case text(String)
  /// The value of another column of the same row (`version_group_id` = `id`).
  case copy(String)
}

/// The limits a written value must keep, on both databases alike (PostgreSQL would refuse an
/// over-long indexed value with a server error, and SQLite would take anything). The hosted
/// SQL has them as CHECK constraints of the same names.
extension TableSchema.Column {
  /// Refuses a value past the column's length or outside its range, or a time zone that is not
  /// one.
  package func checkLimits(_ bound: BoundValue, table: String) throws(PostgrestError) {
    if namesTimeZone, let text = bound.value as? String, PersonalTimeZone.named(text) == nil {
      throw .checkViolation(table: table, column: name)
    }
    if let range, let number = bound.number, !range.contains(number) {
      throw .checkViolation(table: table, column: name)
    }
    guard let maxLength, let length = bound.length, length > maxLength else { return }
    throw .checkViolation(table: table, column: name)
  }
}

extension BoundValue {
  /// The number a `numeric` or `integer` value holds.
  fileprivate var number: Double? {
    switch value {
    case let number as Double: number
    case let number as Int: Double(number)
    default: nil
    }
  }

  /// Characters of text (as PostgreSQL's `char_length` counts them), ids in an array, bytes of
  /// JSON.
  fileprivate var length: Int? {
    guard let text = value as? String else { return nil }
    switch type {
    case .text: return text.unicodeScalars.count
    case .uuidArray: return referencedIDs.count
    case .json: return text.utf8.count
    default: return nil
    }
  }
}
