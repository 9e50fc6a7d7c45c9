import CompassModels
import Foundation

/// One signed-in user's rows, read and written through the same scoping layer as REST, so a
/// page can reach nothing the same user could not reach over the API.
struct UserRows: Sendable {
  let rest: RestEngine
  let user: UserID

  private var scope: RowScope { RowScope(caller: .user(user)) }

  /// Rows of `table` matching PostgREST-style `filters` (`("id", "eq.…")`) in `order`, decoded
  /// as models; a row that cannot be read is left out.
  func all<Row: Decodable>(
    _ table: TableSchema, matching filters: [(key: String, value: String)] = [],
    orderedBy order: String
  ) async throws -> [Row] {
    let query = try RestQueryParser(table: table).parse(filters + [("order", order)])
    let outcome = try await rest.select(table, query, scope: scope, count: false)
    return try Self.decode(outcome)
  }

  /// The row with this id, or `nil` when the id is malformed or not the user's.
  func one<Row: Decodable>(_ table: TableSchema, id: String?) async throws -> Row? {
    guard let id = id.flatMap(UUID.init(uuidString:)) else { return nil }
    let rows: [Row] = try await all(
      table, matching: [("id", "eq.\(UUIDText.lowercase(id))")], orderedBy: "id")
    return rows.first
  }

  /// Inserts `body` and returns the new row. Given an `id`, the row takes it and a row with
  /// that id already there is left as it is (`nil` comes back): a repeated form post creates
  /// nothing twice.
  @discardableResult
  func insert<Row: Decodable>(_ table: TableSchema, _ body: some Encodable, id: String? = nil)
    async throws -> Row?
  {
    var json = try Self.json(body)
    if let id, case .object(var object) = json {
      object["id"] = .string(id)
      json = .object(object)
    }
    let outcome = try await rest.insert(
      table, RestQuery(), body: json, scope: scope,
      prefer: PreferHeader(id == nil ? nil : "resolution=ignore-duplicates"), singular: false)
    let rows: [Row] = try Self.decode(outcome)
    return rows.first
  }

  /// Changes the columns in `body` of the user's row `id`; `false` when there is no such row.
  @discardableResult
  func update(_ table: TableSchema, id: String, _ body: some Encodable) async throws -> Bool {
    guard let query = try Self.matching(id, table) else { return false }
    let outcome = try await rest.update(
      table, query, body: try Self.json(body), scope: scope, singular: false)
    return !outcome.rows.isEmpty
  }

  /// Deletes the user's row `id`; `false` when there is no such row.
  @discardableResult
  func delete(_ table: TableSchema, id: String) async throws -> Bool {
    guard let query = try Self.matching(id, table) else { return false }
    return try await !rest.delete(table, query, scope: scope, singular: false).rows.isEmpty
  }

  /// The query for one id, or `nil` when it is not a UUID.
  private static func matching(_ id: String, _ table: TableSchema) throws -> RestQuery? {
    guard let uuid = UUID(uuidString: id) else { return nil }
    return try RestQueryParser(table: table).parse([("id", "eq.\(UUIDText.lowercase(uuid))")])
  }

  private static func json(_ body: some Encodable) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(body))
  }

  private static func decode<Row: Decodable>(_ outcome: RestEngine.Outcome) throws -> [Row] {
    try JSONDecoder().decode(DecodedRows<Row>.self, from: Data(outcome.jsonArray.utf8)).rows
  }
}
