import CompassModels
import Foundation

/// An account as the auth API shows it.
struct AuthUser: Sendable, Equatable {
  let id: UserID
  var email: String
  var userMetadata: [String: JSONValue]
  let createdAt: Date
  var updatedAt: Date
  var emailConfirmedAt: Date?
  var lastSignInAt: Date?
}
