extension Migration {
  /// The tables holding an athlete's data, which gain who added and who last changed each row.
  static let attributedTables = [
    "schools", "coaches", "events", "performance_metrics", "interactions", "documents",
  ]

  /// Family accounts: a profile per account (athlete or parent), links between an athlete and
  /// their parents with edit or view access, invites (a code stored hashed, single use, seven
  /// days, optionally bound to one e-mail) and failed acceptance attempts for rate limiting;
  /// every row of an athlete's data records who added and who last changed it.
  static let familyAccounts = Migration(
    version: 8, name: "family accounts",
    sqlite: familyTables(
      uuid: "TEXT", time: "TEXT", integer: "INTEGER",
      now: "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"),
    postgres: familyTables(uuid: "uuid", time: "timestamptz", integer: "integer", now: "now()"))

  /// Accounts made before this migration are athletes, as every account was.
  private static func familyTables(uuid: String, time: String, integer: String, now: String)
    -> [String]
  {
    let newUser = "REFERENCES users(id) ON DELETE CASCADE"
    return [
      """
      CREATE TABLE profiles (
        id \(uuid) PRIMARY KEY NOT NULL \(newUser),
        display_name TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL DEFAULT 'athlete' CHECK (role IN ('athlete', 'parent')),
        graduation_year \(integer) CHECK (graduation_year BETWEEN 1990 AND 2100),
        sport TEXT, position TEXT, high_school TEXT, time_zone TEXT,
        created_at \(time) NOT NULL, updated_at \(time) NOT NULL)
      """,
      """
      CREATE TABLE family_links (
        id \(uuid) PRIMARY KEY NOT NULL,
        athlete_id \(uuid) NOT NULL \(newUser),
        parent_id \(uuid) NOT NULL \(newUser),
        access TEXT NOT NULL DEFAULT 'edit' CHECK (access IN ('edit', 'view')),
        created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
        UNIQUE (athlete_id, parent_id), CHECK (athlete_id <> parent_id))
      """,
      """
      INSERT INTO profiles (id, display_name, role, created_at, updated_at)
      SELECT id, '', 'athlete', \(now), \(now) FROM users
      """,
      "CREATE INDEX family_links_parent ON family_links (parent_id, access)",
      """
      CREATE TABLE family_invites (
        id \(uuid) PRIMARY KEY NOT NULL,
        code_hash TEXT NOT NULL UNIQUE,
        created_by \(uuid) NOT NULL \(newUser),
        inviter_role TEXT NOT NULL CHECK (inviter_role IN ('athlete', 'parent')),
        access TEXT NOT NULL DEFAULT 'edit' CHECK (access IN ('edit', 'view')),
        email TEXT,
        expires_at \(time) NOT NULL, used_at \(time), used_by \(uuid), revoked_at \(time),
        created_at \(time) NOT NULL)
      """,
      "CREATE INDEX family_invites_creator ON family_invites (created_by, created_at)",
      """
      CREATE TABLE family_invite_failures (
        user_id \(uuid) NOT NULL, address TEXT NOT NULL, failed_at \(time) NOT NULL)
      """,
      "CREATE INDEX family_invite_failures_user ON family_invite_failures (user_id, failed_at)",
      "CREATE INDEX family_invite_failures_address ON family_invite_failures (address, failed_at)",
    ]
      + attributedTables.flatMap { table in
        ["created_by", "updated_by"].map {
          "ALTER TABLE \(table) ADD COLUMN \($0) \(uuid) REFERENCES users(id) ON DELETE SET NULL"
        }
      }
  }
}
