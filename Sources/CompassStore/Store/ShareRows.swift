import CompassDomain
import CompassModels
import Foundation

/// One athlete's coaches' links and what was opened through them, as `RowScope` lets the
/// caller see them, and revoking a link (edit access).
package struct ShareRows: Sendable {
  let engine: RestEngine
  let scope: RowScope
  let athlete: UserID

  package init(engine: RestEngine, user: UserID, athlete: UserID) {
    self.engine = engine
    scope = RowScope(caller: .user(user))
    self.athlete = athlete
  }

  /// The links, newest first.
  package func links() async throws -> [ShareLinkRecord] {
    try await rows(TableRegistry.shareLinks, [], order: "created_at")
  }

  /// What was opened, oldest first; of these documents (a document's versions) when given.
  package func views(of documents: [String]? = nil) async throws -> [ShareViewRecord] {
    let only = documents.map {
      [FilterNode.condition(column: "document_id", operator: .in, operand: .list($0))]
    }
    return try await rows(TableRegistry.shareLinkViews, only ?? [], order: "occurred_at")
  }

  /// Revokes the link `id` at `now`; `false` when the caller may not change it.
  package func revoke(_ id: String, at now: Date) async throws -> Bool {
    guard UUID(uuidString: id) != nil else { return false }
    return try await !engine.update(
      TableRegistry.shareLinks,
      query([
        .condition(column: "id", operator: .eq, operand: .value(id)),
        .condition(column: "revoked_at", operator: .is, operand: .value("null")),
      ]), body: .object(["revoked_at": .string(Timestamp.format(now))]), scope: scope,
      singular: false
    ).rows.isEmpty
  }

  private func query(_ filters: [FilterNode]) -> RestQuery {
    RestQuery(
      filters: filters + [
        .condition(column: "user_id", operator: .eq, operand: .value(athlete.description))
      ])
  }

  private func rows<Row: Decodable>(_ table: TableSchema, _ filters: [FilterNode], order: String)
    async throws -> [Row]
  {
    var ordered = query(filters)
    ordered.order = [.init(column: order)]
    return try await engine.select(table, ordered, scope: scope, count: false).rows.compactMap {
      try? JSONDecoder().decode(Row.self, from: Data($0.utf8))
    }
  }
}
