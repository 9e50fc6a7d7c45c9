extension Migration {
  /// When each refresh token was exchanged, so a second use within GoTrue's reuse interval
  /// (two tabs refreshing together) gets the same new session instead of ending it; and failed
  /// sign-ins by time, so those past the lock-out window are deleted instead of kept forever.
  static let refreshReuse = Migration(
    version: 5, name: "refresh token reuse interval, failed sign-ins by time",
    sqlite: [
      "ALTER TABLE refresh_tokens ADD COLUMN revoked_at TEXT",
      "CREATE INDEX login_failures_time ON login_failures (failed_at)",
    ],
    postgres: [
      "ALTER TABLE refresh_tokens ADD COLUMN revoked_at timestamptz",
      "CREATE INDEX login_failures_time ON login_failures (failed_at)",
    ])
}
