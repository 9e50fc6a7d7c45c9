import CompassDomain
import CompassModels
import Crypto
import Foundation
import SQLKit

/// Accounts, sessions and refresh tokens in the database. Refresh tokens are stored only as
/// SHA-256 hashes; using one rotates it. A session's first token is random; each next one is
/// derived from the one it replaces with the server's key, so a second use of a token within
/// the reuse interval can be handed the same next token without keeping it anywhere. A use
/// after that interval ends the session: someone else may hold the token.
package struct AuthStore: Sendable {
  /// GoTrue's default `GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`.
  package static let reuseInterval: TimeInterval = 10

  package let database: CompassDatabase
  package let now: @Sendable () -> Date
  package let newID: @Sendable () -> UUID
  package let refreshKey: SymmetricKey

  package init(
    database: CompassDatabase, now: @escaping @Sendable () -> Date,
    newID: @escaping @Sendable () -> UUID, secret: String
  ) {
    self.database = database
    self.now = now
    self.newID = newID
    refreshKey = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: SymmetricKey(data: Data(secret.utf8)),
      info: Data("compass refresh token successors".utf8), outputByteCount: 32)
  }

  private var dialect: SQLDialectKind { database.dialect }

  /// Ids are stored lowercase, whatever case they arrive in.
  package func uuid(_ id: String) -> SQLQueryString {
    dialect.bind(BoundValue(value: id.lowercased(), type: .uuid))
  }
  package func time(_ instant: Date) -> SQLQueryString {
    dialect.bind(BoundValue(value: Timestamp.format(instant), type: .timestamp))
  }

  private static let userColumns: SQLQueryString = """
    CAST(id AS TEXT) AS id, email, CAST(user_metadata AS TEXT) AS user_metadata, \
    CAST(email_confirmed_at AS TEXT) AS email_confirmed_at, \
    CAST(last_sign_in_at AS TEXT) AS last_sign_in_at, CAST(created_at AS TEXT) AS created_at, \
    CAST(updated_at AS TEXT) AS updated_at, encrypted_password
    """

  /// A new account with its profile; `confirmed: false` leaves the address to be confirmed by
  /// mail.
  package func createUser(
    email: String, passwordHash: String, metadata: [String: JSONValue], confirmed: Bool = true
  ) async throws -> AuthUser {
    let stamp = now()
    let user = AuthUser(
      id: UserID(newID()), email: email, userMetadata: metadata, createdAt: stamp, updatedAt: stamp,
      emailConfirmedAt: confirmed ? stamp : nil)
    let metadataText = String(decoding: try JSONEncoder().encode(metadata), as: UTF8.self)
    let profile = NewProfile(metadata: metadata)
    try await database.transaction { connection in
      let existing = try await connection.raw(
        "SELECT 1 AS found FROM users WHERE email = \(bind: email)"
      ).first()
      guard existing == nil else { throw AccountRefusal.emailTaken }
      try await connection.raw(
        """
        INSERT INTO users (id, email, encrypted_password, user_metadata, email_confirmed_at, created_at, updated_at)
        VALUES (\(uuid(user.id.description)), \(bind: email), \(bind: passwordHash), \
        \(dialect.bind(BoundValue(value: metadataText, type: .json))), \(user.emailConfirmedAt.map(time) ?? "NULL"), \(time(stamp)), \(time(stamp)))
        """
      ).run()
      try await connection.raw(
        """
        INSERT INTO profiles (id, display_name, role, created_at, updated_at)
        VALUES (\(uuid(user.id.description)), \(bind: profile.displayName), \(bind: profile.role), \(time(stamp)), \(time(stamp)))
        """
      ).run()
    }
    return user
  }

  /// The account and its password hash.
  package func user(email: String) async throws -> (user: AuthUser, passwordHash: String)? {
    try await database.withConnection { connection in
      guard
        let row = try await connection.raw(
          "SELECT \(Self.userColumns) FROM users WHERE email = \(bind: email)"
        ).first()
      else { return nil }
      return (
        try Self.user(from: row), try row.decode(column: "encrypted_password", as: String.self)
      )
    }
  }

  package func user(id: String) async throws -> AuthUser? {
    try await database.withConnection { connection in
      try await connection.raw("SELECT \(Self.userColumns) FROM users WHERE id = \(uuid(id))")
        .first().map(Self.user)
    }
  }

  package func updateUser(_ user: AuthUser, passwordHash: String?) async throws -> AuthUser {
    var updated = user
    updated.updatedAt = now()
    let metadataText = String(decoding: try JSONEncoder().encode(user.userMetadata), as: UTF8.self)
    var assignments: [SQLQueryString] = [
      "email = \(bind: user.email)", "updated_at = \(time(updated.updatedAt))",
      "user_metadata = \(dialect.bind(BoundValue(value: metadataText, type: .json)))",
    ]
    if let passwordHash { assignments.append("encrypted_password = \(bind: passwordHash)") }
    let setClause = assignments.joined(separator: ", ")
    try await database.withConnection { connection in
      if let clash = try await connection.raw(
        "SELECT CAST(id AS TEXT) AS id FROM users WHERE email = \(bind: user.email)"
      ).first(), try clash.decode(column: "id", as: String.self) != user.id.description {
        throw AccountRefusal.emailTaken
      }
      try await connection.raw(
        "UPDATE users SET \(setClause) WHERE id = \(uuid(user.id.description))"
      ).run()
    }
    return updated
  }

  /// A new session and its first refresh token; the sign-in time is recorded.
  package func startSession(for user: AuthUser, device: String? = nil) async throws -> (
    session: UUID, refreshToken: String, user: AuthUser
  ) {
    let session = newID()
    let token = Self.newRefreshToken()
    let stamp = now()
    try await database.transaction { connection in
      try await openSession(session, for: user, device: device, at: stamp, on: connection)
      try await insertToken(
        token, session: session.uuidString, user: user.id.description, on: connection)
    }
    var signedIn = user
    signedIn.lastSignInAt = stamp
    return (session, token, signedIn)
  }

  /// A browser session: an auth session (so signing out everywhere ends it) and the cookie's
  /// token, stored hashed, with the CSRF token of its forms. Returns the cookie's token.
  package func startWebSession(
    for user: AuthUser, device: String?, csrf: String, lifetime: TimeInterval
  ) async throws -> String {
    let session = newID()
    let token = Self.newRefreshToken()
    let stamp = now()
    try await database.transaction { connection in
      try await openSession(session, for: user, device: device, at: stamp, on: connection)
      try await connection.raw(
        "INSERT INTO web_sessions (token_hash, session_id, user_id, csrf_token, created_at, expires_at) VALUES (\(bind: TokenHash.of(token)), \(uuid(session.uuidString)), \(uuid(user.id.description)), \(bind: csrf), \(time(stamp)), \(time(stamp.addingTimeInterval(lifetime))))"
      ).run()
    }
    return token
  }

  /// An auth session row for `user`, and the sign-in time on the user.
  private func openSession(
    _ session: UUID, for user: AuthUser, device: String?, at stamp: Date,
    on connection: any SQLDatabase
  ) async throws {
    try await connection.raw(
      "INSERT INTO auth_sessions (id, user_id, created_at, user_agent) VALUES (\(uuid(session.uuidString)), \(uuid(user.id.description)), \(time(stamp)), \(bind: device.map { String($0.prefix(200)) }))"
    ).run()
    try await connection.raw(
      "UPDATE users SET last_sign_in_at = \(time(stamp)) WHERE id = \(uuid(user.id.description))"
    ).run()
  }

  /// The live browser session of a cookie's token: its user, auth session, CSRF token and when
  /// it was last used.
  package func webSession(token: String) async throws -> (
    user: AuthUser, session: String, csrf: String, lastUsed: Date?
  )? {
    let stamp = now()
    // One query per page view: the session and its user together.
    let found = try await database.withConnection { connection in
      try await connection.raw(
        "SELECT \(Self.userColumns), CAST(web.session_id AS TEXT) AS session_id, web.csrf_token, CAST(web.expires_at AS TEXT) AS expires_at, (SELECT CAST(refreshed_at AS TEXT) FROM auth_sessions WHERE auth_sessions.id = web.session_id) AS last_used FROM users JOIN (SELECT session_id, user_id, csrf_token, expires_at FROM web_sessions WHERE token_hash = \(bind: TokenHash.of(token))) AS web ON users.id = web.user_id"
      ).first().map { row in
        (
          user: try Self.user(from: row),
          session: try row.decode(column: "session_id", as: String.self),
          csrf: try row.decode(column: "csrf_token", as: String.self),
          expires: Timestamp.parse(try row.decode(column: "expires_at", as: String.self)),
          lastUsed: try row.decode(column: "last_used", as: String?.self).flatMap(Timestamp.parse)
        )
      }
    }
    guard let found, let expires = found.expires, expires > stamp else { return nil }
    return (found.user, found.session, found.csrf, found.lastUsed)
  }

  /// The athletes linked to `user` as their parent, with their names and the links' access.
  package func linkedAthletes(of user: UserID) async throws -> [ReachableAthlete] {
    try await FamilyAthletes.load(for: user, from: database)
  }

  /// What `user` signed up as, and the name on their profile.
  package func profile(of user: UserID) async throws -> (role: FamilyRole, name: String) {
    try await FamilyAthletes.profile(of: user, from: database)
  }

  package func sessionExists(_ id: String) async throws -> Bool {
    try await database.withConnection { connection in
      try await connection.raw("SELECT 1 AS found FROM auth_sessions WHERE id = \(uuid(id))")
        .first() != nil
    }
  }

  package func endSession(_ id: String) async throws {
    _ = try await database.withConnection { connection in
      try await connection.raw("DELETE FROM auth_sessions WHERE id = \(uuid(id))").run()
    }
  }

  /// `global`: every session of the user; `others`: all but `current`; `local`: just `current`.
  package func endSessions(user: String, current: String, scope: String) async throws {
    try await database.withConnection { connection in
      switch scope {
      case "global":
        try await connection.raw("DELETE FROM auth_sessions WHERE user_id = \(uuid(user))").run()
      case "others":
        try await connection.raw(
          "DELETE FROM auth_sessions WHERE user_id = \(uuid(user)) AND id <> \(uuid(current))"
        ).run()
      default:
        try await connection.raw("DELETE FROM auth_sessions WHERE id = \(uuid(current))").run()
      }
    }
  }

  /// Records a failed sign-in, and forgets those older than `window`: they no longer count, and
  /// someone trying many addresses would otherwise grow the table without end.
  package func recordFailedSignIn(email: String, window: TimeInterval) async throws {
    let stamp = now()
    try await database.transaction { connection in
      try await connection.raw(
        "DELETE FROM login_failures WHERE failed_at < \(time(stamp.addingTimeInterval(-window)))"
      ).run()
      try await connection.raw(
        "INSERT INTO login_failures (email, failed_at) VALUES (\(bind: email), \(time(stamp)))"
      ).run()
    }
  }

  /// Failed sign-ins for `email` since `start`, oldest first.
  package func failedSignIns(email: String, since start: Date) async throws -> [Date] {
    try await database.withConnection { connection in
      try await connection.raw(
        "SELECT CAST(failed_at AS TEXT) AS failed_at FROM login_failures WHERE email = \(bind: email) AND failed_at >= \(time(start)) ORDER BY failed_at"
      ).all().compactMap { Timestamp.parse(try $0.decode(column: "failed_at", as: String.self)) }
    }
  }

  package static func newRefreshToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return Base64URLText.encode(
      Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
  }

  private static func user(from row: any SQLRow) throws -> AuthUser {
    let metadataText = try row.decode(column: "user_metadata", as: String.self)
    let metadata =
      (try? JSONDecoder().decode([String: JSONValue].self, from: Data(metadataText.utf8))) ?? [:]
    guard let id = UserID(try row.decode(column: "id", as: String.self)) else {
      throw AccountRefusal.refreshTokenNotFound
    }
    func time(_ column: String) throws -> Date? {
      try row.decode(column: column, as: String?.self).flatMap(Timestamp.parse)
    }
    return AuthUser(
      id: id, email: try row.decode(column: "email", as: String.self), userMetadata: metadata,
      createdAt: try time("created_at") ?? Date(timeIntervalSince1970: 0),
      updatedAt: try time("updated_at") ?? Date(timeIntervalSince1970: 0),
      emailConfirmedAt: try time("email_confirmed_at"), lastSignInAt: try time("last_sign_in_at"))
  }
}
