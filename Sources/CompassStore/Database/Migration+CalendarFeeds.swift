extension Migration {
  /// Calendar feeds: each person's private subscription to one athlete's season (their own, or
  /// an athlete they are linked to), its token stored hashed, with the reminders they chose.
  /// A feed ends with the family link it was made through.
  static let calendarFeeds = Migration(
    version: 9, name: "calendar feeds",
    sqlite: [
      feedTable(uuid: "TEXT", time: "TEXT", integer: "INTEGER"),
      """
      CREATE TRIGGER calendar_feeds_end_with_link AFTER DELETE ON family_links
      BEGIN
        DELETE FROM calendar_feeds WHERE user_id = OLD.parent_id AND athlete_id = OLD.athlete_id;
      END
      """,
    ],
    postgres: [
      feedTable(uuid: "uuid", time: "timestamptz", integer: "integer"),
      """
      CREATE FUNCTION calendar_feeds_end_with_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM calendar_feeds WHERE user_id = OLD.parent_id AND athlete_id = OLD.athlete_id;
        RETURN OLD;
      END $$
      """,
      """
      CREATE TRIGGER calendar_feeds_end_with_link AFTER DELETE ON family_links
      FOR EACH ROW EXECUTE FUNCTION calendar_feeds_end_with_link()
      """,
    ])

  private static func feedTable(uuid: String, time: String, integer: String) -> String {
    let account = "NOT NULL REFERENCES users(id) ON DELETE CASCADE"
    return """
      CREATE TABLE calendar_feeds (
        id \(uuid) PRIMARY KEY NOT NULL,
        user_id \(uuid) \(account),
        athlete_id \(uuid) \(account),
        token_hash TEXT NOT NULL UNIQUE,
        day_before_at TEXT DEFAULT '18:00:00',
        check_in_lead_minutes \(integer) DEFAULT 0
          CHECK (check_in_lead_minutes BETWEEN 0 AND 1440),
        created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
        UNIQUE (user_id, athlete_id))
      """
  }
}
