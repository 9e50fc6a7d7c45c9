import CompassModels
import CompassStore

/// PostgREST's `PUT /table?id=eq.X`: replaces or creates the one row the URL names, sent whole.
package enum PutRequest {
  /// The URL must filter the primary key with `eq` and nothing else.
  package static func query(_ query: RestQuery, table: TableSchema) throws -> RestQuery {
    guard key(query, table: table) != nil else {
      throw PostgrestError(
        code: "PGRST105",
        message: "Filters must include all and only primary key columns with 'eq' operators",
        kind: .unsupportedMethod)
    }
    var upsert = query
    upsert.filters = []
    return upsert
  }

  /// One object with every column the client may write, whose key is the URL's.
  package static func body(_ body: JSONValue, query: RestQuery, table: TableSchema) throws
    -> JSONValue
  {
    let object: [String: JSONValue]
    switch body {
    case .object(let given): object = given
    case .array(let items) where items.count == 1:
      guard case .object(let given) = items[0] else { throw PostgrestError.invalidBody }
      object = given
    default: throw PostgrestError.invalidBody
    }
    let writable = table.columns.filter { !$0.serverManaged && $0.name != table.ownerColumn }
    guard writable.allSatisfy({ object[$0.name] != nil }) else {
      throw PostgrestError(
        code: "PGRST102", message: "You must specify all columns in the payload when using PUT",
        kind: .invalid)
    }
    guard let wanted = key(query, table: table), let given = object[table.primaryKey]?.stringValue,
      let id = UUIDText.parse(given), id == UUIDText.parse(wanted)
    else {
      throw PostgrestError(
        code: "PGRST115", message: "Payload values do not match URL in primary key column(s)",
        kind: .invalid)
    }
    return .object(object)
  }

  /// The `id` of `id=eq.X`, when that is the query's only filter.
  private static func key(_ query: RestQuery, table: TableSchema) -> String? {
    guard query.filters.count == 1,
      case .condition(let column, .eq, .value(let value)) = query.filters[0],
      column == table.primaryKey
    else { return nil }
    return value
  }
}
