import CompassDomain
import CompassModels
import Foundation

/// An account as the auth API shows it.
package struct AuthUser: Sendable, Equatable {
  package let id: UserID
  package var email: String
  package var userMetadata: [String: JSONValue]

  package let createdAt: Date
  package var updatedAt: Date
  package var emailConfirmedAt: Date?
  package var lastSignInAt: Date?
}
