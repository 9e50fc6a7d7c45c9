import CompassModels

/// One written column's value: from a REST body (JSON, read by the column's type) or typed by
/// the store's callers (bound as it is).
package enum WriteInput: Sendable {
  case json(JSONValue)
  case typed(StoreValue)

  /// Whether the value is SQL NULL.
  var isNull: Bool {
    switch self {
    case .json(let json): json == .null
    case .typed(let value): value == .null
    }
  }

  /// The value checked against its column's type, in the form the database stores.
  func bound(as type: ColumnType, dialect: SQLDialectKind) throws -> BoundValue {
    switch self {
    case .json(let json): try BoundValue.fromJSON(json, type: type, dialect: dialect)
    case .typed(let value): try BoundValue.typed(value, type: type, dialect: dialect)
    }
  }
}
