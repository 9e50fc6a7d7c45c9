import CompassModels
import SQLKit

/// The athletes whose data a signed-in user reaches through their family links (read, and
/// with edit access, write), besides their own. Read afresh for each request, so a removed link
/// holds on the next one.
package struct FamilyReach: Sendable, Equatable {
  let readable: Set<UserID>
  let writable: Set<UserID>

  /// Nobody's data but the caller's own.
  package static let none = FamilyReach(readable: [], writable: [])

  /// The links in which `user` is the parent.
  package static func load(for user: UserID, from database: CompassDatabase) async throws
    -> FamilyReach
  {
    try await database.withConnection {
      try await load(for: user, on: $0, dialect: database.dialect)
    }
  }

  /// The same links, read on `connection` (just before the statement they scope).
  static func load(
    for user: UserID, on connection: any SQLDatabase, dialect: SQLDialectKind
  ) async throws -> FamilyReach {
    let parent = dialect.bind(BoundValue(value: user.description, type: .uuid))
    let rows = try await connection.raw(
      """
      SELECT CAST(athlete_id AS TEXT) AS athlete_id, access FROM family_links \
      WHERE parent_id = \(parent)
      """
    ).all()
    var readable: Set<UserID> = []
    var writable: Set<UserID> = []
    for row in rows {
      guard let athlete = UserID(try row.decode(column: "athlete_id", as: String.self)) else {
        continue
      }
      readable.insert(athlete)
      if try row.decode(column: "access", as: String.self) == "edit" { writable.insert(athlete) }
    }
    return FamilyReach(readable: readable, writable: writable)
  }

  /// Whose rows `user` may read: their own, then their athletes'.
  func readableOwners(for user: UserID) -> [UserID] {
    [user] + readable.subtracting([user]).map(\.description).sorted().compactMap(UserID.init)
  }
}
