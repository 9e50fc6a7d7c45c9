import CompassDomain
import CompassModels
import Foundation

/// An account as the auth API shows it.
package struct AuthUser: Sendable, Equatable {
  package let id: UserID
  package var email: String
  package var userMetadata: [String: JSONValue]

  let createdAt: Date
  var updatedAt: Date
  var emailConfirmedAt: Date?
  var lastSignInAt: Date?
}
