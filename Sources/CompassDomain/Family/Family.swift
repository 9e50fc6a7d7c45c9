import CompassModels
import Foundation

/// What a parent may do with an athlete's data: everything the athlete can (`edit`), or read
/// it all and change nothing (`view`, the specs' preview mode).
public enum FamilyAccess: String, Sendable, CaseIterable {
  case edit, view

  /// How the access reads in a list of family members.
  public var label: String {
    switch self {
    case .edit: "Can edit"
    case .view: "View only"
    }
  }
}

/// Whether an account is the athlete being recruited or a parent helping them.
public enum FamilyRole: String, Sendable {
  case athlete, parent
}

/// One person linked to the viewer: a parent of theirs or an athlete of theirs.
public struct FamilyMember: Sendable, Equatable, Identifiable {
  public let id: FamilyLinkRecord.ID
  public let person: UserID
  public let name: String
  public let access: FamilyAccess

  public init(link id: FamilyLinkRecord.ID, person: UserID, name: String, access: FamilyAccess) {
    self.id = id
    self.person = person
    self.name = name
    self.access = access
  }
}

/// The viewer's family as the Family screen and page show it, and what the viewer may do:
/// an athlete sees their parents and changes their access or removes them; a parent sees their
/// athletes and may leave. Both invite the other role.
public struct FamilyOverview: Sendable, Equatable {
  public let role: FamilyRole
  public let members: [FamilyMember]

  public init(role: FamilyRole, members: [FamilyMember]) {
    self.role = role
    self.members = members.sorted {
      ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id)
    }
  }

  /// The heading over the members.
  public var membersHeading: String { role == .athlete ? "Your parents" : "Your athletes" }

  /// What the list says when there is nobody in it yet.
  public var emptyText: String {
    role == .athlete
      ? "No parents yet. Invite a parent to help track camps, visits and documents."
      : "No athletes yet. Ask your athlete for an invite code, or invite them below."
  }

  /// The heading over the invite form.
  public var inviteHeading: String { role == .athlete ? "Invite a parent" : "Invite your athlete" }

  /// Only the athlete changes what a parent may do.
  public var changesAccess: Bool { role == .athlete }

  /// The action that ends a link, as the viewer's button says it.
  public func removeLabel(for member: FamilyMember) -> String {
    role == .athlete ? "Remove \(member.name)" : "Leave \(member.name)'s family"
  }

  /// The button that confirms ending a link.
  public var removeConfirmLabel: String { role == .athlete ? "Remove" : "Leave" }

  /// The question before the viewer ends the link with `member`.
  public func removal(of member: FamilyMember) -> Confirmation {
    Confirmation(
      title: removeLabel(for: member), message: removeWarning(for: member),
      confirmLabel: removeConfirmLabel)
  }

  /// What ending the link does, said before the viewer confirms it.
  public func removeWarning(for member: FamilyMember) -> String {
    role == .athlete
      ? "\(member.name) will no longer see or change your data. A new invite is needed to link again."
      : "You will no longer see \(member.name)'s data. A new invite is needed to link again."
  }

  /// A member's name, or who they are to the viewer when they have not given one.
  public static func name(_ displayName: String, role: FamilyRole) -> String {
    let trimmed = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { return trimmed }
    return role == .athlete ? "Your athlete" : "A parent"
  }
}

/// How an invite reads in the inviter's list and after it is made.
public enum FamilyInviteText {
  /// When an invite expires, in the viewer's time zone: "Dec 2, 3:44 PM".
  public static func expiry(_ date: Date, timeZone: TimeZone, locale: Locale) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
    style.timeZone = timeZone
    return date.formatted(style)
  }

  /// One open invite: its access, who it is for, and when it expires.
  public static func summary(
    access: FamilyAccess, email: String?, expires: Date, timeZone: TimeZone, locale: Locale
  ) -> String {
    let who = email.map { "for \($0)" } ?? "for anyone with the code"
    return
      "\(access.label) · \(who) · expires \(expiry(expires, timeZone: timeZone, locale: locale))"
  }

  /// What the inviter sends (a message, the share sheet): the code, the link, and how long
  /// it works.
  public static func message(code: String, link: String, expires: String) -> String {
    "Join my family on The Recruiting Compass: open \(link) or enter the code \(code) on the "
      + "Family screen. It works once, until \(expires)."
  }
}
