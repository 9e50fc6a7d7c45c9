import CompassModels
import Foundation

extension RestEngine {
  /// A user's rows of `table` in `order`, decoded as models through the same scoping layer as
  /// REST; a row that cannot be read is left out.
  func rows<Row: Decodable>(_ table: TableSchema, orderedBy order: String, for user: UserID)
    async throws -> [Row]
  {
    var query = RestQuery()
    query.order = [RestQuery.Order(column: order)]
    let outcome = try await select(table, query, scope: RowScope(caller: .user(user)), count: false)
    return try JSONDecoder().decode(DecodedRows<Row>.self, from: Data(outcome.jsonArray.utf8)).rows
  }
}
