import CompassModels

/// The athletes whose data a signed-in user reaches through their family links (read, and
/// with edit access, write), besides their own. Read afresh for each request, so a removed link
/// holds on the next one.
package struct FamilyReach: Sendable {
  let readable: Set<UserID>
  let writable: Set<UserID>

  /// Nobody's data but the caller's own.
  package static let none = FamilyReach(readable: [], writable: [])

  /// The links in which `user` is the parent, read as the athlete switcher reads them
  /// (`FamilyAthletes`).
  package static func load(for user: UserID, from database: CompassDatabase) async throws
    -> FamilyReach
  {
    let athletes = try await FamilyAthletes.load(for: user, from: database)
    return FamilyReach(
      readable: Set(athletes.map(\.id)), writable: Set(athletes.filter(\.canEdit).map(\.id)))
  }
}
