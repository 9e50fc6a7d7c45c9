import CompassStore

extension WebSessions.Session {
  /// The tables of the athlete this page is about, as this person may reach them.
  func data(_ engine: RestEngine) -> ScopedData {
    ScopedData(engine: engine, user: user.id, athlete: athlete.id)
  }

  /// Whom an export is about: the athlete, by the name they gave, never the login of the
  /// parent who made it.
  var athleteName: String { athlete.isViewer ? user.displayName : athlete.name }
}
