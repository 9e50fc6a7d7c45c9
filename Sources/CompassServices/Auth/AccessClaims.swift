import CompassHTTP
import CompassModels
import CompassStore
import JWTKit

/// The claims of an access token, as GoTrue writes them (PostgREST reads `role` and `sub`).
package struct AccessClaims: JWTPayload, Equatable {
  package var iss: String
  package var sub: String
  package var aud: String
  package var exp: Int
  package var iat: Int
  package var email: String
  package var phone: String
  package var role: String
  package var aal: String
  package var sessionID: String
  package var isAnonymous: Bool
  package var appMetadata: [String: [String]]
  package var userMetadata: [String: String]

  package enum CodingKeys: String, CodingKey {
    case iss, sub, aud, exp, iat, email, phone, role, aal
    case sessionID = "session_id"
    case isAnonymous = "is_anonymous"
    case appMetadata = "app_metadata"
    case userMetadata = "user_metadata"
  }

  /// Expiry is checked by `TokenService`, which owns the clock.
  package func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// What any bearer token must carry to be accepted: its role, expiry and (for users) subject.
package struct BearerClaims: JWTPayload {
  package var role: String
  package var exp: Int
  package var sub: String?

  package func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// The claims of the project keys (anon and service role), as Supabase's legacy keys carry them.
package struct ProjectKeyClaims: JWTPayload {
  package var iss: String
  package var role: String
  package var iat: Int
  package var exp: Int

  package func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// The claims of a signed storage URL: the `bucket/name` it opens, when it expires, and who
/// signed it (`sub` for a user, `role` `service_role` for the admin key), whose own access the
/// URL never outlives.
package struct SignedURLClaims: JWTPayload {
  package let url: String
  package let iat: Int
  package let exp: Int
  package var sub: String?
  package var role: String?

  /// The caller the URL reads as; `nil` for a token that names no signer.
  package var signer: Caller? {
    switch role {
    case "service_role": .serviceRole
    case "authenticated": sub.flatMap(UserID.init).map(Caller.user)
    default: nil
    }
  }

  package func verify(using algorithm: some JWTAlgorithm) async throws {}
}
