import CompassDomain
import CompassModels
import CompassStore

extension WebSessions.Session {
  /// The names a page's items are attributed with: the profiles of whoever other than the
  /// athlete added or changed one of `items` (`createdBy`, `updatedBy`), read as this person
  /// may read them; none are read when the athlete did it all.
  func attributionNames(_ engine: RestEngine, for people: [UserID?]) async throws
    -> Attribution.Names
  {
    let others = Attribution.others(people, athlete: athlete.id).subtracting([user.id])
    guard !others.isEmpty else {
      return Attribution.Names(athlete: athlete.id, viewer: user.id, people: [:])
    }
    var names: [UserID: Attribution.Person] = [:]
    for profile in try await FamilyRows(engine: engine, user: user.id).profiles() {
      guard others.contains(profile.id) else { continue }
      names[profile.id] = Attribution.Person(profile)
    }
    return Attribution.Names(athlete: athlete.id, viewer: user.id, people: names)
  }
}
