import CompassModels
import SQLKit

/// Who shares an athlete with whom, read afresh: an athlete and their parents, and parents of
/// the same athlete. Realtime's broadcast and presence reach only the sender's circle, so a
/// family can see who is looking at a page and no one else can.
package struct FamilyCircle: Sendable {
  let database: CompassDatabase

  package init(database: CompassDatabase) {
    self.database = database
  }

  /// The users of `candidates` in `sender`'s circle (the sender included).
  package func members(of sender: UserID, among candidates: Set<UserID>) async throws
    -> Set<UserID>
  {
    var members: Set<UserID> = []
    for part in Array(candidates).chunked(RowReaders.perQuery) {
      members.formUnion(try await self.members(of: sender, among: Array(part)))
    }
    return members
  }

  private func members(of sender: UserID, among candidates: [UserID]) async throws -> Set<UserID> {
    guard !candidates.isEmpty else { return [] }
    let dialect = database.dialect
    let bind = { (user: UserID) in dialect.bind(BoundValue(value: user.description, type: .uuid)) }
    let values = candidates.map { user -> SQLQueryString in "(\(bind(user)))" }
      .joined(separator: ", ")
    let me = bind(sender)
    let rows = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(c.column1 AS TEXT) AS member FROM (VALUES \(values)) AS c \
        WHERE c.column1 = \(me) \
        OR EXISTS (SELECT 1 FROM family_links f WHERE f.parent_id = c.column1 \
        AND f.athlete_id = \(me)) \
        OR EXISTS (SELECT 1 FROM family_links f WHERE f.athlete_id = c.column1 \
        AND f.parent_id = \(me)) \
        OR EXISTS (SELECT 1 FROM family_links f JOIN family_links g ON f.athlete_id = g.athlete_id \
        WHERE f.parent_id = c.column1 AND g.parent_id = \(me))
        """
      ).all()
    }
    return Set(try rows.compactMap { UserID(try $0.decode(column: "member", as: String.self)) })
  }
}
