import CompassDomain
import CompassModels
import Foundation

/// One athlete's coaches' links and what was opened through them, as `RowScope` lets the
/// caller see them, and revoking a link (edit access).
package struct ShareRows: Sendable {
  let data: ScopedData

  package init(engine: RestEngine, user: UserID, athlete: UserID) {
    data = ScopedData(engine: engine, caller: .user(user), athlete: athlete)
  }

  /// The links, oldest first.
  package func links() async throws -> [ShareLinkRecord] {
    try await data.shareLinks.list(order: [.ascending(.createdAt)])
  }

  /// What was opened, oldest first; of these documents (a document's versions) when given.
  package func views(of documents: [Document.ID]? = nil) async throws -> [ShareViewRecord] {
    try await data.shareViews.list(
      where: documents.map { [.isAmong(.documentID, $0)] } ?? [],
      order: [.ascending(.occurredAt)])
  }

  /// Revokes the link `id` at `now`; `false` when the caller may not change it or it was
  /// revoked already.
  package func revoke(_ id: ShareLinkRecord.ID, at now: Date) async throws -> Bool {
    var values = RowValues<ShareLinkRecord>()
    values[.revokedAt] = .instant(now)
    return try await data.shareLinks.update(id, values, where: [.isNull(.revokedAt)])
  }
}
