extension Migration {
  /// The recruiting work between events: an interaction can be edited (so it gets an
  /// `updated_at`, which a change made offline is checked against); follow-ups, each due on a
  /// day, open until done or dropped, about a coach, school, event or earlier interaction; and
  /// where the family stands with each school (its status, their interest, notes), one row
  /// per school. Each new table records its changes for Realtime.
  static let contactLog = Migration(
    version: 21, name: "contact log",
    sqlite: [
      "ALTER TABLE interactions ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
      "UPDATE interactions SET updated_at = created_at",
      "CREATE INDEX interactions_owner_time ON interactions (user_id, occurred_at)",
      "CREATE INDEX interactions_owner_coach ON interactions (user_id, coach_id, occurred_at)",
      followUps(uuid: "TEXT", date: "TEXT", time: "TEXT"),
      schoolStatuses(uuid: "TEXT", time: "TEXT"),
    ] + indexes
      + ["insert", "update", "delete"].map { "DROP TRIGGER realtime_interactions_\($0)" }
      + ["interactions", "follow_ups", "school_statuses"].flatMap(realtimeTriggers(sqlite:)),
    postgres: [
      "ALTER TABLE interactions ADD COLUMN updated_at timestamptz",
      "UPDATE interactions SET updated_at = created_at",
      "ALTER TABLE interactions ALTER COLUMN updated_at SET NOT NULL",
      "CREATE INDEX interactions_owner_time ON interactions (user_id, occurred_at)",
      "CREATE INDEX interactions_owner_coach ON interactions (user_id, coach_id, occurred_at)",
      followUps(uuid: "uuid", date: "date", time: "timestamptz"),
      schoolStatuses(uuid: "uuid", time: "timestamptz"),
    ] + indexes
      + ["follow_ups", "school_statuses"].map(realtimeTrigger(postgres:)))

  private static let indexes = [
    "CREATE INDEX follow_ups_owner_due ON follow_ups (user_id, status, due_date)",
    "CREATE INDEX school_statuses_owner ON school_statuses (user_id, status)",
  ]

  private static func followUps(uuid: String, date: String, time: String) -> String {
    """
    CREATE TABLE follow_ups (
      id \(uuid) PRIMARY KEY NOT NULL,
      user_id \(uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title TEXT NOT NULL, notes TEXT, due_date \(date) NOT NULL,
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'dropped')),
      school_id \(uuid) REFERENCES schools(id) ON DELETE SET NULL,
      coach_id \(uuid) REFERENCES coaches(id) ON DELETE SET NULL,
      event_id \(uuid) REFERENCES events(id) ON DELETE SET NULL,
      interaction_id \(uuid) REFERENCES interactions(id) ON DELETE SET NULL,
      done_interaction_id \(uuid) REFERENCES interactions(id) ON DELETE SET NULL,
      done_at \(time),
      created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
      created_by \(uuid) REFERENCES users(id) ON DELETE SET NULL,
      updated_by \(uuid) REFERENCES users(id) ON DELETE SET NULL)
    """
  }

  private static func schoolStatuses(uuid: String, time: String) -> String {
    """
    CREATE TABLE school_statuses (
      id \(uuid) PRIMARY KEY NOT NULL,
      user_id \(uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      school_id \(uuid) NOT NULL UNIQUE REFERENCES schools(id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'researching' CHECK (status IN ('researching', 'contacted',
        'talking', 'visited', 'offered', 'committed', 'not_a_fit')),
      interest TEXT CHECK (interest IN ('high', 'medium', 'low')),
      notes TEXT,
      created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
      created_by \(uuid) REFERENCES users(id) ON DELETE SET NULL,
      updated_by \(uuid) REFERENCES users(id) ON DELETE SET NULL)
    """
  }
}
