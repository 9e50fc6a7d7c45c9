import CompassModels
import Foundation
import SQLKit

/// PKCE's authorization codes (GoTrue's flow states): made when a mailed link whose request
/// carried a code challenge is followed, kept only as a hash, used once, for five minutes.
extension AuthStore {
  /// What an authorization code turned out to be.
  package enum AuthCodeUse: Sendable {
    /// No such code, or one already used.
    case unknown
    case expired
    /// The code, now used up: whose, its challenge, and what the mailed link was for.
    case found(AuthUser, CodeChallenge, TokenPurpose)
  }

  package static let authCodeLifetime: TimeInterval = 300

  /// A new authorization code for `user`, bound to `challenge`; codes past their time go.
  package func issueAuthCode(
    for user: UserID, challenge: CodeChallenge, purpose: TokenPurpose
  ) async throws -> String {
    let code = UUID().uuidString.lowercased()
    let stamp = now()
    try await database.transaction { connection in
      try await connection.raw("DELETE FROM flow_states WHERE expires_at < \(time(stamp))").run()
      try await connection.raw(
        """
        INSERT INTO flow_states (code_hash, user_id, code_challenge, code_challenge_method, \
        purpose, created_at, expires_at) VALUES (\(bind: TokenHash.of(code)), \
        \(uuid(user.description)), \(bind: challenge.value), \(bind: challenge.method.rawValue), \
        \(bind: purpose.rawValue), \(time(stamp)), \
        \(time(stamp.addingTimeInterval(Self.authCodeLifetime))))
        """
      ).run()
    }
    return code
  }

  /// The authorization code `code`, used up by this call whatever the verifier turns out to be.
  package func useAuthCode(_ code: String) async throws -> AuthCodeUse {
    let stamp = now()
    let row = try await database.withConnection { connection in
      try await connection.raw(
        """
        DELETE FROM flow_states WHERE code_hash = \(bind: TokenHash.of(code)) RETURNING \
        CAST(user_id AS TEXT) AS user_id, code_challenge, code_challenge_method, purpose, \
        CAST(expires_at AS TEXT) AS expires_at
        """
      ).first()
    }
    guard let row,
      let user = try await user(id: try row.decode(column: "user_id", as: String.self)),
      let challenge = CodeChallenge(
        stored: try row.decode(column: "code_challenge", as: String?.self),
        method: try row.decode(column: "code_challenge_method", as: String?.self)),
      let purpose = TokenPurpose(rawValue: try row.decode(column: "purpose", as: String.self))
    else { return .unknown }
    let expiry = Timestamp.parse(try row.decode(column: "expires_at", as: String.self))
    guard let expiry, expiry > stamp else { return .expired }
    return .found(user, challenge, purpose)
  }
}
