extension Migration {
  /// The forms a person has sent, by the id each form was shown with, and where each led: a
  /// form sent again (a reload after posting, Back and send, a double tap) changes nothing and
  /// goes where the first went (`FormSubmissions`).
  static let formSubmissions = Migration(
    version: 13, name: "form submissions",
    sqlite: [submissionTable(uuid: "TEXT", time: "TEXT")],
    postgres: [submissionTable(uuid: "uuid", time: "timestamptz")])

  private static func submissionTable(uuid: String, time: String) -> String {
    """
    CREATE TABLE form_submissions (
      user_id \(uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      submission_id \(uuid) NOT NULL,
      location TEXT,
      created_at \(time) NOT NULL,
      PRIMARY KEY (user_id, submission_id))
    """
  }
}
