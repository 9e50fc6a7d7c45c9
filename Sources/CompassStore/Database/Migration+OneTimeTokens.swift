extension Migration {
  /// Mail's one-time tokens (password recovery, sign-up and address confirmation, magic links),
  /// stored only as hashes, each with a six-digit code that may be tried a few times; the mails
  /// asked for, so an address is not sent more than one a minute; and each session's browser or
  /// app, for the list of signed-in devices.
  static let oneTimeTokens = Migration(
    version: 16, name: "one-time tokens, mail requests, session devices",
    sqlite: [
      """
      CREATE TABLE one_time_tokens (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE, code_hash TEXT NOT NULL,
        new_email TEXT, attempts INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL, used_at TEXT)
      """,
      "CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose)",
      """
      CREATE TABLE mail_requests (
        email TEXT NOT NULL, purpose TEXT NOT NULL, requested_at TEXT NOT NULL)
      """,
      "CREATE INDEX mail_requests_email ON mail_requests (email, purpose, requested_at)",
      "ALTER TABLE auth_sessions ADD COLUMN user_agent TEXT",
    ],
    postgres: [
      """
      CREATE TABLE one_time_tokens (
        id uuid PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL, token_hash text NOT NULL UNIQUE, code_hash text NOT NULL,
        new_email text, attempts integer NOT NULL DEFAULT 0, created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL, used_at timestamptz)
      """,
      "CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose)",
      """
      CREATE TABLE mail_requests (
        email text NOT NULL, purpose text NOT NULL, requested_at timestamptz NOT NULL)
      """,
      "CREATE INDEX mail_requests_email ON mail_requests (email, purpose, requested_at)",
      "ALTER TABLE auth_sessions ADD COLUMN user_agent text",
    ])
}
