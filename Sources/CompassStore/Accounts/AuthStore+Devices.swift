import CompassModels
import Foundation
import SQLKit

/// The sessions a person is signed in with, one per browser or app: what it is, when it
/// started and when it was last used, so they can end one or all but the one in hand.
extension AuthStore {
  /// One signed-in browser or app.
  package struct DeviceSession: Sendable, Equatable {
    package let id: String
    /// "Safari on iPhone", "The Recruiting Compass app": never more than that.
    package let device: String?
    package let startedAt: Date
    package let lastUsedAt: Date
  }

  /// A web session's last use is written at most this often, so a page view rarely writes.
  package static let lastUseResolution: TimeInterval = 15 * 60

  /// Every session of `user`, the most recently used first.
  package func sessions(of user: UserID) async throws -> [DeviceSession] {
    try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(id AS TEXT) AS id, user_agent, CAST(created_at AS TEXT) AS created_at, \
        CAST(refreshed_at AS TEXT) AS refreshed_at FROM auth_sessions \
        WHERE user_id = \(uuid(user.description))
        """
      ).all().compactMap(Self.deviceSession)
    }
    .sorted { ($0.lastUsedAt, $0.id) > ($1.lastUsedAt, $1.id) }
  }

  /// Ends one session of `user`; another person's session id ends nothing.
  package func endSession(_ id: String, of user: UserID) async throws {
    try await database.withConnection { connection in
      try await connection.raw(
        "DELETE FROM auth_sessions WHERE id = \(uuid(id)) AND user_id = \(uuid(user.description))"
      ).run()
    }
  }

  /// Records that a session was used now, when its last recorded use is older than
  /// `lastUseResolution`.
  package func touchSession(_ id: String, lastUsed: Date?) async throws {
    let stamp = now()
    if let lastUsed, stamp.timeIntervalSince(lastUsed) < Self.lastUseResolution { return }
    try await database.withConnection { connection in
      try await connection.raw(
        "UPDATE auth_sessions SET refreshed_at = \(time(stamp)) WHERE id = \(uuid(id))"
      ).run()
    }
  }

  private static func deviceSession(_ row: any SQLRow) throws -> DeviceSession? {
    guard let started = Timestamp.parse(try row.decode(column: "created_at", as: String.self))
    else { return nil }
    let used = try row.decode(column: "refreshed_at", as: String?.self).flatMap(Timestamp.parse)
    return DeviceSession(
      id: try row.decode(column: "id", as: String.self),
      device: try row.decode(column: "user_agent", as: String?.self), startedAt: started,
      lastUsedAt: max(used ?? started, started))
  }
}
