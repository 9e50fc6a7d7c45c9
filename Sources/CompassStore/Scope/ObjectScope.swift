import CompassModels

/// The one place that confines stored files to the caller: a user reaches only objects under a
/// first folder named with their own id (any case); the service role reaches every object; the
/// anon key reaches none. Store queries carry `ownerCondition`.
package struct ObjectScope: Sendable {
  let caller: Caller

  package init(caller: Caller) {
    self.caller = caller
  }

  /// Whether the caller may read `key`; an unreadable object is answered as missing.
  package func mayRead(_ key: ObjectKey) -> Bool {
    switch caller {
    case .anonymous: false
    case .serviceRole: true
    case .user(let id): key.folder == id.description
    }
  }

  /// The owner recorded for a new object, or the refusal when the caller may not write `key`.
  package func owner(forWriting key: ObjectKey) throws(StorageError) -> UserID? {
    switch caller {
    case .anonymous: throw .signInRequired
    case .serviceRole: return UserID(key.folder)
    case .user(let id):
      guard key.folder == id.description else { throw .rowLevelSecurity }
      return id
    }
  }

  /// The user whose objects a listing or deletion may touch; `nil` for the service role.
  package func owner() throws(StorageError) -> UserID? {
    switch caller {
    case .anonymous: throw .signInRequired
    case .serviceRole: return nil
    case .user(let id): return id
    }
  }
}
