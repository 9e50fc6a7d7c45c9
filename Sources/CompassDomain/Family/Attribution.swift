import CompassModels
import Foundation

/// Who added or last changed an item of an athlete's data, said only when it was someone
/// other than the athlete: "Added by Dana (parent)", "Last changed by you".
public enum Attribution {
  /// A person an item may name, as the viewer may read their profile.
  public struct Person: Sendable, Equatable {
    public let name: String
    public let role: FamilyRole

    public init(name: String, role: FamilyRole) {
      self.name = name
      self.role = role
    }
  }

  /// The line under an item, or `nil` when the athlete did it all (or nobody is recorded).
  /// - Parameters:
  ///   - athlete: whose data the item is.
  ///   - viewer: who is looking, named "you".
  ///   - people: the profiles the viewer may read; anyone else is named only as family.
  public static func text(
    athlete: UserID, viewer: UserID, createdBy: UserID?, updatedBy: UserID?,
    people: [UserID: Person]
  ) -> String? {
    let adder = createdBy.flatMap { $0 == athlete ? nil : $0 }
    let changer = updatedBy.flatMap { $0 == athlete || $0 == createdBy ? nil : $0 }
    func who(_ person: UserID) -> String {
      if person == viewer { return "you" }
      guard let known = people[person] else { return "another family member" }
      return "\(known.name) (\(known.role.rawValue))"
    }
    switch (adder, changer) {
    case (let adder?, let changer?):
      return "Added by \(who(adder)) · last changed by \(who(changer))"
    case (let adder?, nil): return "Added by \(who(adder))"
    case (nil, let changer?): return "Last changed by \(who(changer))"
    case (nil, nil): return nil
    }
  }

  /// What a page names people with: whose data it is, who is looking, and the profiles the
  /// viewer may read.
  public struct Names: Sendable, Equatable {
    public let athlete: UserID
    public let viewer: UserID
    public let people: [UserID: Person]

    public init(athlete: UserID, viewer: UserID, people: [UserID: Person]) {
      self.athlete = athlete
      self.viewer = viewer
      self.people = people
    }

    /// The athlete's own data, seen by the athlete: nothing to name.
    public static func own(_ athlete: UserID) -> Names {
      Names(athlete: athlete, viewer: athlete, people: [:])
    }

    /// The line under an item (`Attribution.text`).
    public func line(createdBy: UserID?, updatedBy: UserID?) -> String? {
      Attribution.text(
        athlete: athlete, viewer: viewer, createdBy: createdBy, updatedBy: updatedBy,
        people: people)
    }
  }

  /// The people of `ids` other than `athlete`: whose profiles a page must read to name them.
  public static func others(_ ids: [UserID?], athlete: UserID) -> Set<UserID> {
    Set(ids.compactMap { $0 }.filter { $0 != athlete })
  }
}
