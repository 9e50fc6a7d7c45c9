import CompassDomain
import CompassModels
import Foundation
import SQLKit

/// The athletes linked to a parent, with the access each link gives and the athlete's name:
/// what a page's athlete switcher offers. Read from the caller's own links only, as
/// the scoping layer reads them (`FamilyReach`), on every request.
package enum FamilyAthletes {
  /// What `user` signed up as and the name on their profile; an account without a profile
  /// is an athlete without a name.
  package static func profile(of user: UserID, from database: CompassDatabase) async throws
    -> (role: FamilyRole, name: String)
  {
    let id = database.dialect.bind(BoundValue(value: user.description, type: .uuid))
    let row = try await database.withConnection { connection in
      try await connection.raw("SELECT role, display_name FROM profiles WHERE id = \(id)").first()
    }
    guard let row else { return (.athlete, "") }
    return (
      FamilyRole(rawValue: try row.decode(column: "role", as: String.self)) ?? .athlete,
      try row.decode(column: "display_name", as: String.self)
    )
  }

  package static func load(for user: UserID, from database: CompassDatabase) async throws
    -> [ReachableAthlete]
  {
    let parent = database.dialect.bind(BoundValue(value: user.description, type: .uuid))
    let rows = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(l.athlete_id AS TEXT) AS athlete_id, l.access AS access, \
        COALESCE(p.display_name, '') AS display_name \
        FROM family_links l LEFT JOIN profiles p ON p.id = l.athlete_id \
        WHERE l.parent_id = \(parent)
        """
      ).all()
    }
    return try rows.compactMap { row in
      guard let athlete = UserID(try row.decode(column: "athlete_id", as: String.self)),
        let access = FamilyAccess(rawValue: try row.decode(column: "access", as: String.self))
      else { return nil }
      let name = try row.decode(column: "display_name", as: String.self)
      return ReachableAthlete(
        id: athlete, name: FamilyOverview.name(name, role: .athlete), access: access,
        isViewer: false)
    }
  }
}
