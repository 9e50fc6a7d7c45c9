import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Stored family rows as the domain's `FamilyOverview` and invite lines.
enum FamilyRowsView {
  /// The viewer's role (from their profile) and the people linked to them, by name.
  static func overview(of viewer: UserID, from rows: FamilyRows) async throws -> FamilyOverview {
    let profiles = try await rows.profiles()
    let me = viewer.description
    let role =
      profiles.first { $0.id.lowercased() == me }.flatMap { FamilyRole(rawValue: $0.role) }
      ?? .athlete
    let names = Dictionary(
      profiles.map { ($0.id.lowercased(), $0.displayName) }, uniquingKeysWith: { first, _ in first }
    )
    let members = try await rows.links().compactMap { link -> FamilyMember? in
      let isAthlete = link.athleteID.lowercased() == me
      let other = isAthlete ? link.parentID : link.athleteID
      guard let person = UserID(other), let access = FamilyAccess(rawValue: link.access) else {
        return nil
      }
      return FamilyMember(
        link: link.id, person: person,
        name: FamilyOverview.name(
          names[other.lowercased()] ?? "", role: isAthlete ? .parent : .athlete),
        access: access)
    }
    return FamilyOverview(role: role, members: members)
  }

  static func line(_ invite: FamilyRows.Invite, timeZone: TimeZone, locale: Locale)
    -> FamilyPage.InviteLine?
  {
    guard let access = FamilyAccess(rawValue: invite.access),
      let expires = Timestamp.parse(invite.expiresAt)
    else { return nil }
    return FamilyPage.InviteLine(
      id: invite.id,
      summary: FamilyInviteText.summary(
        access: access, email: invite.email, expires: expires, timeZone: timeZone, locale: locale))
  }
}
