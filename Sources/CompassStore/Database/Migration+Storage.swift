extension Migration {
  /// Buckets and object rows for stored files, and the private `documents` bucket. An object's
  /// bytes live on disk under its `version`, a new one for every write.
  static let storage = Migration(
    version: 2, name: "storage",
    sqlite: [
      """
      CREATE TABLE storage_buckets (
        id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL UNIQUE, public INTEGER NOT NULL DEFAULT 0,
        file_size_limit INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)
      """,
      """
      CREATE TABLE storage_objects (
        id TEXT PRIMARY KEY NOT NULL, bucket_id TEXT NOT NULL REFERENCES storage_buckets(id),
        name TEXT NOT NULL, owner TEXT REFERENCES users(id) ON DELETE CASCADE,
        version TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, mimetype TEXT NOT NULL,
        cache_control TEXT NOT NULL, user_metadata TEXT, created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, UNIQUE (bucket_id, name))
      """,
      "CREATE INDEX storage_objects_owner ON storage_objects (owner, bucket_id, name)",
      """
      INSERT INTO storage_buckets (id, name, public, created_at, updated_at)
      VALUES ('documents', 'documents', 0, '2026-11-22T00:00:00.000000Z', '2026-11-22T00:00:00.000000Z')
      """,
    ],
    postgres: [
      """
      CREATE TABLE storage_buckets (
        id text PRIMARY KEY, name text NOT NULL UNIQUE, public boolean NOT NULL DEFAULT false,
        file_size_limit bigint, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
      """,
      """
      CREATE TABLE storage_objects (
        id uuid PRIMARY KEY, bucket_id text NOT NULL REFERENCES storage_buckets(id),
        name text NOT NULL, owner uuid REFERENCES users(id) ON DELETE CASCADE,
        version uuid NOT NULL UNIQUE, size bigint NOT NULL, mimetype text NOT NULL,
        cache_control text NOT NULL, user_metadata jsonb, created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL, UNIQUE (bucket_id, name))
      """,
      "CREATE INDEX storage_objects_owner ON storage_objects (owner, bucket_id, name)",
      """
      INSERT INTO storage_buckets (id, name, public, created_at, updated_at)
      VALUES ('documents', 'documents', false, '2026-11-22T00:00:00Z', '2026-11-22T00:00:00Z')
      """,
    ])
}
