import CompassModels
import Foundation

extension RestEngine {
  /// A user's rows of `table` that match PostgREST-style `filters` (`("id", "eq.…")`), in
  /// `order`, decoded as models through the same scoping layer as REST; a row that cannot be
  /// read is left out.
  func rows<Row: Decodable>(
    _ table: TableSchema, matching filters: [(key: String, value: String)] = [],
    orderedBy order: String, for user: UserID
  ) async throws -> [Row] {
    let query = try RestQueryParser(table: table).parse(filters + [("order", order)])
    let outcome = try await select(table, query, scope: RowScope(caller: .user(user)), count: false)
    return try JSONDecoder().decode(DecodedRows<Row>.self, from: Data(outcome.jsonArray.utf8)).rows
  }
}
