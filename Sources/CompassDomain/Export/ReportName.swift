/// Whom a report is about, as its header names them: the name the person gave (`full_name`,
/// else `name`, from their account's metadata), else their e-mail, never blank.
public enum ReportName {
  public static func of(fullName: String?, name: String?, email: String?) -> String {
    for given in [fullName, name, email] {
      if let given = given?.trimmingCharacters(in: .whitespacesAndNewlines), !given.isEmpty {
        return given
      }
    }
    return "Athlete"
  }
}
