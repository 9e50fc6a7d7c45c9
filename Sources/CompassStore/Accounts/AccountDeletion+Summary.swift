import CompassDomain
import CompassModels
import Foundation
import SQLKit

/// What deleting an account takes with it, counted before the person confirms.
extension AccountDeletion {
  package func summary(of user: UserID) async throws -> AccountContents {
    let id = database.dialect.bind(BoundValue(value: user.description, type: .uuid))
    let folder = user.description + "/"
    return try await database.withConnection { connection in
      let counts = try await connection.raw(
        """
        SELECT (SELECT COUNT(*) FROM events WHERE user_id = \(id)) AS events, \
        (SELECT COUNT(*) FROM performance_metrics WHERE user_id = \(id)) AS metrics, \
        (SELECT COUNT(*) FROM documents WHERE user_id = \(id)) AS documents, \
        (SELECT COUNT(*) FROM schools WHERE user_id = \(id)) AS schools, \
        (SELECT COUNT(*) FROM coaches WHERE user_id = \(id)) AS coaches, \
        (SELECT COUNT(*) FROM interactions WHERE user_id = \(id)) AS interactions, \
        (SELECT COUNT(*) FROM follow_ups WHERE user_id = \(id)) AS follow_ups, \
        (SELECT COUNT(*) FROM share_links WHERE user_id = \(id) OR created_by = \(id)) AS links, \
        (SELECT COUNT(*) FROM calendar_feeds WHERE user_id = \(id) OR athlete_id = \(id)) AS feeds, \
        (SELECT COUNT(*) FROM storage_objects WHERE name LIKE \(bind: folder + "%")) AS files, \
        (SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) FROM storage_objects WHERE name LIKE \(bind: folder + "%")) AS bytes
        """
      ).first()
      var summary = AccountContents()
      if let counts {
        func count(_ column: String) throws -> Int {
          Int(clamping: try counts.decode(column: column, as: Int64.self))
        }
        summary.events = try count("events")
        summary.metrics = try count("metrics")
        summary.documents = try count("documents")
        summary.schools = try count("schools")
        summary.coaches = try count("coaches")
        summary.interactions = try count("interactions")
        summary.followUps = try count("follow_ups")
        summary.shareLinks = try count("links")
        summary.calendarFeeds = try count("feeds")
        summary.files = try count("files")
        summary.fileBytes = try counts.decode(column: "bytes", as: Int64.self)
      }
      summary.family = try await connection.raw(
        """
        SELECT profiles.display_name FROM family_links JOIN profiles ON profiles.id = \
        CASE WHEN family_links.athlete_id = \(id) THEN family_links.parent_id \
        ELSE family_links.athlete_id END \
        WHERE family_links.athlete_id = \(id) OR family_links.parent_id = \(id) \
        ORDER BY profiles.display_name
        """
      ).all().map { try $0.decode(column: "display_name", as: String.self) }
      return summary
    }
  }
}
