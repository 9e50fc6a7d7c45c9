import CompassDomain
import CompassModels
import Foundation
import Observation
import SupabaseKit

/// The Family screen: the people linked to the user, inviting (a code and link to send, for
/// anyone or bound to one e-mail), joining with a code, the athlete's control over each
/// parent's access, removing or leaving, and revoking open invites.
@MainActor @Observable
public final class FamilyModel {
  /// An open invite as the list shows it.
  public struct InviteLine: Equatable, Sendable, Identifiable {
    public let id: FamilyInviteRecord.ID
    public let summary: String
  }

  /// An invite just made: shown once, since only its hash is kept.
  public struct CreatedInvite: Equatable, Sendable {
    public let code: String
    public let link: URL
    public let expires: String
    /// The message the share sheet sends.
    public var message: String {
      FamilyInviteText.message(code: code, link: link.absoluteString, expires: expires)
    }
  }

  public private(set) var phase: LoadPhase = .idle
  public private(set) var overview: FamilyOverview?
  public private(set) var invites: [InviteLine] = []
  public private(set) var created: CreatedInvite?
  public var inviteAccess: FamilyAccess = .edit
  public var inviteEmail = ""
  public private(set) var inviteError: String?
  public var joinCode = ""
  public private(set) var joinError: String?
  /// A change that worked, said once: "You joined the family."
  public private(set) var notice: String?
  /// Said over the page when someone joined, left or changed access while it was open.
  public internal(set) var liveNotice: String?
  /// A change that failed; the list stays.
  public private(set) var banner: String?
  /// The link waiting for the user to confirm its removal.
  public private(set) var pendingRemoval: FamilyMember?
  public private(set) var isWorking = false

  /// The question for `pendingRemoval`, in the viewer's words.
  /// For a parent linked to no athlete yet: what to do first, over everything else.
  public var firstStep: String? { session.awaitsFamily ? AthleteChoice.firstStep : nil }

  public var removalPrompt: Confirmation? {
    guard let member = pendingRemoval, let overview else { return nil }
    return overview.removal(of: member)
  }

  @ObservationIgnored let session: AppSession
  @ObservationIgnored private let repository: FamilyRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let timeZone: TimeZone
  @ObservationIgnored private let locale: Locale

  public init(
    session: AppSession, repository: FamilyRepository, clock: AppClock, timeZone: TimeZone,
    locale: Locale
  ) {
    self.session = session
    self.repository = repository
    self.clock = clock
    self.timeZone = timeZone
    self.locale = locale
  }

  public func onAppear() async {
    guard phase == .idle else { return }
    phase = .loading(showsSkeleton: false)
    await refresh()
  }

  /// Pull-to-refresh and Retry: reads the family and the open invites again.
  public func refresh() async {
    guard let user = session.user else {
      phase = .failed(.signedOut)
      return
    }
    do {
      async let links = repository.links()
      async let profiles = repository.profiles()
      async let open = repository.openInvites(at: clock.now())
      let records = FamilyRecords(links: try await links, profiles: try await profiles)
      overview = FamilyOverview(viewer: user, profiles: records.profiles, links: records.links)
      invites = try await open.compactMap(line)
      session.adopt(records, for: user)
      phase = .loaded
    } catch {
      if phase == .loaded {
        banner = FeatureError(error).message
      } else {
        phase = .failed(FeatureError(error))
      }
    }
  }

  /// Makes an invite for the other role: the code is shown once, with a link and a message.
  public func inviteTapped() async {
    guard !isWorking else { return }
    let email = inviteEmail.trimmingCharacters(in: .whitespacesAndNewlines)
    guard email.isEmpty || EmailAddress.isValid(email) else {
      inviteError = Self.invalidEmail
      return
    }
    inviteError = nil
    await working {
      let made = try await repository.createInvite(
        access: inviteAccess, email: email.isEmpty ? nil : email)
      let expires = Timestamp.parse(made.expiresAt).map {
        FamilyInviteText.expiry($0, timeZone: timeZone, locale: locale)
      }
      created = CreatedInvite(
        code: made.code, link: session.client.url.appending(path: "join/\(made.code)"),
        expires: expires ?? made.expiresAt)
      inviteEmail = ""
    } failed: {
      self.inviteError = $0
    }
  }

  /// Joins the family the typed code was made for; the switcher shows the athlete at once.
  public func joinTapped() async {
    let code = joinCode.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !isWorking else { return }
    guard !code.isEmpty else {
      joinError = Self.codeMissing
      return
    }
    joinError = nil
    await working {
      try await repository.accept(code: String(code.prefix(64)))
      joinCode = ""
      notice = Self.joined
    } failed: {
      self.joinError = $0
    }
  }

  /// The athlete sets what a parent may do.
  public func accessChanged(_ member: FamilyMember, to access: FamilyAccess) async {
    guard overview?.changesAccess == true, member.access != access, !isWorking else { return }
    await working {
      try await repository.setAccess(access, link: member.id)
    } failed: {
      self.banner = $0
    }
  }

  public func removeTapped(_ member: FamilyMember) {
    guard !isWorking else { return }
    pendingRemoval = member
  }

  public func removeCancelled() { pendingRemoval = nil }

  /// Ends the link waiting for confirmation: the parent's access ends on their next request.
  public func removeConfirmed() async {
    guard let member = pendingRemoval else { return }
    pendingRemoval = nil
    await working {
      try await repository.remove(link: member.id)
    } failed: {
      self.banner = $0
    }
  }

  /// Revokes an open invite; its code stops working at once.
  public func revokeTapped(_ invite: InviteLine) async {
    await working {
      try await repository.revoke(invite: invite.id, at: clock.now())
    } failed: {
      self.banner = $0
    }
  }

  public func createdInviteDismissed() { created = nil }
  public func noticeDismissed() { notice = nil }
  public func bannerDismissed() { banner = nil }

  static let invalidEmail = "Enter an e-mail address like name@example.com, or leave it empty."
  static let codeMissing = "Enter the invite code you were sent."
  static let joined = "You joined the family."

  /// Runs a change, then reads the family again, for this screen and every screen's switcher.
  private func working(
    _ change: () async throws -> Void, failed: (String) -> Void
  ) async {
    isWorking = true
    defer { isWorking = false }
    do {
      try await change()
    } catch {
      failed(Self.refusal(error))
      return
    }
    await refresh()
  }

  private func line(_ invite: FamilyInviteRecord) -> InviteLine? {
    guard let access = FamilyAccess(rawValue: invite.access) else { return nil }
    return InviteLine(
      id: invite.id,
      summary: FamilyInviteText.summary(
        access: access, email: invite.email, expires: invite.expiresAt, timeZone: timeZone,
        locale: locale))
  }

  /// What the server said about a refused code or change, in its own words when it gave some.
  static func refusal(_ error: any Error) -> String {
    if let refused = error as? PostgrestError, (400..<500).contains(refused.status),
      refused.status != 401
    {
      return refused.message
    }
    return FeatureError(error).message
  }
}
