extension Migration {
  /// The morning e-mail of follow-ups due: one row per person who asked for it, the zone
  /// their morning is counted in when they asked (their chosen zone wins when they have one)
  /// and the last day it went out, so one server sends each morning's once. It goes with the
  /// account.
  static let followUpDigests = Migration(
    version: 22, name: "follow-up digests",
    sqlite: [table(uuid: "TEXT", date: "TEXT", time: "TEXT")],
    postgres: [table(uuid: "uuid", date: "date", time: "timestamptz")])

  private static func table(uuid: String, date: String, time: String) -> String {
    """
    CREATE TABLE follow_up_digests (
      user_id \(uuid) PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      time_zone TEXT NOT NULL, sent_on \(date), created_at \(time) NOT NULL)
    """
  }
}
