extension Migration {
  /// Every change to the tables the API serves, recorded by triggers in the same transaction
  /// (so REST, `/api`, the web pages, the SQL functions and SQL typed by hand all record it):
  /// the table, the kind, the row after and before as `select=*` reads it, and when. Realtime
  /// reads it in order; on PostgreSQL each change also wakes every instance (`NOTIFY`).
  static let realtimeChanges = Migration(
    version: 19, name: "realtime changes",
    sqlite: [
      """
      CREATE TABLE realtime_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT, table_name TEXT NOT NULL, kind TEXT NOT NULL,
        record TEXT, old_record TEXT, committed_at TEXT NOT NULL)
      """
    ] + realtimeTablesAtFirst.flatMap(realtimeTriggers(sqlite:)),
    postgres: [
      """
      CREATE TABLE realtime_changes (
        id bigserial PRIMARY KEY, table_name text NOT NULL, kind text NOT NULL,
        record text, old_record text, committed_at timestamptz NOT NULL DEFAULT now())
      """,
      """
      CREATE FUNCTION compass_realtime_capture() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE change_id bigint;
      BEGIN
        INSERT INTO realtime_changes (table_name, kind, record, old_record)
        VALUES (TG_TABLE_NAME, TG_OP,
          CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW)::text END,
          CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD)::text END)
        RETURNING id INTO change_id;
        PERFORM pg_notify('compass_realtime', change_id::text);
        RETURN NULL;
      END $$
      """,
    ]
      + realtimeTablesAtFirst.map(realtimeTrigger(postgres:)))

  /// The tables the API served when changes began to be recorded (later tables' migrations
  /// add their own triggers).
  private static let realtimeTablesAtFirst = [
    "athlete_profiles", "coaches", "documents", "events", "family_invites", "family_links",
    "interactions", "performance_metrics", "profiles", "schools", "share_link_views",
    "share_links",
  ]

  /// PostgreSQL's trigger recording each change to `table`.
  static func realtimeTrigger(postgres table: String) -> String {
    """
    CREATE TRIGGER realtime_capture AFTER INSERT OR UPDATE OR DELETE ON \(table)
    FOR EACH ROW EXECUTE FUNCTION compass_realtime_capture()
    """
  }

  /// SQLite's three triggers for `name`: each change's row objects built column by column.
  // NB: they name the registry's columns now; a later migration that adds a column to a table
  // drops and recreates its triggers (SQLite looks the columns up when a trigger fires).
  static func realtimeTriggers(sqlite name: String) -> [String] {
    guard let table = TableRegistry.table(name) else { return [] }
    let now = sqliteNow
    return [
      ("INSERT", RowProjection.triggerRow(table, "NEW"), "NULL"),
      ("UPDATE", RowProjection.triggerRow(table, "NEW"), RowProjection.triggerRow(table, "OLD")),
      ("DELETE", "NULL", RowProjection.triggerRow(table, "OLD")),
    ].map { kind, record, old in
      """
      CREATE TRIGGER realtime_\(name)_\(kind.lowercased()) AFTER \(kind) ON \(name) BEGIN
        INSERT INTO realtime_changes (table_name, kind, record, old_record, committed_at)
        VALUES ('\(name)', '\(kind)', \(record), \(old), \(now));
      END
      """
    }
  }
}
