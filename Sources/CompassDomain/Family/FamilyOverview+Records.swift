import CompassModels
import Foundation

extension ProfileRecord {
  /// The role the profile states; anything unknown is read as a parent, who sees less.
  public var familyRole: FamilyRole { FamilyRole(rawValue: role) ?? .parent }
}

extension FamilyOverview {
  /// The viewer's family from the rows they may read: their role from their own profile (an
  /// athlete when it is missing), and each link they are in (any other is left out) as the
  /// person on its other side.
  public init(viewer: UserID, profiles: [ProfileRecord], links: [FamilyLinkRecord]) {
    let role =
      profiles.first { $0.id == viewer }.flatMap { FamilyRole(rawValue: $0.role) } ?? .athlete
    let names = Dictionary(
      profiles.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    let members = links.compactMap { link -> FamilyMember? in
      let isAthlete = link.athleteID == viewer
      guard isAthlete || link.parentID == viewer,
        let access = FamilyAccess(rawValue: link.access)
      else { return nil }
      let other = isAthlete ? link.parentID : link.athleteID
      return FamilyMember(
        link: link.id, person: other,
        name: FamilyOverview.name(names[other] ?? "", role: isAthlete ? .parent : .athlete),
        access: access)
    }
    self.init(role: role, members: members)
  }
}

extension ReachableAthlete {
  /// The athletes linked to `viewer` as their parent, named from the profiles the viewer reads.
  public static func linked(
    to viewer: UserID, links: [FamilyLinkRecord], profiles: [ProfileRecord]
  ) -> [ReachableAthlete] {
    let names = Dictionary(
      profiles.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    return links.compactMap { link in
      guard link.parentID == viewer, let access = FamilyAccess(rawValue: link.access) else {
        return nil
      }
      let name = FamilyOverview.name(names[link.athleteID] ?? "", role: .athlete)
      return ReachableAthlete(id: link.athleteID, name: name, access: access, isViewer: false)
    }
  }
}

extension Attribution.Person {
  /// How a profile is named in an attribution line.
  public init(_ profile: ProfileRecord) {
    self.init(
      name: FamilyOverview.name(profile.displayName, role: profile.familyRole),
      role: profile.familyRole)
  }
}
