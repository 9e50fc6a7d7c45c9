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

  /// An account as it stands, or one made up to answer for an address without telling whether
  /// it has an account.
  package init(
    id: UserID, email: String, userMetadata: [String: JSONValue] = [:], createdAt: Date,
    updatedAt: Date, emailConfirmedAt: Date? = nil, lastSignInAt: Date? = nil
  ) {
    self.id = id
    self.email = email
    self.userMetadata = userMetadata
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.emailConfirmedAt = emailConfirmedAt
    self.lastSignInAt = lastSignInAt
  }
}
