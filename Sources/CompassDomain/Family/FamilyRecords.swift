import CompassModels
import Foundation

/// A `family_links` row as both backends serve it: athlete ↔ parent with the parent's access.
public struct FamilyLinkRecord: Codable, Sendable, Equatable {
  public let id: String
  public let athleteID: String
  public let parentID: String
  public let access: String

  public init(id: String, athleteID: String, parentID: String, access: String) {
    self.id = id
    self.athleteID = athleteID
    self.parentID = parentID
    self.access = access
  }

  enum CodingKeys: String, CodingKey {
    case id, access
    case athleteID = "athlete_id"
    case parentID = "parent_id"
  }
}

/// A `profiles` row as both backends serve it, with what family views need: name and role.
public struct ProfileRecord: Codable, Sendable, Equatable {
  public let id: String
  public let displayName: String
  public let role: String

  public init(id: String, displayName: String, role: String) {
    self.id = id
    self.displayName = displayName
    self.role = role
  }

  enum CodingKeys: String, CodingKey {
    case id, role
    case displayName = "display_name"
  }

  /// The role the profile states; anything unknown is read as a parent, who sees less.
  public var familyRole: FamilyRole { FamilyRole(rawValue: role) ?? .parent }
}

extension FamilyOverview {
  /// The viewer's family from the rows they may read: their role from their own profile (an
  /// athlete when it is missing), and each link they are in (any other is left out) as the
  /// person on its other side.
  public init(viewer: UserID, profiles: [ProfileRecord], links: [FamilyLinkRecord]) {
    let me = viewer.description
    let role =
      profiles.first { $0.id.lowercased() == me }.flatMap { FamilyRole(rawValue: $0.role) }
      ?? .athlete
    let names = Dictionary(
      profiles.map { ($0.id.lowercased(), $0.displayName) }, uniquingKeysWith: { first, _ in first }
    )
    let members = links.compactMap { link -> FamilyMember? in
      let isAthlete = link.athleteID.lowercased() == me
      guard isAthlete || link.parentID.lowercased() == me else { return nil }
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
    self.init(role: role, members: members)
  }
}

extension ReachableAthlete {
  /// The athletes linked to `viewer` as their parent, named from the profiles the viewer reads.
  public static func linked(
    to viewer: UserID, links: [FamilyLinkRecord], profiles: [ProfileRecord]
  ) -> [ReachableAthlete] {
    let me = viewer.description
    let names = Dictionary(
      profiles.map { ($0.id.lowercased(), $0.displayName) }, uniquingKeysWith: { first, _ in first }
    )
    return links.compactMap { link in
      guard link.parentID.lowercased() == me, let athlete = UserID(link.athleteID),
        let access = FamilyAccess(rawValue: link.access)
      else { return nil }
      let name = FamilyOverview.name(names[link.athleteID.lowercased()] ?? "", role: .athlete)
      return ReachableAthlete(id: athlete, name: name, access: access, isViewer: false)
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
