import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Stored family rows as the domain's `FamilyOverview` and invite lines.
enum FamilyRowsView {
  /// The viewer's role (from their profile) and the people linked to them, by name.
  static func overview(of viewer: UserID, from rows: FamilyRows) async throws -> FamilyOverview {
    FamilyOverview(
      viewer: viewer, profiles: try await rows.profiles(), links: try await rows.links())
  }

  static func line(_ invite: FamilyInviteRecord, timeZone: TimeZone, locale: Locale)
    -> FamilyPage.InviteLine?
  {
    guard let access = FamilyAccess(rawValue: invite.access) else { return nil }
    return FamilyPage.InviteLine(
      revokeAction: .familyInviteRevocation(invite.id),
      summary: FamilyInviteText.summary(
        access: access, email: invite.email, expires: invite.expiresAt, timeZone: timeZone,
        locale: locale))
  }
}
