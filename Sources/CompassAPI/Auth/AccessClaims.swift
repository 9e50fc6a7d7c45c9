import CompassModels
import CompassStore
import JWTKit

/// The claims of an access token, as GoTrue writes them (PostgREST reads `role` and `sub`).
struct AccessClaims: JWTPayload, Equatable {
  var iss: String
  var sub: String
  var aud: String
  var exp: Int
  var iat: Int
  var email: String
  var phone: String
  var role: String
  var aal: String
  var sessionID: String
  var isAnonymous: Bool
  var appMetadata: [String: [String]]
  var userMetadata: [String: String]

  enum CodingKeys: String, CodingKey {
    case iss, sub, aud, exp, iat, email, phone, role, aal
    case sessionID = "session_id"
    case isAnonymous = "is_anonymous"
    case appMetadata = "app_metadata"
    case userMetadata = "user_metadata"
  }

  /// Expiry is checked by `TokenService`, which owns the clock.
  func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// What any bearer token must carry to be accepted: its role, expiry and (for users) subject.
struct BearerClaims: JWTPayload {
  var role: String
  var exp: Int
  var sub: String?

  func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// The claims of the project keys (anon and service role), as Supabase's legacy keys carry them.
struct ProjectKeyClaims: JWTPayload {
  var iss: String
  var role: String
  var iat: Int
  var exp: Int

  func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// The claims of a signed storage URL: the `bucket/name` it opens, when it expires, and who
/// signed it (`sub` for a user, `role` `service_role` for the admin key), whose own access the
/// URL never outlives.
struct SignedURLClaims: JWTPayload {
  let url: String
  let iat: Int
  let exp: Int
  var sub: String?
  var role: String?

  /// The caller the URL reads as; `nil` for a token that names no signer.
  var signer: Caller? {
    switch role {
    case "service_role": .serviceRole
    case "authenticated": sub.flatMap(UserID.init).map(Caller.user)
    default: nil
    }
  }

  func verify(using algorithm: some JWTAlgorithm) async throws {}
}
