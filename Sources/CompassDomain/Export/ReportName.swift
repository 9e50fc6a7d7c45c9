/// Whom a report is about, as its header names them: the name the person gave (`full_name`,
/// else `name`, from their account's metadata), else their e-mail, never blank.
public enum ReportName {
  /// The first name given: the profile's `display_name` (what sign-up stores), the metadata's
  /// `full_name` or `name`, else the e-mail.
  public static func of(
    displayName: String? = nil, fullName: String?, name: String?, email: String?
  ) -> String {
    for given in [displayName, fullName, name, email] {
      if let given = given?.trimmingCharacters(in: .whitespacesAndNewlines), !given.isEmpty {
        return given
      }
    }
    return "Athlete"
  }
}
