import CompassModels
import Foundation
import SQLKit

/// An account's address and password over its life: confirmed by mail, changed once the new
/// address is confirmed, and the password set anew.
extension AuthStore {
  /// Marks the address confirmed (a mailed link or code came back from it), once.
  package func confirmEmail(of user: UserID) async throws -> AuthUser? {
    let stamp = now()
    try await database.withConnection { connection in
      try await connection.raw(
        """
        UPDATE users SET email_confirmed_at = \(time(stamp)), updated_at = \(time(stamp)) \
        WHERE id = \(uuid(user.description)) AND email_confirmed_at IS NULL
        """
      ).run()
    }
    return try await self.user(id: user.description)
  }

  /// Moves the account to `email`, confirmed; refused when another account has it.
  package func changeEmail(of user: UserID, to email: String) async throws -> AuthUser? {
    let stamp = now()
    try await database.transaction { connection in
      if let clash = try await connection.raw(
        "SELECT CAST(id AS TEXT) AS id FROM users WHERE email = \(bind: email)"
      ).first(), try clash.decode(column: "id", as: String.self) != user.description {
        throw AccountRefusal.emailTaken
      }
      try await connection.raw(
        """
        UPDATE users SET email = \(bind: email), email_confirmed_at = \(time(stamp)), \
        updated_at = \(time(stamp)) WHERE id = \(uuid(user.description))
        """
      ).run()
    }
    return try await self.user(id: user.description)
  }

  /// Whether another account already has `email`.
  package func emailTaken(_ email: String, by user: UserID? = nil) async throws -> Bool {
    try await database.withConnection { connection in
      guard
        let row = try await connection.raw(
          "SELECT CAST(id AS TEXT) AS id FROM users WHERE email = \(bind: email)"
        ).first()
      else { return false }
      return try row.decode(column: "id", as: String.self) != user?.description
    }
  }

  /// The address `user` asked to move to and when, while its confirmation is unused and live.
  package func pendingEmailChange(of user: UserID) async throws -> (email: String, sentAt: Date)? {
    let stamp = now()
    return try await database.withConnection { connection in
      guard
        let row = try await connection.raw(
          """
          SELECT new_email, CAST(created_at AS TEXT) AS created_at FROM one_time_tokens \
          WHERE user_id = \(uuid(user.description)) AND purpose = \
          \(bind: TokenPurpose.emailChange.rawValue) AND used_at IS NULL AND expires_at > \
          \(time(stamp))
          """
        ).first(),
        let email = try row.decode(column: "new_email", as: String?.self),
        let sent = Timestamp.parse(try row.decode(column: "created_at", as: String.self))
      else { return nil }
      return (email, sent)
    }
  }

  /// The people whose live address change would move them to `email`.
  package func users(movingTo email: String) async throws -> [UserID] {
    let stamp = now()
    return try await database.withConnection { connection in
      try await connection.raw(
        """
        SELECT CAST(user_id AS TEXT) AS user_id FROM one_time_tokens WHERE new_email = \
        \(bind: email) AND purpose = \(bind: TokenPurpose.emailChange.rawValue) AND used_at IS \
        NULL AND expires_at > \(time(stamp))
        """
      ).all().compactMap { UserID(try $0.decode(column: "user_id", as: String.self)) }
    }
  }

  /// The account's password hash, to check a password typed again.
  package func passwordHash(of user: UserID) async throws -> String? {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT encrypted_password FROM users WHERE id = \(uuid(user.description))"
      ).first().map { try $0.decode(column: "encrypted_password", as: String.self) }
    }
  }
}
