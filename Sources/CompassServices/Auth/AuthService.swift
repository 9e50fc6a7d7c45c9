import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// What `/auth/v1` does: sign-up (auto-confirmed), password and refresh-token grants, the
/// current user, and sign-out. Five failed sign-ins for one email within 15 minutes lock that
/// email out until the oldest failure ages past the window.
package struct AuthService: Sendable {
  package static let minimumPasswordLength = 8
  package static let failureLimit = 5
  package static let failureWindow: TimeInterval = 15 * 60

  package let store: AuthStore
  package let tokens: TokenService
  package let hasher: PasswordHasher
  package let now: @Sendable () -> Date
  /// A bcrypt hash of a random password at the configured cost, checked when the email is
  /// unknown.
  package let decoyHash: String
  /// Where the account's mail goes; without it no mail is sent.
  package let mail: MailQueue?

  package init(
    store: AuthStore,
    tokens: TokenService,
    hasher: PasswordHasher,
    now: @escaping @Sendable () -> Date,
    decoyHash: String,
    mail: MailQueue? = nil
  ) {
    self.mail = mail
    self.store = store
    self.tokens = tokens
    self.hasher = hasher
    self.now = now
    self.decoyHash = decoyHash
  }

  package func signUp(email rawEmail: String?, password: String?, metadata: [String: JSONValue])
    async throws -> JSONValue
  {
    try await session(for: register(email: rawEmail, password: password, metadata: metadata))
  }

  package func signIn(email rawEmail: String?, password: String?) async throws -> JSONValue {
    try await session(for: authenticate(email: rawEmail, password: password))
  }

  /// A new account (auto-confirmed); the web pages and `signUp` share it.
  package func register(email rawEmail: String?, password: String?, metadata: [String: JSONValue])
    async throws -> AuthUser
  {
    let email = try Self.normalized(rawEmail)
    let password = try Self.newPassword(password)
    try Self.checkMetadata(metadata)
    let hash = try await hasher.hash(password)
    return try await answering {
      try await store.createUser(email: email, passwordHash: hash, metadata: metadata)
    }
  }

  /// The account whose password this is, with the lock-out after repeated failures.
  package func authenticate(email rawEmail: String?, password: String?) async throws -> AuthUser {
    let email = try Self.lookupKey(rawEmail)
    let failures = try await store.failedSignIns(
      email: email, since: now().addingTimeInterval(-Self.failureWindow))
    if failures.count >= Self.failureLimit, let oldest = failures.first {
      let wait = Int(
        (oldest.addingTimeInterval(Self.failureWindow).timeIntervalSince(now())).rounded(.up))
      throw AuthError.tooManyAttempts(retryAfter: max(wait, 1))
    }
    let account = try await store.user(email: email)
    // NB: an unknown email still costs one bcrypt check, so timing does not tell who has an account.
    let matches = try await hasher.verify(password ?? "", hash: account?.passwordHash ?? decoyHash)
    guard let account, matches else {
      try await store.recordFailedSignIn(email: email, window: Self.failureWindow)
      throw AuthError.invalidCredentials
    }
    return account.user
  }

  package func refresh(token: String?) async throws -> JSONValue {
    guard let token, !token.isEmpty else { throw AuthError.refreshTokenNotFound }
    let rotated = try await answering { try await store.rotate(token) }
    let access = try await tokens.accessToken(for: rotated.user, session: rotated.session)
    return AuthJSON.session(
      user: rotated.user, accessToken: access.token, expiresAt: access.expiresAt,
      refreshToken: rotated.refreshToken)
  }

  /// The signed-in user of a bearer token whose session still exists.
  package func currentUser(bearer: String?) async throws -> (user: AuthUser, session: String) {
    guard let bearer, !bearer.isEmpty else { throw AuthError.noAuthorization }
    let claims: AccessClaims
    do {
      claims = try await tokens.verifyAccessToken(bearer)
    } catch {
      throw AuthError.badJWT
    }
    guard try await store.sessionExists(claims.sessionID) else { throw AuthError.sessionNotFound }
    guard let user = try await answering({ try await store.user(id: claims.sub) }) else {
      throw AuthError.badJWT
    }
    return (user, claims.sessionID)
  }

  package func updateUser(
    bearer: String?, email: String?, password: String?, metadata: [String: JSONValue]?
  ) async throws -> JSONValue {
    var user = try await currentUser(bearer: bearer).user
    if let email { user.email = try Self.normalized(email) }
    if let metadata {
      user.userMetadata.merge(metadata) { _, new in new }
      try Self.checkMetadata(user.userMetadata)
    }
    var hash: String?
    if let password { hash = try await hasher.hash(try Self.newPassword(password)) }
    let updated = try await answering { [user] in
      try await store.updateUser(user, passwordHash: hash)
    }
    return AuthJSON.user(updated)
  }

  /// Sets one key of a user's metadata (`nil` removes it), as `PUT /user` with `data` does.
  package func setMetadata(_ key: String, to value: JSONValue?, of user: AuthUser) async throws {
    var updated = user
    updated.userMetadata[key] = value
    try Self.checkMetadata(updated.userMetadata)
    _ = try await answering { [updated] in try await store.updateUser(updated, passwordHash: nil) }
  }

  package func signOut(bearer: String?, scope: String) async throws {
    let current = try await currentUser(bearer: bearer)
    try await store.endSessions(
      user: current.user.id.description, current: current.session, scope: scope)
  }

  /// The store's refusal in GoTrue's words.
  private func answering<T>(_ work: () async throws -> T) async throws -> T {
    do {
      return try await work()
    } catch let refusal as AccountRefusal {
      throw AuthError(refusal)
    }
  }

  func session(for user: AuthUser) async throws -> JSONValue {
    let started = try await store.startSession(for: user)
    let access = try await tokens.accessToken(for: started.user, session: started.session)
    return AuthJSON.session(
      user: started.user, accessToken: access.token, expiresAt: access.expiresAt,
      refreshToken: started.refreshToken)
  }

  /// bcrypt reads at most 72 bytes and stops at a NUL, so longer passwords or NULs would let a
  /// different password match.
  package static let maximumPasswordBytes = 72
  package static let maximumMetadataBytes = 16 << 10

  /// Trimmed and lowercased; refused unless it is an address mail can be sent to.
  package static func normalized(_ email: String?) throws -> String {
    guard let email = email?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(),
      !email.isEmpty
    else {
      throw AuthError.missingEmail
    }
    guard EmailAddress.isValid(email) else { throw AuthError.invalidEmail }
    return email
  }

  /// The address to look an account up by: trimmed and lowercased, without the format check,
  /// so an account made under older rules can still sign in.
  package static func lookupKey(_ email: String?) throws -> String {
    guard let email = email?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(),
      !email.isEmpty
    else { throw AuthError.missingEmail }
    guard email.utf8.count <= EmailAddress.maxLength, !email.utf8.contains(0) else {
      throw AuthError.invalidEmail
    }
    return email
  }

  /// A password to set: long enough, and all of it counted by bcrypt.
  package static func newPassword(_ password: String?) throws -> String {
    guard let password, password.count >= minimumPasswordLength else {
      throw AuthError.weakPassword(minimum: minimumPasswordLength)
    }
    guard password.utf8.count <= maximumPasswordBytes else {
      throw AuthError.invalidField(
        "Password cannot be longer than \(maximumPasswordBytes) characters")
    }
    guard !password.utf8.contains(0) else {
      throw AuthError.invalidField("Password cannot contain a NUL character")
    }
    return password
  }

  /// User metadata as `jsonb` stores it: no NUL anywhere, and of a sensible size.
  package static func checkMetadata(_ metadata: [String: JSONValue]) throws {
    do {
      try TextSafety.check(JSONValue.object(metadata))
    } catch {
      throw AuthError.invalidField(
        "User metadata must be JSON without NUL characters, nested at most \(TextSafety.maxJSONDepth) deep"
      )
    }
    let size = (try? JSONEncoder().encode(metadata).count) ?? 0
    guard size <= maximumMetadataBytes else {
      throw AuthError.invalidField("User metadata is larger than \(maximumMetadataBytes) bytes")
    }
  }
}
