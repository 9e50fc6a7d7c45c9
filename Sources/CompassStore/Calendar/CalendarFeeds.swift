import CompassDomain
import CompassModels
import Crypto
import Foundation
import SQLKit

/// Each person's private calendar subscriptions: one per athlete whose events they read (their
/// own, or an athlete linked to them), reached by a long random token of which only the hash is
/// kept. Making a new link ends the old one at once; removing the family link ends the feed
/// (a trigger), and a feed is only served while its person may still read the athlete.
package struct CalendarFeeds: Sendable {
  /// One feed as its URL finds it.
  package struct Subscription: Sendable, Equatable {
    package let subscriber: UserID
    package let athlete: UserID
    package let reminders: FeedReminders
  }

  package let database: CompassDatabase
  package let now: @Sendable () -> Date
  package let newID: @Sendable () -> UUID

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    newID: @escaping @Sendable () -> UUID
  ) {
    self.database = database
    self.now = now
    self.newID = newID
  }

  /// A new token for `subscriber`'s feed of `athlete`, replacing any earlier one (whose URL
  /// stops working at once); the reminders chosen before stay. `nil` when the subscriber may
  /// not read the athlete. One statement makes or replaces it, so requests at once each get a
  /// token (the last one made is the one that works) and none fails.
  package func renew(for subscriber: UserID, athlete: UserID) async throws -> String? {
    let token = Base64URLText.encode(SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
    let stamp = time(now())
    let made = try await database.transaction { connection -> Bool in
      guard try await reaches(subscriber, athlete, connection) else { return false }
      try await connection.raw(
        "INSERT INTO calendar_feeds (id, user_id, athlete_id, token_hash, created_at, updated_at) VALUES (\(uuid(UserID(newID()))), \(uuid(subscriber)), \(uuid(athlete)), \(bind: TokenHash.of(token)), \(stamp), \(stamp)) ON CONFLICT (user_id, athlete_id) DO UPDATE SET token_hash = excluded.token_hash, updated_at = excluded.updated_at"
      ).run()
      return true
    }
    return made ? token : nil
  }

  /// Whether `subscriber` has a feed of `athlete`, and its reminders.
  package func reminders(of subscriber: UserID, athlete: UserID) async throws -> FeedReminders? {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT day_before_at, check_in_lead_minutes FROM calendar_feeds WHERE user_id = \(uuid(subscriber)) AND athlete_id = \(uuid(athlete))"
      ).first().map(Self.reminders)
    }
  }

  /// Sets the reminders of an existing feed.
  package func setReminders(_ reminders: FeedReminders, of subscriber: UserID, athlete: UserID)
    async throws
  {
    _ = try await database.withConnection { connection in
      try await connection.raw(
        "UPDATE calendar_feeds SET day_before_at = \(bind: reminders.dayBeforeAt?.description), check_in_lead_minutes = \(bind: reminders.checkInLeadMinutes), updated_at = \(time(now())) WHERE user_id = \(uuid(subscriber)) AND athlete_id = \(uuid(athlete))"
      ).run()
    }
  }

  /// Ends the feed: its URL answers 404 from now on.
  package func end(for subscriber: UserID, athlete: UserID) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw(
        "DELETE FROM calendar_feeds WHERE user_id = \(uuid(subscriber)) AND athlete_id = \(uuid(athlete))"
      ).run()
    }
  }

  /// The feed `token` opens, while its person may still read its athlete.
  package func subscription(token: String) async throws -> Subscription? {
    try await database.withConnection { connection in
      guard
        let row = try await connection.raw(
          "SELECT CAST(user_id AS TEXT) AS user_id, CAST(athlete_id AS TEXT) AS athlete_id, day_before_at, check_in_lead_minutes FROM calendar_feeds f WHERE token_hash = \(bind: TokenHash.of(token)) AND (user_id = athlete_id OR EXISTS (SELECT 1 FROM family_links l WHERE l.parent_id = f.user_id AND l.athlete_id = f.athlete_id))"
        ).first(),
        let subscriber = UserID(try row.decode(column: "user_id", as: String.self)),
        let athlete = UserID(try row.decode(column: "athlete_id", as: String.self))
      else { return nil }
      return Subscription(
        subscriber: subscriber, athlete: athlete, reminders: try Self.reminders(row))
    }
  }

  /// The athlete's name and time zone, for the calendar's name and its times: the zone on
  /// the athlete's profile, else the one chosen on their account, else none (times float).
  package func season(of athlete: UserID) async throws -> (name: String, zone: TimeZone?) {
    let row = try await database.withConnection { connection in
      try await connection.raw(
        "SELECT COALESCE(p.display_name, '') AS name, p.time_zone AS zone, CAST(u.user_metadata AS TEXT) AS metadata FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = \(uuid(athlete))"
      ).first()
    }
    guard let row else { return (FamilyOverview.name("", role: .athlete), nil) }
    let name = FamilyOverview.name(try row.decode(column: "name", as: String.self), role: .athlete)
    let profileZone =
      try row.decodeNil(column: "zone")
      ? nil : try row.decode(column: "zone", as: String.self)
    let metadata =
      try row.decodeNil(column: "metadata")
      ? nil : try row.decode(column: "metadata", as: String.self)
    let decoded = metadata.flatMap {
      try? JSONDecoder().decode([String: JSONValue].self, from: Data($0.utf8))
    }
    let chosen = decoded?[PersonalTimeZone.metadataKey]?.stringValue
    return (name, PersonalTimeZone.named(profileZone) ?? PersonalTimeZone.named(chosen))
  }

  private static func reminders(_ row: any SQLRow) throws -> FeedReminders {
    FeedReminders(
      dayBeforeAt: try row.decodeNil(column: "day_before_at")
        ? nil : LocalTime(try row.decode(column: "day_before_at", as: String.self)),
      checkInLeadMinutes: try row.decodeNil(column: "check_in_lead_minutes")
        ? nil : try row.decode(column: "check_in_lead_minutes", as: Int.self))
  }

  /// Whether `subscriber` may read `athlete`'s season: their own, or through a family link.
  package func reaches(_ subscriber: UserID, _ athlete: UserID) async throws -> Bool {
    try await database.withConnection { try await reaches(subscriber, athlete, $0) }
  }

  private func reaches(_ subscriber: UserID, _ athlete: UserID, _ connection: any SQLDatabase)
    async throws -> Bool
  {
    if subscriber == athlete { return true }
    return try await connection.raw(
      "SELECT 1 AS found FROM family_links WHERE parent_id = \(uuid(subscriber)) AND athlete_id = \(uuid(athlete))"
    ).first() != nil
  }

  private func uuid(_ id: UserID) -> SQLQueryString { database.bind(uuid: id.description) }

  private func time(_ instant: Date) -> SQLQueryString { database.bind(time: instant) }
}
