import CompassModels
import Foundation
import SQLKit

/// The ledger of forms sent: a form carries an id chosen when it was shown, and the first post
/// of that id claims it, so the same form sent again (a reload, Back and resend, a double tap,
/// two at once) is told where the first went instead of creating anything. A claim whose work
/// came to nothing (a refused form, to be corrected and sent again) is given back. A person's
/// own rows only: no other caller reads or writes them, so the scoping layer has nothing to add.
package struct FormSubmissions: Sendable {
  /// What a claim found.
  package enum Claim: Equatable, Sendable {
    /// This post is the form's first: do the work.
    case first
    /// The form was sent before; its first post led to `location` (`nil` while it still runs).
    case repeated(location: String?)
  }

  /// How long a sent form is remembered.
  static let memory: TimeInterval = 7 * 86_400

  let database: CompassDatabase
  let now: @Sendable () -> Date

  package init(database: CompassDatabase, now: @escaping @Sendable () -> Date) {
    self.database = database
    self.now = now
  }

  /// Claims `submission` for `user`; forms older than `memory` are forgotten on the way.
  package func claim(_ submission: UUID, by user: UserID) async throws -> Claim {
    let stamp = now()
    return try await database.transaction { connection in
      try await connection.raw(
        "DELETE FROM form_submissions WHERE user_id = \(uuid(user)) AND created_at < \(database.bind(time: stamp.addingTimeInterval(-Self.memory)))"
      ).run()
      let claimed = try await connection.raw(
        "INSERT INTO form_submissions (user_id, submission_id, created_at) VALUES (\(uuid(user)), \(id(submission)), \(database.bind(time: stamp))) ON CONFLICT (user_id, submission_id) DO NOTHING RETURNING location"
      ).all()
      guard claimed.isEmpty else { return .first }
      let first = try await connection.raw(
        "SELECT location FROM form_submissions WHERE user_id = \(uuid(user)) AND submission_id = \(id(submission))"
      ).first()
      return .repeated(location: try first?.decode(column: "location", as: String?.self))
    }
  }

  /// Where the form's first post led, for the posts that repeat it.
  package func finish(_ submission: UUID, by user: UserID, at location: String) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw(
        "UPDATE form_submissions SET location = \(bind: location) WHERE user_id = \(uuid(user)) AND submission_id = \(id(submission))"
      ).run()
    }
  }

  /// Gives the claim back: the form was refused and may be corrected and sent again.
  package func release(_ submission: UUID, by user: UserID) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw(
        "DELETE FROM form_submissions WHERE user_id = \(uuid(user)) AND submission_id = \(id(submission))"
      ).run()
    }
  }

  private func uuid(_ user: UserID) -> SQLQueryString { database.bind(uuid: user.description) }

  private func id(_ submission: UUID) -> SQLQueryString {
    database.bind(uuid: UUIDText.lowercase(submission))
  }
}
