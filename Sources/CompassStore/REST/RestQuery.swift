import CompassModels

/// A PostgREST request's query: which columns, which rows, in what order, which page.
package struct RestQuery: Sendable {
  /// One selected column and the key it is written under.
  package struct Selected: Sendable, Equatable {
    package let column: String
    package let key: String

    package init(column: String, key: String) {
      self.column = column
      self.key = key
    }
  }

  /// One `order` term.
  package struct Order: Sendable, Equatable {
    package let column: String
    package var descending = false
    package var nullsFirst: Bool?

    package init(column: String, descending: Bool = false, nullsFirst: Bool? = nil) {
      self.column = column
      self.descending = descending
      self.nullsFirst = nullsFirst
    }
  }

  /// `nil` means `*`.
  package var select: [Selected]?
  package var filters: [FilterNode] = []
  package var order: [Order] = []
  package var limit: Int?
  package var offset: Int?
  /// `columns=` on writes: the keys taken from each body object.
  package var columns: [String]?
  package var onConflict: [String]?

  package init(
    select: [Selected]? = nil,
    filters: [FilterNode] = [],
    order: [Order] = [],
    limit: Int? = nil,
    offset: Int? = nil,
    columns: [String]? = nil,
    onConflict: [String]? = nil
  ) {
    self.select = select
    self.filters = filters
    self.order = order
    self.limit = limit
    self.offset = offset
    self.columns = columns
    self.onConflict = onConflict
  }

  package var hasFilters: Bool { !filters.isEmpty }

  /// Whether the query names one row by `key` (`id=eq.…` among its filters).
  func pinsKey(_ key: String) -> Bool {
    filters.contains {
      if case .condition(key, .eq, _) = $0 { return true }
      return false
    }
  }
}

/// A row condition: a comparison, or `and`/`or`/`not` of conditions.
package indirect enum FilterNode: Sendable, Equatable {
  case condition(column: String, operator: FilterOperator, operand: FilterOperand)
  case and([FilterNode])
  case or([FilterNode])
  case not(FilterNode)
}

extension FilterNode {
  /// The comparisons in this tree.
  package var conditionCount: Int {
    switch self {
    case .condition: 1
    case .and(let children), .or(let children): children.reduce(0) { $0 + $1.conditionCount }
    case .not(let child): child.conditionCount
    }
  }
}

/// The comparison operators the API accepts.
package enum FilterOperator: String, Sendable, CaseIterable {
  case eq, neq, gt, gte, lt, lte, like, ilike, `is`, `in`, cs, cd, ov
}

/// What a condition compares with: text from a URL, read by the column's type, or a typed
/// value from the store's callers, bound as it is.
package enum FilterOperand: Sendable, Equatable {
  case value(String)
  case list([String])
  case typed(StoreValue)
  case typedList([StoreValue])
}

/// What an insert does with a row whose key is taken: leave the stored row as it is, or merge
/// the new values into it (an upsert). Without one, a taken key is a clash.
package enum ConflictResolution: Sendable, Equatable {
  case ignoreDuplicates
  case mergeDuplicates
}

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
