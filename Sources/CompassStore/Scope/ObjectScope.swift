import CompassModels

/// The one place that confines stored files: a user reaches objects under a first folder named
/// with their own id (any case), and the folders of athletes linked to them, reading with any
/// link and writing with edit access; the service role reaches every object; the anon key
/// reaches none; a coach's link reads only the files of the documents it was let read, and
/// only those in its athlete's folder. Store queries carry `folders`.
package struct ObjectScope: Sendable {
  let caller: Caller
  let reach: FamilyReach

  package init(caller: Caller, reach: FamilyReach = .none) {
    self.caller = caller
    self.reach = reach
  }

  /// Whether the caller may read `key`; an unreadable object is answered as missing.
  package func mayRead(_ key: ObjectKey) -> Bool {
    switch caller {
    case .anonymous: false
    case .coach(let grant):
      grant.files.contains(key.path) && UserID(key.folder) == grant.athlete
    case .serviceRole: true
    case .user(let id):
      UserID(key.folder).map { $0 == id || reach.readable.contains($0) } ?? false
    }
  }

  /// Whether the caller may change or remove the object at `key`.
  package func mayWrite(_ key: ObjectKey) -> Bool {
    switch caller {
    case .anonymous, .coach: false
    case .serviceRole: true
    case .user(let id):
      UserID(key.folder).map { $0 == id || reach.writable.contains($0) } ?? false
    }
  }

  /// The owner recorded for a new object (the uploader, as Supabase records it), or the
  /// refusal when the caller may not write `key`.
  package func owner(forWriting key: ObjectKey) throws(ObjectRefusal) -> UserID? {
    switch caller {
    case .anonymous, .coach: throw .signInRequired
    case .serviceRole: return UserID(key.folder)
    case .user(let id):
      guard mayWrite(key) else { throw .notTheCallers }
      return id
    }
  }

  /// The first folders a listing may show; `nil` for the service role (every folder).
  package func folders() throws(ObjectRefusal) -> [UserID]? {
    switch caller {
    case .anonymous, .coach: throw .signInRequired
    case .serviceRole: return nil
    case .user(let id): return [id] + reach.readable.sorted()
    }
  }
}
