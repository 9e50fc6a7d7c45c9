import CompassModels

/// The schools a document is shared with: an ordered set, first shared first.
public struct SchoolShares: Hashable, Sendable {
  public private(set) var schoolIDs: [School.ID]

  public init(_ schoolIDs: [School.ID]) {
    var seen = Set<School.ID>()
    self.schoolIDs = schoolIDs.filter { seen.insert($0).inserted }
  }

  public func contains(_ id: School.ID) -> Bool { schoolIDs.contains(id) }

  /// Adds schools not yet shared, in the order given.
  public mutating func add(_ ids: [School.ID]) {
    self = SchoolShares(schoolIDs + ids)
  }

  public mutating func remove(_ id: School.ID) {
    schoolIDs.removeAll { $0 == id }
  }

  /// The schools offered as checkboxes: those not yet shared, in the given order.
  public func available(from schools: [School]) -> [School] {
    schools.filter { !contains($0.id) }
  }

  /// What the "Shared with" section says before any school is chosen.
  public static let none = "Not shared with any school yet"
  public static let nothingTicked = "Tick at least one school to share with."
  public static let allShared = "Every school is already shared."
  public static let noSchools = "You have no schools yet. Add one to share this document with it."

  /// Said after sharing with `count` more schools.
  public static func sharedNotice(_ count: Int) -> String {
    count == 1 ? "Shared with 1 more school." : "Shared with \(count) more schools."
  }

  /// What the share dialog says when it has no school to offer.
  public static func nothingToOffer(schools: Int) -> String {
    schools == 0 ? noSchools : allShared
  }

  /// "Shared with 3 schools".
  public var countLabel: String {
    schoolIDs.count == 1 ? "Shared with 1 school" : "Shared with \(schoolIDs.count) schools"
  }
}
