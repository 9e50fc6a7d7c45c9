import CompassDomain

/// The Family page: the viewer's parents (for an athlete) or athletes (for a parent) with their
/// access, an athlete's control over each parent's access, removing or leaving, the open
/// invites with their revocation, a form to invite (the code and link shown once), and a form
/// to join with a code (filled in from a `/join/<code>` link).
struct FamilyPage: WebPage {
  static let liveTables = ["family_links", "profiles"]
  static let template = "family"

  let title = "Family"
  let section = SitePath(.family).path
  let csrf: String
  let heading: String
  let emptyText: String
  let inviteHeading: String
  let members: [MemberLine]
  let invites: [InviteLine]
  let hasInvites: Bool
  let created: CreatedInvite?
  let join: JoinForm
  let accessOptions: [SelectOption]
  let inviteError: String?
  let notice: String?
  /// For a parent linked to no athlete yet: what to do first.
  var firstStep: String? {
    didSet { joinsFirst = joinsFirst || firstStep != nil }
  }
  /// Joining comes first on the page: for a parent with no athlete yet, and for someone who
  /// came by a `/join/<code>` link (or whose code was refused).
  private(set) var joinsFirst: Bool

  struct MemberLine: Encodable {
    let link: String
    let accessAction: SitePath
    let name: String
    let access: String
    let remove: ConfirmLink
    let changesAccess: Bool
    let accessChoices: [SelectOption]
  }

  struct InviteLine: Encodable {
    let revokeAction: SitePath
    let summary: String
  }

  /// An invite just made: its code and link, shown this once.
  struct CreatedInvite: Encodable {
    let code: String
    let link: String
    let expires: String
  }

  /// The join form as typed, with why it was refused.
  struct JoinForm: Encodable {
    var code = ""
    var error: String?
    /// Opened from a `/join/<code>` link.
    var fromLink = false
  }

  init(
    family: FamilyOverview, invites: [InviteLine], csrf: String, created: CreatedInvite? = nil,
    join: JoinForm = JoinForm(), inviteError: String? = nil, notice: String? = nil
  ) {
    self.csrf = csrf
    heading = family.membersHeading
    emptyText = family.emptyText
    inviteHeading = family.inviteHeading
    members = family.members.map { member in
      MemberLine(
        link: member.id.description, accessAction: .familyLinkAccess(member.id),
        name: member.name, access: member.access.label,
        remove: ConfirmLink(
          family.removeLabel(for: member), asking: family.removal(of: member),
          at: .familyLinkRemoval(member.id)),
        changesAccess: family.changesAccess,
        accessChoices: FamilyAccess.allCases.map {
          SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == member.access)
        })
    }
    self.invites = invites
    hasInvites = !invites.isEmpty
    self.created = created
    self.join = join
    joinsFirst = !join.code.isEmpty
    accessOptions = FamilyAccess.allCases.map {
      SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == .edit)
    }
    self.inviteError = inviteError
    self.notice = notice
  }
}
