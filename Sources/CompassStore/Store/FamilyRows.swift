import CompassDomain
import CompassModels
import Foundation

/// The caller's family as `RowScope` lets them see it: their links (either side), the
/// profiles of the people in them, and the invites they made; and the changes the rules allow
/// (an athlete sets a parent's access, either side ends a link, an inviter revokes).
package struct FamilyRows: Sendable {
  /// A link as stored.
  package typealias Link = FamilyLinkRecord
  /// A profile as stored.
  package typealias Profile = ProfileRecord

  /// An invite the caller made, without its code (which only its hash keeps).
  package struct Invite: Decodable, Sendable {
    package let id: String
    package let access: String
    package let email: String?
    package let expiresAt: String
    package let usedAt: String?
    package let revokedAt: String?

    enum CodingKeys: String, CodingKey {
      case id, access, email
      case expiresAt = "expires_at"
      case usedAt = "used_at"
      case revokedAt = "revoked_at"
    }
  }

  let engine: RestEngine
  let scope: RowScope
  let user: UserID

  package init(engine: RestEngine, user: UserID) {
    self.engine = engine
    self.user = user
    scope = RowScope(caller: .user(user))
  }

  package func links() async throws -> [Link] {
    try await rows(TableRegistry.familyLinks, [])
  }

  /// The profiles the caller may read: their own and their family's.
  package func profiles() async throws -> [Profile] {
    try await rows(TableRegistry.profiles, [])
  }

  /// The caller's invites still open at `now`, newest first.
  package func openInvites(at now: Date) async throws -> [Invite] {
    let invites: [Invite] = try await rows(
      TableRegistry.familyInvites,
      [
        .condition(column: "used_at", operator: .is, operand: .value("null")),
        .condition(column: "revoked_at", operator: .is, operand: .value("null")),
        .condition(column: "expires_at", operator: .gt, operand: .value(Timestamp.format(now))),
      ])
    return invites.reversed()
  }

  /// Sets a parent's access on the link `id`; `false` when the caller is not its athlete.
  package func setAccess(_ access: String, link id: String) async throws -> Bool {
    try await !engine.update(
      TableRegistry.familyLinks, query([Self.id(id)]), body: .object(["access": .string(access)]),
      scope: scope, singular: false
    ).rows.isEmpty
  }

  /// Sets the name the caller's own profile shows to the family and coaches.
  package func rename(to name: String) async throws {
    _ = try await engine.update(
      TableRegistry.profiles, query([Self.id(user.description)]),
      body: .object(["display_name": .string(name)]), scope: scope, singular: false)
  }

  /// Ends the link `id`, from either side.
  package func remove(link id: String) async throws -> Bool {
    try await !engine.delete(
      TableRegistry.familyLinks, query([Self.id(id)]), scope: scope, singular: false
    ).rows.isEmpty
  }

  /// Revokes the caller's open invite `id` at `now`.
  package func revoke(invite id: String, at now: Date) async throws -> Bool {
    try await !engine.update(
      TableRegistry.familyInvites, query([Self.id(id)]),
      body: .object(["revoked_at": .string(Timestamp.format(now))]), scope: scope, singular: false
    ).rows.isEmpty
  }

  private static func id(_ id: String) -> FilterNode {
    .condition(column: "id", operator: .eq, operand: .value(id))
  }

  private func query(_ filters: [FilterNode]) -> RestQuery {
    var query = RestQuery()
    query.filters = filters
    return query
  }

  private func rows<Row: Decodable>(_ table: TableSchema, _ filters: [FilterNode]) async throws
    -> [Row]
  {
    var ordered = query(filters)
    ordered.order = [.init(column: "created_at")]
    return try await engine.select(table, ordered, scope: scope, count: false).rows.compactMap {
      try? JSONDecoder().decode(Row.self, from: Data($0.utf8))
    }
  }
}
