import CompassDomain
import CompassModels
import Foundation

/// The rows the user's family is made from, kept so the app opens the right athlete offline.
struct FamilyRecords: Codable, Sendable {
  static let snapshotName = "family.json"

  let links: [FamilyLinkRecord]
  let profiles: [ProfileRecord]
}

extension AppSession {
  /// The athlete every screen shows: the user's own data, or for a parent the athlete chosen
  /// on the switcher (their first by name until they choose).
  public var athlete: ReachableAthlete? { family?.active }

  /// The athlete a change may be made to; `nil` when signed out, before the family is known,
  /// or when the user has view access only.
  public var editableAthlete: UserID? {
    guard let athlete, athlete.canEdit else { return nil }
    return athlete.id
  }

  /// The athlete every change is made to: the one on screen, when the user may change their
  /// data (a parent's own id never is); signed out or with view access only, the write fails
  /// as such.
  public func writableAthlete() throws -> UserID {
    guard user != nil else { throw FeatureError.signedOut }
    guard let athlete = editableAthlete else { throw FeatureError.forbidden }
    return athlete
  }

  /// A parent linked to no athlete yet: the app shows only the Family screen, to join with a
  /// code or invite their athlete first; nothing is ever added to the parent's own account.
  public var awaitsFamily: Bool { family?.awaitsFamily == true }

  /// Why nothing can be changed, for the banner over every screen; `nil` with edit access.
  public var viewOnlyReason: String? { athlete?.viewOnlyBanner }

  /// The athlete a screen loads, reading the family first when it is unknown or older than
  /// `familyLifetime`; if it cannot be read, the athlete saved by the last read, else the
  /// user's own data.
  public func activeAthlete() async -> UserID? {
    guard let user else { return nil }
    if family == nil || familyIsStale { await refreshFamily() }
    return family?.active?.id ?? user
  }

  /// Reads the user's links and the profiles they may read again (the Family screen after a
  /// change, a removed link); the active athlete stays unless it is no longer reachable.
  public func refreshFamily() async {
    if let familyRead {
      await familyRead.value
      return
    }
    let read = Task { await readFamily() }
    familyRead = read
    await read.value
    familyRead = nil
  }

  /// The name of a person of the family, reading the family again when they joined since it
  /// was read (a parent who just saved a change); `nil` when unknown.
  public func name(of person: UserID?) async -> String? {
    guard let person else { return nil }
    if people[person] == nil { await refreshFamily() }
    return people[person]?.name
  }

  /// Shows `athlete`'s data on every screen; what the screens held for the last one is
  /// forgotten so nothing of theirs shows under the new name.
  public func choose(athlete: UserID) {
    guard let user, let family, family.active?.id != athlete,
      family.athletes.contains(where: { $0.id == athlete })
    else { return }
    cache.clear()
    self.family = AthleteChoice(
      viewer: user, role: family.role, linked: family.athletes, requested: athlete)
    if let familyRecords { cache.keepSnapshot(familyRecords, as: FamilyRecords.snapshotName) }
  }

  /// The line naming who added or last changed an item, when it was not the athlete.
  public func attribution(createdBy: UserID?, updatedBy: UserID?) -> String? {
    guard let user, let athlete else { return nil }
    return Attribution.text(
      athlete: athlete.id, viewer: user, createdBy: createdBy, updatedBy: updatedBy,
      people: people)
  }

  private var familyIsStale: Bool {
    guard let familyReadAt else { return true }
    return now().timeIntervalSince(familyReadAt) >= Self.familyLifetime
  }

  private func readFamily() async {
    guard let user else { return }
    let repository = FamilyRepository(client: client)
    do {
      async let links = repository.links()
      async let profiles = repository.profiles()
      adopt(FamilyRecords(links: try await links, profiles: try await profiles), for: user)
    } catch {
      guard family == nil, self.user == user,
        let saved = cache.snapshot(FamilyRecords.self, named: FamilyRecords.snapshotName)
      else { return }
      use(saved, for: user)
    }
  }

  /// Takes family rows just read for `user` (here, or by the Family screen, so a change there
  /// is not read twice) as the family every screen works on.
  func adopt(_ records: FamilyRecords, for user: UserID) {
    guard self.user == user else { return }
    use(records, for: user)
    familyReadAt = now()
    cache.keepSnapshot(records, as: FamilyRecords.snapshotName)
  }

  private func use(_ records: FamilyRecords, for user: UserID) {
    let linked = ReachableAthlete.linked(
      to: user, links: records.links, profiles: records.profiles)
    let role =
      records.profiles.first { $0.id == user }.flatMap { FamilyRole(rawValue: $0.role) }
      ?? .athlete
    let kept = AthleteChoice(
      viewer: user, role: role, linked: linked, requested: family?.active?.id)
    let next =
      kept.active == nil
      ? AthleteChoice(viewer: user, role: role, linked: linked, requested: nil) : kept
    if let family, family.active?.id != next.active?.id { cache.clear() }
    family = next
    familyRecords = records
    ownName = records.profiles.first { $0.id == user }?.displayName
    people = Dictionary(
      records.profiles.map { ($0.id, Attribution.Person($0)) },
      uniquingKeysWith: { first, _ in first })
  }
}
