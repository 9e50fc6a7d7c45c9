import CompassDomain
import CompassHTTP
import CompassModels
import CompassStore
import Foundation

/// What `/auth/v1` does: sign-up (confirmed at once, or by mail with `confirmSignups`),
/// password and refresh-token grants, the current user, and sign-out. Five failed sign-ins for
/// one email within 15 minutes lock that email out until the oldest failure ages past the window.
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
  /// Whether a new account must confirm its address by mail before it can sign in.
  package let confirmSignups: Bool

  package init(
    store: AuthStore,
    tokens: TokenService,
    hasher: PasswordHasher,
    now: @escaping @Sendable () -> Date,
    decoyHash: String,
    mail: MailQueue? = nil,
    confirmSignups: Bool = false
  ) {
    self.mail = mail
    self.confirmSignups = confirmSignups
    self.store = store
    self.tokens = tokens
    self.hasher = hasher
    self.now = now
    self.decoyHash = decoyHash
  }

  /// A new account and its session; with `confirmSignups`, the account and a mailed link to
  /// confirm it instead (and for an address already taken, a made-up account, so the answer
  /// does not tell who has one).
  package func signUp(
    email rawEmail: String?, password: String?, metadata: [String: JSONValue], device: String?,
    link: MailLink
  ) async throws -> JSONValue {
    let user = try await register(
      email: rawEmail, password: password, metadata: metadata, link: link)
    switch user {
    case .signedUp(let user): return try await session(for: user, device: device)
    case .awaitingConfirmation(let user):
      return AuthJSON.user(user, confirmationSentAt: now())
    case .alreadyRegistered(let email):
      return AuthJSON.user(
        AuthUser(id: UserID(UUID()), email: email, createdAt: now(), updatedAt: now()),
        confirmationSentAt: now())
    }
  }

  package func signIn(email rawEmail: String?, password: String?, device: String?) async throws
    -> JSONValue
  {
    try await session(for: authenticate(email: rawEmail, password: password), device: device)
  }

  /// What signing up made.
  package enum Registration: Sendable {
    /// An account, signed in.
    case signedUp(AuthUser)
    /// An account whose address must be confirmed by mail first.
    case awaitingConfirmation(AuthUser)
    /// Nothing: the address has an account (said only when sign-ups are confirmed by mail,
    /// where the answer must not tell).
    case alreadyRegistered(email: String)
  }

  /// A new account, its confirmation mailed when sign-ups are confirmed; the web pages and
  /// `signUp` share it.
  package func register(
    email rawEmail: String?, password: String?, metadata: [String: JSONValue],
    link: MailLink
  ) async throws -> Registration {
    let email = try Self.normalized(rawEmail)
    let password = try Self.newPassword(password)
    try Self.checkMetadata(metadata)
    let hash = try await hasher.hash(password)
    do {
      let user = try await store.createUser(
        email: email, passwordHash: hash, metadata: metadata, confirmed: !confirmSignups)
      guard confirmSignups else { return .signedUp(user) }
      try await claimMail(to: email, for: .signup)
      try await mailToken(.signup, to: user, link: link)
      return .awaitingConfirmation(user)
    } catch AccountRefusal.emailTaken where confirmSignups {
      return .alreadyRegistered(email: email)
    } catch let refusal as AccountRefusal {
      throw AuthError(refusal)
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
    guard account.user.emailConfirmedAt != nil else { throw AuthError.emailNotConfirmed }
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
  func answering<T>(_ work: () async throws -> T) async throws -> T {
    do {
      return try await work()
    } catch let refusal as AccountRefusal {
      throw AuthError(refusal)
    }
  }

  func session(for user: AuthUser, device: String?) async throws -> JSONValue {
    let started = try await store.startSession(for: user, device: device)
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
