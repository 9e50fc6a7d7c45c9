extension Migration {
  /// Users and sessions, the six app tables, their indexes, and the rule that a document group
  /// has exactly one current version.
  static let initialSchema = Migration(
    version: 1, name: "initial schema",
    sqlite: [
      """
      CREATE TABLE users (
        id TEXT PRIMARY KEY NOT NULL, email TEXT NOT NULL UNIQUE, encrypted_password TEXT NOT NULL,
        user_metadata TEXT NOT NULL DEFAULT '{}', email_confirmed_at TEXT, last_sign_in_at TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE auth_sessions (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, refreshed_at TEXT)
      """,
      """
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        revoked INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL)
      """,
      "CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)",
      "CREATE TABLE login_failures (email TEXT NOT NULL, failed_at TEXT NOT NULL)",
      "CREATE INDEX login_failures_email ON login_failures (email, failed_at)",
      """
      CREATE TABLE schools (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL, location TEXT, city TEXT, state TEXT, division TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE coaches (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id TEXT REFERENCES schools(id) ON DELETE SET NULL, role TEXT NOT NULL,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT, phone TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE events (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id TEXT REFERENCES schools(id) ON DELETE SET NULL, type TEXT NOT NULL,
        name TEXT NOT NULL, location TEXT, address TEXT, city TEXT, state TEXT,
        start_date TEXT NOT NULL, end_date TEXT, start_time TEXT, end_time TEXT, checkin_time TEXT,
        url TEXT, description TEXT, event_source TEXT, coaches_present TEXT NOT NULL DEFAULT '[]',
        performance_notes TEXT, stats_recorded TEXT, cost REAL,
        registered INTEGER NOT NULL DEFAULT 0, attended INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE performance_metrics (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        event_id TEXT REFERENCES events(id) ON DELETE SET NULL, metric_type TEXT NOT NULL,
        value REAL NOT NULL, unit TEXT NOT NULL DEFAULT '', recorded_date TEXT NOT NULL, notes TEXT,
        verified INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE interactions (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id TEXT REFERENCES schools(id) ON DELETE SET NULL,
        coach_id TEXT REFERENCES coaches(id) ON DELETE SET NULL,
        event_id TEXT REFERENCES events(id) ON DELETE SET NULL, type TEXT NOT NULL,
        direction TEXT NOT NULL, subject TEXT, content TEXT, sentiment TEXT,
        occurred_at TEXT NOT NULL, logged_by TEXT, created_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE documents (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL, title TEXT NOT NULL, description TEXT, file_url TEXT NOT NULL,
        file_type TEXT, version INTEGER NOT NULL DEFAULT 1,
        school_id TEXT REFERENCES schools(id) ON DELETE SET NULL,
        is_current INTEGER NOT NULL DEFAULT 1, shared_with_schools TEXT NOT NULL DEFAULT '[]',
        uploaded_by TEXT, version_group_id TEXT NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TRIGGER documents_one_current_on_insert AFTER INSERT ON documents
      WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE version_group_id = NEW.version_group_id AND id <> NEW.id AND is_current = 1;
      END
      """,
      """
      CREATE TRIGGER documents_one_current_on_update AFTER UPDATE OF is_current, version_group_id
      ON documents WHEN NEW.is_current = 1 BEGIN
        UPDATE documents SET is_current = 0
        WHERE version_group_id = NEW.version_group_id AND id <> NEW.id AND is_current = 1;
      END
      """,
    ] + sharedIndexes,
    postgres: [
      """
      CREATE TABLE users (
        id uuid PRIMARY KEY, email text NOT NULL UNIQUE, encrypted_password text NOT NULL,
        user_metadata jsonb NOT NULL DEFAULT '{}', email_confirmed_at timestamptz,
        last_sign_in_at timestamptz, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL, refreshed_at timestamptz)
      """,
      """
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        revoked boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL)
      """,
      "CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)",
      "CREATE TABLE login_failures (email text NOT NULL, failed_at timestamptz NOT NULL)",
      "CREATE INDEX login_failures_email ON login_failures (email, failed_at)",
      """
      CREATE TABLE schools (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL, location text, city text, state text, division text,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE coaches (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id uuid REFERENCES schools(id) ON DELETE SET NULL, role text NOT NULL,
        first_name text NOT NULL, last_name text NOT NULL, email text, phone text,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE events (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id uuid REFERENCES schools(id) ON DELETE SET NULL, type text NOT NULL,
        name text NOT NULL, location text, address text, city text, state text,
        start_date date NOT NULL, end_date date, start_time time, end_time time, checkin_time time,
        url text, description text, event_source text, coaches_present uuid[] NOT NULL DEFAULT '{}',
        performance_notes text, stats_recorded jsonb, cost numeric,
        registered boolean NOT NULL DEFAULT false, attended boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE performance_metrics (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        event_id uuid REFERENCES events(id) ON DELETE SET NULL, metric_type text NOT NULL,
        value numeric NOT NULL, unit text NOT NULL DEFAULT '', recorded_date date NOT NULL,
        notes text, verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE interactions (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        school_id uuid REFERENCES schools(id) ON DELETE SET NULL,
        coach_id uuid REFERENCES coaches(id) ON DELETE SET NULL,
        event_id uuid REFERENCES events(id) ON DELETE SET NULL, type text NOT NULL,
        direction text NOT NULL, subject text, content text, sentiment text,
        occurred_at timestamptz NOT NULL, logged_by uuid, created_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE documents (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL, title text NOT NULL, description text, file_url text NOT NULL,
        file_type text, version integer NOT NULL DEFAULT 1,
        school_id uuid REFERENCES schools(id) ON DELETE SET NULL,
        is_current boolean NOT NULL DEFAULT true, shared_with_schools uuid[] NOT NULL DEFAULT '{}',
        uploaded_by uuid, version_group_id uuid NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE FUNCTION documents_keep_one_current() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE documents SET is_current = false
        WHERE version_group_id = NEW.version_group_id AND id <> NEW.id AND is_current;
        RETURN NULL;
      END $$
      """,
      """
      CREATE TRIGGER documents_one_current AFTER INSERT OR UPDATE OF is_current, version_group_id
      ON documents FOR EACH ROW WHEN (NEW.is_current) EXECUTE FUNCTION documents_keep_one_current()
      """,
    ] + sharedIndexes)

  /// An index for every filter and order the pages use, all led by the owner.
  private static let sharedIndexes = [
    "CREATE INDEX schools_owner ON schools (user_id, name)",
    "CREATE INDEX coaches_owner_school ON coaches (user_id, school_id)",
    "CREATE INDEX events_owner_start ON events (user_id, start_date)",
    "CREATE INDEX events_owner_school ON events (user_id, school_id)",
    "CREATE INDEX metrics_owner_date ON performance_metrics (user_id, recorded_date)",
    "CREATE INDEX metrics_owner_event ON performance_metrics (user_id, event_id)",
    "CREATE INDEX metrics_owner_type ON performance_metrics (user_id, metric_type, recorded_date)",
    "CREATE INDEX interactions_owner_event ON interactions (user_id, event_id)",
    "CREATE INDEX interactions_owner_school ON interactions (user_id, school_id, occurred_at)",
    "CREATE INDEX documents_owner_group ON documents (user_id, version_group_id, version)",
    "CREATE UNIQUE INDEX documents_group_version ON documents (version_group_id, version)",
  ]
}
