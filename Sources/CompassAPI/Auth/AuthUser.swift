import CompassDomain
import CompassModels
import Foundation

/// An account as the auth API shows it.
package struct AuthUser: Sendable, Equatable {
  package let id: UserID
  package var email: String
  package var userMetadata: [String: JSONValue]

  /// The person's name as they gave it (`full_name` or `name` in their metadata), else their
  /// e-mail: what a report's header names.
  package var displayName: String {
    ReportName.of(
      fullName: userMetadata["full_name"]?.stringValue, name: userMetadata["name"]?.stringValue,
      email: email)
  }
  let createdAt: Date
  var updatedAt: Date
  var emailConfirmedAt: Date?
  var lastSignInAt: Date?
}
