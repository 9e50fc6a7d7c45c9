extension Migration {
  /// Resumable uploads (TUS 1.0, as Supabase Storage speaks it): each upload's object, its
  /// declared length and the bytes received so far, whose upload it is, and when it expires.
  static let resumableUploads = Migration(
    version: 18, name: "resumable uploads",
    sqlite: [
      """
      CREATE TABLE resumable_uploads (
        id TEXT PRIMARY KEY NOT NULL, user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        bucket_id TEXT NOT NULL, name TEXT NOT NULL, content_type TEXT NOT NULL,
        cache_control TEXT NOT NULL, user_metadata TEXT, upsert INTEGER NOT NULL,
        upload_length INTEGER NOT NULL, upload_offset INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL)
      """,
      "CREATE INDEX resumable_uploads_user ON resumable_uploads (user_id)",
      "CREATE INDEX resumable_uploads_expiry ON resumable_uploads (expires_at)",
    ],
    postgres: [
      """
      CREATE TABLE resumable_uploads (
        id uuid PRIMARY KEY, user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        bucket_id text NOT NULL, name text NOT NULL, content_type text NOT NULL,
        cache_control text NOT NULL, user_metadata text, upsert boolean NOT NULL,
        upload_length bigint NOT NULL, upload_offset bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL)
      """,
      "CREATE INDEX resumable_uploads_user ON resumable_uploads (user_id)",
      "CREATE INDEX resumable_uploads_expiry ON resumable_uploads (expires_at)",
    ])
}
