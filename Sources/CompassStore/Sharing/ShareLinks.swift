import CompassDomain
import CompassModels
import Crypto
import Foundation
import SQLKit

/// Private links to a page for one school's coaches: made by the athlete or a parent with edit
/// access for a school of the athlete's, reached by a long random token of which only the hash
/// is kept, good until they expire or are revoked and only while whoever made them may still
/// change the athlete's data (read again on every request); and the record of what was opened
/// through them.
package struct ShareLinks: Sendable {
  /// A link just made: its token, shown once, and its row.
  package struct Made: Sendable, Equatable {
    package let token: String
    package let id: ShareLinkRecord.ID
    package let expiresAt: Date
  }

  package let database: CompassDatabase
  package let engine: RestEngine
  package let newID: @Sendable () -> UUID

  package init(
    database: CompassDatabase, engine: RestEngine, newID: @escaping @Sendable () -> UUID
  ) {
    self.database = database
    self.engine = engine
    self.newID = newID
  }

  /// A new link to `school`'s page of `athlete`, good for `days`, made by `user`; `nil` when
  /// the user may not change the athlete's data or the school is not the athlete's.
  package func create(
    by user: UserID, athlete: UserID, school: School.ID, terms: ShareLinkTerms
  ) async throws -> Made? {
    let schoolRow = RestQuery(filters: [
      .condition(column: "id", operator: .eq, operand: .typed(school.storeValue)),
      .condition(column: "user_id", operator: .eq, operand: .typed(athlete.storeValue)),
    ])
    guard
      try await engine.mayChange(
        TableRegistry.schools, schoolRow, scope: RowScope(caller: .user(user)))
    else { return nil }
    let token = Base64URLText.encode(SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
    let now = engine.now()
    let expires = now.addingTimeInterval(TimeInterval(terms.days) * 86_400)
    let id = ShareLinkRecord.ID(newID())
    _ = try await database.withConnection { connection in
      try await connection.raw(
        """
        INSERT INTO share_links (id, user_id, school_id, token_hash, label, include_metrics, \
        expires_at, created_at, updated_at, created_by, updated_by) VALUES (\(uuid(id.description)), \
        \(uuid(athlete.description)), \(uuid(school.description)), \(bind: TokenHash.of(token)), \
        \(bind: terms.label), \(flag(terms.includesMetrics)), \(time(expires)), \(time(now)), \
        \(time(now)), \(uuid(user.description)), \(uuid(user.description)))
        """
      ).run()
    }
    return Made(token: token, id: id, expiresAt: expires)
  }

  /// The grant `token` opens while its link is neither revoked nor expired and its maker is the
  /// athlete or a parent with edit access still; `nil` otherwise, for a guessed token alike.
  package func open(token: String) async throws -> ShareGrant? {
    guard token.utf8.count <= 128 else { return nil }
    let row = try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(id AS TEXT) AS id, CAST(user_id AS TEXT) AS athlete, \
        CAST(school_id AS TEXT) AS school, include_metrics FROM share_links \
        WHERE token_hash = \(bind: TokenHash.of(token)) AND revoked_at IS NULL \
        AND expires_at > \(time(engine.now())) AND (created_by = user_id OR EXISTS (\
        SELECT 1 FROM family_links l WHERE l.parent_id = share_links.created_by \
        AND l.athlete_id = share_links.user_id AND l.access = 'edit'))
        """
      ).first()
    }
    guard let row, let athlete = UserID(try row.decode(column: "athlete", as: String.self)),
      let link = ShareLinkRecord.ID(try row.decode(column: "id", as: String.self)),
      let school = School.ID(try row.decode(column: "school", as: String.self))
    else { return nil }
    return ShareGrant(
      link: link, athlete: athlete, school: school,
      includesMetrics: try row.decode(column: "include_metrics", as: Bool.self))
  }

  /// A second opening of the same thing by the same browser this soon is a reload, not
  /// another look (and a player's range requests are one viewing): it is not recorded again.
  package static let repeatWindow: TimeInterval = 60

  /// Records that `kind` was opened through the link of `grant` (a document for a view or a
  /// download), by a browser described only by its family (`agent`).
  package func record(
    _ kind: ShareViewKind, through grant: ShareGrant, document: Document.ID?, agent: String
  ) async throws {
    let now = engine.now()
    let recent = now.addingTimeInterval(-Self.repeatWindow)
    let sameDocument: SQLQueryString =
      document.map { "document_id = \(uuid($0.description))" } ?? "document_id IS NULL"
    _ = try await database.withConnection { connection in
      try await connection.raw(
        """
        INSERT INTO share_link_views (id, user_id, link_id, document_id, kind, agent, \
        occurred_at) SELECT \(uuid(newID().uuidString.lowercased())), \
        \(uuid(grant.athlete.description)), \(uuid(grant.link.description)), \
        \(document.map { uuid($0.description) } ?? "NULL"), \(bind: kind.rawValue), \(bind: agent), \(time(now)) \
        WHERE NOT EXISTS (SELECT 1 FROM share_link_views WHERE link_id = \(uuid(grant.link.description)) \
        AND kind = \(bind: kind.rawValue) AND agent = \(bind: agent) AND \(sameDocument) \
        AND occurred_at > \(time(recent)))
        """
      ).run()
    }
  }

  private func uuid(_ id: String) -> SQLQueryString { database.bind(uuid: id) }

  private func time(_ instant: Date) -> SQLQueryString { database.bind(time: instant) }

  private func flag(_ value: Bool) -> SQLQueryString { database.bind(flag: value) }
}
