import CompassModels
import Crypto
import Foundation
import SQLKit

/// Refresh tokens: exchanging one for the next, and GoTrue's reuse interval.
extension AuthStore {
  /// Exchanges a refresh token for the next one in the same session. A token exchanged less
  /// than `reuseInterval` ago gives the session's current token again; one exchanged earlier
  /// ends the whole session.
  package func rotate(_ token: String) async throws -> (
    user: AuthUser, session: UUID, refreshToken: String
  ) {
    let presented = try await tokenRow(TokenHash.of(token))
    var next: String?
    if !presented.revoked { next = try await exchange(token, in: presented) }
    if next == nil { next = try await currentSuccessor(of: token, in: presented) }
    guard let next else {
      try await endSession(presented.session)
      throw AccountRefusal.refreshTokenReused
    }
    guard let user = try await user(id: presented.user),
      let session = UUID(uuidString: presented.session)
    else { throw AccountRefusal.refreshTokenNotFound }
    return (user, session, next)
  }

  /// A stored token's owner, session, and whether (and when) it was exchanged.
  private struct TokenRow {
    let user: String
    let session: String
    let revoked: Bool
    let revokedAt: Date?
  }

  private func tokenRow(_ hash: String) async throws -> TokenRow {
    let row = try await database.withConnection { connection in
      try await connection.raw(
        "SELECT CAST(user_id AS TEXT) AS user_id, CAST(session_id AS TEXT) AS session_id, revoked, CAST(revoked_at AS TEXT) AS revoked_at FROM refresh_tokens WHERE token_hash = \(bind: hash)"
      ).first()
    }
    guard let row else { throw AccountRefusal.refreshTokenNotFound }
    return TokenRow(
      user: try row.decode(column: "user_id", as: String.self),
      session: try row.decode(column: "session_id", as: String.self),
      revoked: try row.decode(column: "revoked", as: Bool.self),
      revokedAt: try row.decode(column: "revoked_at", as: String?.self).flatMap(Timestamp.parse))
  }

  /// Marks `token` used and stores its successor; `nil` when another request used it first.
  private func exchange(_ token: String, in row: TokenRow) async throws -> String? {
    let next = successor(of: token)
    let stamp = now()
    return try await database.transaction { connection in
      let changed = try await connection.raw(
        "UPDATE refresh_tokens SET revoked = \(bind: true), revoked_at = \(time(stamp)) WHERE token_hash = \(bind: TokenHash.of(token)) AND revoked = \(bind: false) RETURNING token_hash"
      ).all()
      guard !changed.isEmpty else { return nil }
      try await insertToken(next, session: row.session, user: row.user, on: connection)
      try await connection.raw(
        "UPDATE auth_sessions SET refreshed_at = \(time(stamp)) WHERE id = \(uuid(row.session))"
      ).run()
      return next
    }
  }

  /// For a token exchanged within the reuse interval: the session's unused token it led to,
  /// following successors exchanged in the meantime. `nil` means reuse.
  private func currentSuccessor(of token: String, in row: TokenRow) async throws -> String? {
    var current = token
    var exchanged = try await tokenRow(TokenHash.of(token))
    for _ in 0..<Self.maximumSuccessors {
      guard exchanged.revoked, let revokedAt = exchanged.revokedAt,
        now().timeIntervalSince(revokedAt) <= Self.reuseInterval,
        exchanged.session == row.session
      else { return nil }
      current = successor(of: current)
      guard let next = try? await tokenRow(TokenHash.of(current)) else { return nil }
      if !next.revoked { return current }
      exchanged = next
    }
    return nil
  }

  /// How many exchanges within one reuse interval are followed.
  private static let maximumSuccessors = 16

  /// The token that replaces `token`: the server's HMAC of it.
  private func successor(of token: String) -> String {
    Base64URLText.encode(
      Data(HMAC<SHA256>.authenticationCode(for: Data(token.utf8), using: refreshKey)))
  }

  package func insertToken(
    _ token: String, session: String, user: String, on connection: any SQLDatabase
  ) async throws {
    try await connection.raw(
      "INSERT INTO refresh_tokens (token_hash, session_id, user_id, revoked, created_at) VALUES (\(bind: TokenHash.of(token)), \(uuid(session)), \(uuid(user)), \(bind: false), \(time(now())))"
    ).run()
  }
}
