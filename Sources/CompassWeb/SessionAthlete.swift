import CompassDomain
import CompassStore

extension WebSessions.Session {
  /// The tables of the athlete this page is about, as this person may reach them.
  func data(_ engine: RestEngine) -> ScopedData {
    ScopedData(engine: engine, user: user.id, athlete: athlete.id)
  }

  /// Whom an export is about: the athlete, by the name on their profile (else their metadata's,
  /// else their e-mail), never the login of the parent who made it.
  var athleteName: String {
    guard athlete.isViewer else { return athlete.name }
    return ReportName.of(
      displayName: profileName, fullName: user.userMetadata["full_name"]?.stringValue,
      name: user.userMetadata["name"]?.stringValue, email: user.email)
  }
}
