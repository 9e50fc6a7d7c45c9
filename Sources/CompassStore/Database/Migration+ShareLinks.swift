extension Migration {
  /// Sharing with coaches: private links to a page for one school's coaches (a long random
  /// token stored hashed, an expiry, revocable), each view and download through a link, and
  /// where a verified metric's number comes from.
  static let shareLinks = Migration(
    version: 10, name: "share links",
    sqlite: shareTables(uuid: "TEXT", time: "TEXT", boolean: "INTEGER", no: "0"),
    postgres: shareTables(uuid: "uuid", time: "timestamptz", boolean: "boolean", no: "false"))

  private static func shareTables(uuid: String, time: String, boolean: String, no: String)
    -> [String]
  {
    let account = "REFERENCES users(id) ON DELETE CASCADE"
    let person = "REFERENCES users(id) ON DELETE SET NULL"
    return [
      """
      CREATE TABLE share_links (
        id \(uuid) PRIMARY KEY NOT NULL,
        user_id \(uuid) NOT NULL \(account),
        school_id \(uuid) NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        label TEXT,
        include_metrics \(boolean) NOT NULL DEFAULT \(no),
        expires_at \(time) NOT NULL,
        revoked_at \(time),
        created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
        created_by \(uuid) \(person), updated_by \(uuid) \(person))
      """,
      "CREATE INDEX share_links_owner ON share_links (user_id, school_id)",
      """
      CREATE TABLE share_link_views (
        id \(uuid) PRIMARY KEY NOT NULL,
        user_id \(uuid) NOT NULL \(account),
        link_id \(uuid) NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
        document_id \(uuid) REFERENCES documents(id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('page', 'view', 'download')),
        agent TEXT NOT NULL DEFAULT '',
        occurred_at \(time) NOT NULL)
      """,
      "CREATE INDEX share_link_views_link ON share_link_views (link_id, occurred_at)",
      "CREATE INDEX share_link_views_owner ON share_link_views (user_id, document_id)",
      """
      ALTER TABLE performance_metrics ADD COLUMN verified_by TEXT
        CHECK (verified_by IN ('event', 'coach', 'device', 'self'))
      """,
    ]
  }
}
