extension Migration {
  /// Several servers on one database: a resumable upload's state in the object store (an S3
  /// multipart upload's parts) and which server is writing to it until when, so a write that
  /// reaches another server waits; and leases on background work, so only one server does it.
  static let severalInstances = Migration(
    version: 20, name: "several instances",
    sqlite: [
      "ALTER TABLE resumable_uploads ADD COLUMN store_state TEXT",
      "ALTER TABLE resumable_uploads ADD COLUMN writer TEXT",
      "ALTER TABLE resumable_uploads ADD COLUMN writer_until TEXT",
      """
      CREATE TABLE background_leases (
        name TEXT PRIMARY KEY NOT NULL, holder TEXT NOT NULL, expires_at TEXT NOT NULL)
      """,
    ],
    postgres: [
      "ALTER TABLE resumable_uploads ADD COLUMN store_state text",
      "ALTER TABLE resumable_uploads ADD COLUMN writer text",
      "ALTER TABLE resumable_uploads ADD COLUMN writer_until timestamptz",
      """
      CREATE TABLE background_leases (
        name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)
      """,
    ])
}
