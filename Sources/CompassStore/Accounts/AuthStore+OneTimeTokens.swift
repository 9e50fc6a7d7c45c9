import CompassModels
import Foundation
import SQLKit

/// Tokens sent by mail: a long one for the link and a six-digit code to type, both stored only
/// as hashes. Each is used once, expires, and a code may be tried `codeAttempts` times; a new
/// token ends the person's earlier unused ones of the same purpose.
extension AuthStore {
  /// What a mailed token lets its holder do, in GoTrue's words.
  package enum TokenPurpose: String, Sendable, CaseIterable {
    case recovery
    case signup
    case emailChange = "email_change"
    case magiclink
  }

  /// A redeemed token: whose it was, the address it confirms for an address change, and the
  /// PKCE challenge of the client that asked for it.
  package struct RedeemedToken: Sendable {
    package let user: AuthUser
    package let newEmail: String?
    package let challenge: CodeChallenge?
  }

  package static let codeAttempts = 5
  /// Mails of one purpose an address may get: one a minute, and this many an hour.
  package static let mailsPerHour = 5

  /// A new token for `user`, to be mailed: the link's token and the code, never kept as such.
  package func issueToken(
    for user: UserID, purpose: TokenPurpose, lifetime: TimeInterval, newEmail: String? = nil,
    challenge: CodeChallenge? = nil
  ) async throws -> (token: String, code: String) {
    let token = Self.newRefreshToken()
    let code = Self.newCode()
    let stamp = now()
    try await database.transaction { connection in
      try await connection.raw(
        "DELETE FROM one_time_tokens WHERE user_id = \(uuid(user.description)) AND purpose = \(bind: purpose.rawValue)"
      ).run()
      try await connection.raw(
        """
        INSERT INTO one_time_tokens (id, user_id, purpose, token_hash, code_hash, new_email, \
        created_at, expires_at, code_challenge, code_challenge_method) VALUES \
        (\(uuid(newID().uuidString)), \(uuid(user.description)), \(bind: purpose.rawValue), \
        \(bind: TokenHash.of(token)), \(bind: Self.codeHash(code, user: user)), \
        \(bind: newEmail), \(time(stamp)), \(time(stamp.addingTimeInterval(lifetime))), \
        \(bind: challenge?.value), \(bind: challenge?.method.rawValue))
        """
      ).run()
    }
    return (challenge == nil ? token : CodeChallenge.tokenPrefix + token, code)
  }

  /// The token behind a mailed link, used up by this call; `nil` when it is unknown, used,
  /// expired or of another purpose.
  package func redeem(token: String, purpose: TokenPurpose) async throws -> RedeemedToken? {
    let stamp = now()
    let found = try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE one_time_tokens SET used_at = \(time(stamp)) WHERE token_hash = \
        \(bind: TokenHash.of(CodeChallenge.unprefixed(token))) AND purpose = \
        \(bind: purpose.rawValue) AND used_at IS NULL AND expires_at > \(time(stamp)) RETURNING \
        CAST(user_id AS TEXT) AS user_id, new_email, code_challenge, code_challenge_method
        """
      ).first()
    }
    return try await redeemed(found)
  }

  /// The token whose code `code` was mailed to `user`, used up when the code is right; a wrong
  /// code counts one of the token's tries.
  package func redeem(code: String, user: UserID, purpose: TokenPurpose) async throws
    -> RedeemedToken?
  {
    let stamp = now()
    let found = try await database.transaction { connection -> (any SQLRow)? in
      let matched = try await connection.raw(
        """
        UPDATE one_time_tokens SET used_at = \(time(stamp)) WHERE user_id = \
        \(uuid(user.description)) AND purpose = \(bind: purpose.rawValue) AND code_hash = \
        \(bind: Self.codeHash(code, user: user)) AND used_at IS NULL AND expires_at > \
        \(time(stamp)) AND attempts < \(bind: Self.codeAttempts) \
        RETURNING CAST(user_id AS TEXT) AS user_id, new_email, code_challenge, \
        code_challenge_method
        """
      ).first()
      if matched == nil {
        try await connection.raw(
          "UPDATE one_time_tokens SET attempts = attempts + 1 WHERE user_id = \(uuid(user.description)) AND purpose = \(bind: purpose.rawValue) AND used_at IS NULL"
        ).run()
      }
      return matched
    }
    return try await redeemed(found)
  }

  /// Whether a mail of `purpose` may go to `email` now (none in the last minute, at most
  /// `mailsPerHour` in the last hour), recording it when it may. Requests older than a day
  /// are forgotten.
  package func mayMail(_ email: String, purpose: TokenPurpose) async throws -> Bool {
    let stamp = now()
    return try await database.transaction { connection in
      try await database.serialize(on: "mail " + email, in: connection)
      try await connection.raw(
        "DELETE FROM mail_requests WHERE requested_at < \(time(stamp.addingTimeInterval(-86_400)))"
      ).run()
      let recent = try await connection.raw(
        "SELECT CAST(requested_at AS TEXT) AS requested_at FROM mail_requests WHERE email = \(bind: email) AND purpose = \(bind: purpose.rawValue) AND requested_at > \(time(stamp.addingTimeInterval(-3_600)))"
      ).all().compactMap { Timestamp.parse(try $0.decode(column: "requested_at", as: String.self)) }
      let lastMinute = recent.contains { $0 > stamp.addingTimeInterval(-60) }
      guard !lastMinute, recent.count < Self.mailsPerHour else { return false }
      try await connection.raw(
        "INSERT INTO mail_requests (email, purpose, requested_at) VALUES (\(bind: email), \(bind: purpose.rawValue), \(time(stamp)))"
      ).run()
      return true
    }
  }

  private func redeemed(_ row: (any SQLRow)?) async throws -> RedeemedToken? {
    guard let row, let user = try await user(id: try row.decode(column: "user_id", as: String.self))
    else { return nil }
    return RedeemedToken(
      user: user, newEmail: try row.decode(column: "new_email", as: String?.self),
      challenge: try CodeChallenge(
        stored: row.decode(column: "code_challenge", as: String?.self),
        method: row.decode(column: "code_challenge_method", as: String?.self)))
  }

  /// Six random digits.
  static func newCode() -> String {
    var generator = SystemRandomNumberGenerator()
    return String(format: "%06d", Int.random(in: 0..<1_000_000, using: &generator))
  }

  /// A code's hash, bound to its person: the same six digits of another person never match.
  static func codeHash(_ code: String, user: UserID) -> String {
    TokenHash.of(user.description + ":" + code)
  }
}
