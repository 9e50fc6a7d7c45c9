import CompassHTTP
import CompassModels
import CompassStore
import Foundation
import JWTKit
import Synchronization

/// Signs and checks HS256 tokens with the server's secret: users' access tokens and the two
/// project keys. A bearer token decides the caller: the anon key, the service-role key, or a
/// user whose token verifies and has not expired.
package struct TokenService: Sendable {
  package static let accessTokenLifetime = 3600

  private let keys: JWTKeyCollection
  private let verified = VerifiedTokens()
  package let issuer: String
  package let anonKey: String
  package let serviceRoleKey: String
  private let now: @Sendable () -> Date

  package static func make(secret: String, issuer: String, now: @escaping @Sendable () -> Date)
    async throws
    -> TokenService
  {
    let keys = JWTKeyCollection()
    await keys.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)
    // NB: fixed issue and expiry dates keep the keys stable across restarts for one secret.
    let issued = 1_767_225_600
    let expires = 2_082_758_400
    let anon = try await keys.sign(
      ProjectKeyClaims(iss: "compass", role: "anon", iat: issued, exp: expires))
    let service = try await keys.sign(
      ProjectKeyClaims(iss: "compass", role: "service_role", iat: issued, exp: expires))
    return TokenService(
      keys: keys, issuer: issuer, anonKey: anon, serviceRoleKey: service, now: now)
  }

  package func accessToken(for user: AuthUser, session: UUID) async throws -> (
    token: String, expiresAt: Int
  ) {
    let issued = Int(now().timeIntervalSince1970)
    let expires = issued + Self.accessTokenLifetime
    let claims = AccessClaims(
      iss: issuer, sub: user.id.description, aud: "authenticated", exp: expires, iat: issued,
      email: user.email, phone: "", role: "authenticated", aal: "aal1",
      sessionID: UUIDText.lowercase(session), isAnonymous: false,
      appMetadata: ["providers": ["email"]], userMetadata: [:])
    return (try await keys.sign(claims), expires)
  }

  /// A token for a signed URL to `url` (`bucket/name`), valid for `seconds`, signed by
  /// `signer` (a user or the service role).
  package func signObjectURL(_ url: String, seconds: Int, signer: Caller) async throws -> String {
    let issued = Int(now().timeIntervalSince1970)
    var claims = SignedURLClaims(url: url, iat: issued, exp: issued + seconds)
    switch signer {
    case .user(let id):
      claims.sub = id.description
      claims.role = "authenticated"
    case .serviceRole: claims.role = "service_role"
    case .anonymous, .coach: throw TokenRejection.invalid
    }
    return try await keys.sign(claims)
  }

  /// The `url` a signed-URL token grants and who signed it, or why it is refused.
  package func verifyObjectURL(_ token: String) async throws(TokenRejection) -> (
    url: String, signer: Caller
  ) {
    let claims: SignedURLClaims
    do {
      claims = try await keys.verify(token, as: SignedURLClaims.self)
    } catch {
      throw .invalid
    }
    guard claims.exp > Int(now().timeIntervalSince1970) else { throw .expired }
    guard let signer = claims.signer else { throw .invalid }
    return (claims.url, signer)
  }

  /// The claims of a user's access token, or why it is refused.
  package func verifyAccessToken(_ token: String) async throws(TokenRejection) -> AccessClaims {
    let claims: AccessClaims
    do {
      claims = try await keys.verify(token, as: AccessClaims.self)
    } catch {
      throw .invalid
    }
    guard claims.exp > Int(now().timeIntervalSince1970) else { throw .expired }
    return claims
  }

  /// Who a bearer token speaks for. A verified token is remembered until it expires, so the
  /// signature is checked once per token rather than once per request.
  package func caller(bearer token: String?) async throws(TokenRejection) -> Caller {
    guard let token, !token.isEmpty, token != anonKey else { return .anonymous }
    if token == serviceRoleKey { return .serviceRole }
    let nowSeconds = Int(now().timeIntervalSince1970)
    if let cached = verified.caller(for: token, at: nowSeconds) { return cached }
    let claims: BearerClaims
    do {
      claims = try await keys.verify(token, as: BearerClaims.self)
    } catch {
      throw .invalid
    }
    guard claims.exp > nowSeconds else { throw .expired }
    switch claims.role {
    case "service_role": return .serviceRole
    case "anon": return .anonymous
    case "authenticated":
      guard let id = claims.sub.flatMap(UserID.init) else { throw .invalid }
      verified.remember(token, as: .user(id), until: claims.exp)
      return .user(id)
    default: throw .invalid
    }
  }
}

/// Why a bearer token was not accepted.
package enum TokenRejection: Error, Sendable {
  case invalid
  case expired
}
