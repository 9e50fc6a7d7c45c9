import CompassModels

/// Column values for an insert or an update of one of `Row`'s rows, named by the model's
/// coding keys so the compiler checks every column a page writes.
package struct RowValues<Row: StoredRow>: Encodable {
  private(set) var object: [String: JSONValue] = [:]

  package init() {}

  package subscript(field: Row.Field) -> JSONValue? {
    get { object[field.stringValue] }
    set { object[field.stringValue] = newValue }
  }

  /// Sets `field` to `text`, or leaves it out when `text` is empty.
  package mutating func setUnlessEmpty(_ field: Row.Field, _ text: String?) {
    guard let text, !text.isEmpty else { return }
    self[field] = .string(text)
  }

  package func encode(to encoder: any Encoder) throws {
    try object.encode(to: encoder)
  }
}
