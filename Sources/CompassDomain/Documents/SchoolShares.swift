import CompassModels
import Foundation

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

  /// The question before a document stops being shared with the school called `name`.
  public static func stopSharing(with name: String) -> Confirmation {
    Confirmation(
      title: "Stop sharing with \(name)?",
      message:
        "\(name)'s coaches will no longer see this document, on their page or through any link. You can share it again.",
      confirmLabel: "Stop Sharing")
  }

  /// The schools offered as checkboxes: those not yet shared, in the given order.
  public func available(from schools: [School]) -> [School] {
    schools.filter { !contains($0.id) }
  }

  /// With more schools to offer than this, the share list gets a search field.
  public static let searchThreshold = 8

  public static func needsSearch(_ offered: [School]) -> Bool { offered.count > searchThreshold }

  /// The offered schools whose name contains `query`, in any case and with or without accents
  /// ("sao" finds "São Paulo State"); every school when the query is blank.
  public static func matching(_ schools: [School], query: String, locale: Locale) -> [School] {
    let needle = SearchFolding.foldQuery(query, locale: locale)
    guard !needle.isEmpty else { return schools }
    return schools.filter { SearchFolding.fold($0.name, locale: locale).contains(needle) }
  }

  public static let searchLabel = "Find a school"
  public static let noMatch = "No school matches your search."

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
