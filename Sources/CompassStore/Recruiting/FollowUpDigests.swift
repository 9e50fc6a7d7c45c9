import CompassDomain
import CompassModels
import Foundation
import SQLKit

/// Who asked for the morning e-mail of follow-ups due, the zone each one's morning is counted
/// in, and the last morning each one's went out. A morning is claimed by one statement, so of
/// several servers sharing the database one sends it.
package struct FollowUpDigests: Sendable {
  /// One person who gets the e-mail: their address, their zone, and the athletes whose
  /// follow-ups they may read (their own data, and the athletes linked to them).
  package struct Subscriber: Sendable, Equatable {
    package let user: UserID
    package let email: String
    package let timeZone: TimeZone
  }

  package let database: CompassDatabase
  package let now: @Sendable () -> Date

  package init(database: CompassDatabase, now: @escaping @Sendable () -> Date) {
    self.database = database
    self.now = now
  }

  /// Whether `user` gets the e-mail.
  package func isOn(for user: UserID) async throws -> Bool {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT 1 AS one FROM follow_up_digests WHERE user_id = \(uuid(user))"
      ).first() != nil
    }
  }

  /// Turns the e-mail on for `user`, their mornings counted in `zone` (unless they chose a
  /// zone on their account, which wins); a second time only updates the zone.
  package func turnOn(for user: UserID, zone: TimeZone) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw(
        "INSERT INTO follow_up_digests (user_id, time_zone, created_at) VALUES (\(uuid(user)), \(bind: zone.identifier), \(database.bind(time: now()))) ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone"
      ).run()
    }
  }

  package func turnOff(for user: UserID) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw("DELETE FROM follow_up_digests WHERE user_id = \(uuid(user))").run()
    }
  }

  /// Everyone who gets the e-mail, with their address and the zone their morning is in.
  package func subscribers() async throws -> [Subscriber] {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT CAST(d.user_id AS TEXT) AS user_id, u.email AS email, d.time_zone AS zone, CAST(u.user_metadata AS TEXT) AS metadata FROM follow_up_digests d JOIN users u ON u.id = d.user_id"
      ).all().compactMap(Self.subscriber)
    }
  }

  /// Claims `day`'s e-mail for `user`: `true` for the one caller that may send it.
  package func claim(_ day: LocalDate, for user: UserID) async throws -> Bool {
    let date = database.dialect.bind(BoundValue(value: day.description, type: .date))
    return try await database.withConnection { connection in
      try await !connection.raw(
        "UPDATE follow_up_digests SET sent_on = \(date) WHERE user_id = \(uuid(user)) AND (sent_on IS NULL OR sent_on < \(date)) RETURNING user_id"
      ).all().isEmpty
    }
  }

  /// The athletes whose data `user` reads: themselves and the athletes linked to them.
  package func athletes(of user: UserID) async throws -> [(id: UserID, name: String)] {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT CAST(p.id AS TEXT) AS id, COALESCE(p.display_name, '') AS name FROM profiles p WHERE p.id = \(uuid(user)) OR p.id IN (SELECT athlete_id FROM family_links WHERE parent_id = \(uuid(user))) ORDER BY p.display_name"
      ).all().compactMap { row in
        guard let id = UserID(try row.decode(column: "id", as: String.self)) else { return nil }
        return (
          id, FamilyOverview.name(try row.decode(column: "name", as: String.self), role: .athlete)
        )
      }
    }
  }

  private static func subscriber(_ row: any SQLRow) throws -> Subscriber? {
    guard let user = UserID(try row.decode(column: "user_id", as: String.self)) else {
      return nil
    }
    let metadata =
      try row.decodeNil(column: "metadata")
      ? nil : try row.decode(column: "metadata", as: String.self)
    let chosen = metadata.flatMap {
      try? JSONDecoder().decode([String: JSONValue].self, from: Data($0.utf8))
    }?[PersonalTimeZone.metadataKey]?.stringValue
    let stored = try row.decode(column: "zone", as: String.self)
    let zone =
      PersonalTimeZone.named(chosen) ?? PersonalTimeZone.named(stored)
      ?? TimeZone(secondsFromGMT: 0)
    guard let zone else { return nil }
    return Subscriber(
      user: user, email: try row.decode(column: "email", as: String.self), timeZone: zone)
  }

  private func uuid(_ id: UserID) -> SQLQueryString { database.bind(uuid: id.description) }
}
