import CompassModels

/// Column values for an insert or an update of one of `Row`'s rows, named by the model's
/// coding keys so the compiler checks every column a page writes, and typed so they reach
/// their binds as they are.
package struct RowValues<Row: StoredRow>: Encodable, StoreColumns {
  package private(set) var storeColumns: [String: StoreValue] = [:]

  package init() {}

  package subscript(field: Row.Field) -> StoreValue? {
    get { storeColumns[field.stringValue] }
    set { storeColumns[field.stringValue] = newValue }
  }

  /// Sets `field` to `text`, or leaves it out when `text` is empty.
  package mutating func setUnlessEmpty(_ field: Row.Field, _ text: String?) {
    guard let text, !text.isEmpty else { return }
    self[field] = .text(text)
  }

  /// The values as PostgREST's JSON object, for an encoder other than the store's.
  package func encode(to encoder: any Encoder) throws {
    try storeColumns.mapValues(\.jsonValue).encode(to: encoder)
  }
}
