import CompassModels
import Foundation

/// An athlete whose data the viewer can open: the viewer themselves, or an athlete linked to
/// them as their parent, with the access the link gives.
public struct ReachableAthlete: Sendable, Equatable, Identifiable {
  public let id: UserID
  public let name: String
  public let access: FamilyAccess
  /// Whether this is the viewer's own data.
  public let isViewer: Bool

  public init(id: UserID, name: String, access: FamilyAccess, isViewer: Bool) {
    self.id = id
    self.name = name
    self.access = access
    self.isViewer = isViewer
  }

  /// The viewer's own data.
  public static func own(_ viewer: UserID) -> ReachableAthlete {
    ReachableAthlete(id: viewer, name: "You", access: .edit, isViewer: true)
  }

  /// Whether the viewer may change this athlete's data.
  public var canEdit: Bool { access == .edit }

  /// The possessive a page's header uses: "Jordan's data".
  public var dataLabel: String { isViewer ? "Your data" : "\(name)'s data" }

  /// The banner over every page a view-only parent opens, saying why nothing can be changed.
  public var viewOnlyBanner: String? {
    guard !canEdit else { return nil }
    return "Viewing \(name)'s data — view only. \(name) gave you view access, so adding, "
      + "editing and deleting are turned off. \(name) can change your access on the Family page."
  }
}

/// Which athlete's data a screen or page shows, among those the viewer can open. An athlete
/// sees their own; a parent sees the athlete they chose (in the page's address, or on the
/// phone's switcher), or their first athlete by name. A parent with more than one athlete
/// gets a switcher; a parent with none has no data to show (never data of their own) and is
/// led to link their athlete first (`awaitsFamily`).
public struct AthleteChoice: Sendable, Equatable {
  /// Everyone the viewer can switch to, the viewer's own data first, then by name.
  public let athletes: [ReachableAthlete]
  /// The athlete shown, or `nil` when the one asked for is not the viewer's to open.
  public let active: ReachableAthlete?
  /// What the viewer signed up as.
  public let role: FamilyRole

  /// - Parameters:
  ///   - viewer: the signed-in account.
  ///   - linked: the athletes linked to the viewer as their parent.
  ///   - requested: the athlete the page or screen asked for, if any.
  ///   - role: what the viewer signed up as.
  public init(
    viewer: UserID, role: FamilyRole = .athlete, linked: [ReachableAthlete], requested: UserID?
  ) {
    let others = linked.filter { $0.id != viewer }.sorted {
      ($0.name.lowercased(), $0.id.description) < ($1.name.lowercased(), $1.id.description)
    }
    self.role = role
    athletes = others.isEmpty && role == .athlete ? [.own(viewer)] : others
    if let requested {
      active = athletes.first { $0.id == requested }
    } else {
      active = athletes.first
    }
  }

  /// Whether the viewer has more than one athlete to switch between.
  public var showsSwitcher: Bool { athletes.count > 1 }

  /// A parent linked to no athlete yet: every page leads to the Family page, to join with a
  /// code or invite their athlete, before anything else.
  public var awaitsFamily: Bool { athletes.isEmpty }

  /// What the Family page says first to a parent linked to nobody yet.
  public static let firstStep =
    "First, link your athlete: enter the invite code your athlete sent you, or invite your athlete below. Events, numbers and documents are your athlete's, and show here once you are linked."
}
