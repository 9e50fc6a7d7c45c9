import CompassModels
import CompassServices

/// Who a token speaks for on a realtime channel: a user with their token's expiry, the service
/// role, or no one for the anon key. A token that does not verify is refused.
enum RealtimeCallers {
  static func caller(of token: String, tokens: TokenService) async throws -> RealtimeCaller {
    if token == tokens.anonKey { return .nobody }
    if token == tokens.serviceRoleKey { return .serviceRole }
    let claims = try await tokens.verifyAccessToken(token)
    guard let user = UserID(claims.sub) else { throw TokenRejection.invalid }
    return .user(user, expires: claims.exp)
  }
}
