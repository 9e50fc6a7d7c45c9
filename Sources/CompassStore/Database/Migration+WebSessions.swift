extension Migration {
  /// Browser sessions: a cookie's token (stored hashed) tied to an auth session, so signing out
  /// everywhere ends them too, with the CSRF token of the forms it renders.
  static let webSessions = Migration(
    version: 3, name: "web sessions",
    sqlite: [
      """
      CREATE TABLE web_sessions (
        token_hash TEXT PRIMARY KEY NOT NULL,
        session_id TEXT NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL)
      """,
      "CREATE INDEX web_sessions_session ON web_sessions (session_id)",
    ],
    postgres: [
      """
      CREATE TABLE web_sessions (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL)
      """,
      "CREATE INDEX web_sessions_session ON web_sessions (session_id)",
    ])
}
