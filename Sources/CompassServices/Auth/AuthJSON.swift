import CompassModels
import CompassStore
import Foundation

/// The user and session bodies GoTrue returns, with every field the official clients require.
package enum AuthJSON {
  /// The user, with an address change waiting for confirmation (`new_email`) and when a
  /// confirmation was mailed, when there is one.
  package static func user(
    _ user: AuthUser, pending: (email: String, sentAt: Date)? = nil,
    confirmationSentAt: Date? = nil
  ) -> JSONValue {
    let id = JSONValue.string(user.id.description)
    let identity: JSONValue = .object([
      "identity_id": id, "id": id, "user_id": id, "provider": "email",
      "identity_data": .object([
        "sub": id, "email": .string(user.email),
        "email_verified": .bool(user.emailConfirmedAt != nil),
      ]),
      "email": .string(user.email), "last_sign_in_at": time(user.lastSignInAt),
      "created_at": time(user.createdAt), "updated_at": time(user.updatedAt),
    ])
    var fields: [String: JSONValue] = [
      "id": id, "aud": "authenticated", "role": "authenticated", "email": .string(user.email),
      "email_confirmed_at": time(user.emailConfirmedAt), "phone": "",
      "confirmed_at": time(user.emailConfirmedAt), "last_sign_in_at": time(user.lastSignInAt),
      "app_metadata": .object(["provider": "email", "providers": .array(["email"])]),
      "user_metadata": .object(user.userMetadata), "identities": .array([identity]),
      "created_at": time(user.createdAt), "updated_at": time(user.updatedAt), "is_anonymous": false,
    ]
    if let pending {
      fields["new_email"] = .string(pending.email)
      fields["email_change_sent_at"] = time(pending.sentAt)
    }
    if let confirmationSentAt { fields["confirmation_sent_at"] = time(confirmationSentAt) }
    return .object(fields)
  }

  package static func session(
    user: AuthUser, accessToken: String, expiresAt: Int, refreshToken: String
  )
    -> JSONValue
  {
    .object([
      "access_token": .string(accessToken), "token_type": "bearer",
      "expires_in": .number(Double(TokenService.accessTokenLifetime)),
      "expires_at": .number(Double(expiresAt)), "refresh_token": .string(refreshToken),
      "user": self.user(user),
    ])
  }

  /// RFC 3339 in UTC with a `Z`, as Go writes times.
  package static func time(_ instant: Date?) -> JSONValue {
    guard let instant else { return .null }
    return .string(Timestamp.format(instant).replacingOccurrences(of: "+00:00", with: "Z"))
  }
}
