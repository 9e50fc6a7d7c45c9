import CompassModels
import CompassServices

/// Who a token speaks for on a realtime channel: a user with their token's expiry, the service
/// role, or no one for the anon key. A token that does not verify is refused.
enum RealtimeCallers {
  static func caller(of token: String, tokens: TokenService) async throws -> RealtimeCaller {
    // NB: a project key is any token signed with the secret for that role (`compass keys` may
    // print the same claims in another order), so the role is read, never the text compared.
    switch try await tokens.caller(bearer: token) {
    case .anonymous: return .nobody
    case .serviceRole: return .serviceRole
    case .coach: throw TokenRejection.invalid
    case .user(let user):
      return .user(user, expires: try await tokens.verifyAccessToken(token).exp)
    }
  }
}
