import CompassDomain

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
