/// Why the data layer refused a write because of what was sent, in the store's own terms: the
/// pages say it to a person, the REST API in PostgREST's words. `nil` from `init(_:)` means the
/// failure was the server's (or the database was unreachable), not the caller's to fix.
package enum StoreRefusal: Error, Equatable, Sendable {
  /// A row this one refers to is gone or not the caller's.
  case missingReference
  /// Another row already holds this key.
  case duplicate
  /// A value is longer, larger or further out than the column allows.
  case outOfRange
  /// A value holds a character the database cannot store.
  case unstorableCharacter
  /// A value is not in the form its column takes (a date, a number, an id).
  case malformedValue
  /// Refused for another reason that lies in the request.
  case refused

  /// How `error` refused the request, when the request (not the server) is why.
  package init?(_ error: any Error) {
    guard let refusal = error as? PostgrestError, refusal.isCallersToFix else {
      return nil
    }
    self = Self.kind(ofCode: refusal.code)
  }

  private static func kind(ofCode code: String) -> StoreRefusal {
    switch code {
    case "23503": .missingReference
    case "23505": .duplicate
    case "23514", "22001", "54001": .outOfRange
    case "22021", "22P05": .unstorableCharacter
    case "22P02", "22003", "22007", "22008": .malformedValue
    default: .refused
    }
  }
}
