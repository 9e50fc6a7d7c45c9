import CompassDomain
import CompassModels
import Foundation

/// The caller's family as `RowScope` lets them see it: their links (either side), the
/// profiles of the people in them, and the invites they made; and the changes the rules allow
/// (an athlete sets a parent's access, either side ends a link, an inviter revokes).
package struct FamilyRows: Sendable {
  let data: ScopedData
  let user: UserID

  package init(engine: RestEngine, user: UserID) {
    self.user = user
    data = ScopedData(engine: engine, caller: .user(user))
  }

  package func links() async throws -> [FamilyLinkRecord] {
    try await data.familyLinks.list(order: [.ascending(.createdAt)])
  }

  /// The profiles the caller may read: their own and their family's.
  package func profiles() async throws -> [ProfileRecord] {
    try await data.profiles.list(order: [])
  }

  /// The caller's invites still open at `now`, newest first.
  package func openInvites(at now: Date) async throws -> [FamilyInviteRecord] {
    try await data.familyInvites.list(
      where: [.isNull(.usedAt), .isNull(.revokedAt), .after(.expiresAt, now)],
      order: [.descending(.createdAt)])
  }

  /// Sets a parent's access on the link `id`; `false` when the caller is not its athlete.
  package func setAccess(_ access: String, link id: FamilyLinkRecord.ID) async throws -> Bool {
    var values = RowValues<FamilyLinkRecord>()
    values[.access] = .text(access)
    return try await data.familyLinks.update(id, values)
  }

  /// Sets the name the caller's own profile shows to the family and coaches.
  package func rename(to name: String) async throws {
    var values = RowValues<ProfileRecord>()
    values[.displayName] = .text(name)
    try await data.profiles.update(user, values)
  }

  /// Ends the link `id`, from either side.
  package func remove(link id: FamilyLinkRecord.ID) async throws -> Bool {
    try await data.familyLinks.delete(id)
  }

  /// Revokes the caller's open invite `id` at `now`.
  package func revoke(invite id: FamilyInviteRecord.ID, at now: Date) async throws -> Bool {
    var values = RowValues<FamilyInviteRecord>()
    values[.revokedAt] = .instant(now)
    return try await data.familyInvites.update(id, values)
  }
}
