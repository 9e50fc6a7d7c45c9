extension Migration {
  /// Who the athlete is to a coach, one row per athlete kept as the athlete's data (the family
  /// reads it, the athlete and edit parents change it): class year, sport, positions, bats and
  /// throws, height and weight, high school and club team, an optional GPA and contact for
  /// coaches, and whether coaches see the upcoming events. What the account profile held of it
  /// moves here.
  static let athleteProfiles = Migration(
    version: 14, name: "athlete profiles",
    sqlite: profileTable(
      uuid: "TEXT", time: "TEXT", integer: "INTEGER", numeric: "REAL", boolean: "INTEGER",
      no: "0", now: sqliteNow)
      + droppedProfileColumns.map { "ALTER TABLE profiles DROP COLUMN \($0)" },
    postgres: profileTable(
      uuid: "uuid", time: "timestamptz", integer: "integer", numeric: "numeric",
      boolean: "boolean", no: "false", now: "now()")
      + droppedProfileColumns.map { "ALTER TABLE profiles DROP COLUMN \($0)" })

  private static let droppedProfileColumns = [
    "graduation_year", "sport", "position", "high_school",
  ]

  private static func profileTable(
    uuid: String, time: String, integer: String, numeric: String, boolean: String, no: String,
    now: String
  ) -> [String] {
    let person = "REFERENCES users(id) ON DELETE SET NULL"
    // NB: a moved profile takes its athlete's id as its own (one row per athlete).
    return [
      """
      CREATE TABLE athlete_profiles (
        id \(uuid) PRIMARY KEY NOT NULL,
        user_id \(uuid) NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        graduation_year \(integer) CHECK (graduation_year BETWEEN 1990 AND 2100),
        sport TEXT, positions TEXT,
        bats TEXT CHECK (bats IN ('right', 'left', 'switch')),
        throws TEXT CHECK (throws IN ('right', 'left')),
        height_inches \(integer) CHECK (height_inches BETWEEN 36 AND 96),
        weight_pounds \(integer) CHECK (weight_pounds BETWEEN 50 AND 400),
        high_school TEXT, club_team TEXT,
        gpa \(numeric) CHECK (gpa BETWEEN 0 AND 5),
        contact_email TEXT, contact_phone TEXT,
        shows_upcoming_events \(boolean) NOT NULL DEFAULT \(no),
        created_at \(time) NOT NULL, updated_at \(time) NOT NULL,
        created_by \(uuid) \(person), updated_by \(uuid) \(person))
      """,
      """
      INSERT INTO athlete_profiles (id, user_id, graduation_year, sport, positions, high_school,
        created_at, updated_at, created_by, updated_by)
      SELECT id, id, graduation_year, sport, position, high_school, \(now), \(now), id, id
      FROM profiles WHERE role = 'athlete' AND (graduation_year IS NOT NULL OR sport IS NOT NULL
        OR position IS NOT NULL OR high_school IS NOT NULL)
      """,
    ]
  }
}
