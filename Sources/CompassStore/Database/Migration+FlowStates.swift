extension Migration {
  /// PKCE for mailed links (GoTrue's flow state): a token mailed to a client that sent a code
  /// challenge keeps it, and its link leads on with a one-time authorization code, stored only
  /// as a hash, that signs in only with the verifier behind the challenge.
  static let flowStates = Migration(
    version: 17, name: "PKCE flow states",
    sqlite: [
      "ALTER TABLE one_time_tokens ADD COLUMN code_challenge TEXT",
      "ALTER TABLE one_time_tokens ADD COLUMN code_challenge_method TEXT",
      """
      CREATE TABLE flow_states (
        code_hash TEXT PRIMARY KEY NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_challenge TEXT NOT NULL, code_challenge_method TEXT NOT NULL,
        purpose TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL)
      """,
      "CREATE INDEX flow_states_user ON flow_states (user_id)",
    ],
    postgres: [
      "ALTER TABLE one_time_tokens ADD COLUMN code_challenge text",
      "ALTER TABLE one_time_tokens ADD COLUMN code_challenge_method text",
      """
      CREATE TABLE flow_states (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_challenge text NOT NULL, code_challenge_method text NOT NULL,
        purpose text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL)
      """,
      "CREATE INDEX flow_states_user ON flow_states (user_id)",
    ])
}
