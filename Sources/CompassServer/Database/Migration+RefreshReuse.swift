extension Migration {
  /// When each refresh token was exchanged, so a second use within GoTrue's reuse interval
  /// (two tabs refreshing together) gets the same new session instead of ending it.
  static let refreshReuse = Migration(
    version: 5, name: "refresh token reuse interval",
    sqlite: ["ALTER TABLE refresh_tokens ADD COLUMN revoked_at TEXT"],
    postgres: ["ALTER TABLE refresh_tokens ADD COLUMN revoked_at timestamptz"])
}
