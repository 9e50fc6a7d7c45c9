import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Changes to a signed-in account, as `PUT /auth/v1/user` makes them: metadata at once, a new
/// password at once (ending the person's other sessions, with a notice by mail), and a new
/// address only once a link or code mailed to it comes back.
extension AuthService {
  package func updateUser(
    bearer: String?, email: String?, password: String?, metadata: [String: JSONValue]?,
    link: MailLink
  ) async throws -> JSONValue {
    let current = try await currentUser(bearer: bearer)
    let user = try await update(
      current.user, session: current.session, email: email, password: password,
      metadata: metadata, link: link)
    return AuthJSON.user(user, pending: try await store.pendingEmailChange(of: user.id))
  }

  /// The web's change of password: the current one typed again first.
  package func changePassword(
    of user: AuthUser, session: String, current: String?, new: String?
  ) async throws {
    try await confirmPassword(current, of: user)
    _ = try await update(
      user, session: session, email: nil, password: new, metadata: nil,
      link: MailLink { _, _ in "" })
  }

  /// The web's change of address: the password typed again, then a link mailed to the new one.
  package func changeEmail(
    of user: AuthUser, password: String?, to email: String?, link: MailLink
  ) async throws {
    try await confirmPassword(password, of: user)
    _ = try await update(user, session: "", email: email, password: nil, metadata: nil, link: link)
  }

  /// Whether `password` is the account's, for a step that asks for it again: checked as a
  /// sign-in is, failures counting towards the same lock-out.
  package func confirmPassword(_ password: String?, of user: AuthUser) async throws {
    let confirmed = try await authenticate(email: user.email, password: password)
    guard confirmed.id == user.id else { throw AuthError.invalidCredentials }
  }

  private func update(
    _ user: AuthUser, session: String, email: String?, password: String?,
    metadata: [String: JSONValue]?, link: MailLink
  ) async throws -> AuthUser {
    var user = user
    let newEmail = try email.map(Self.normalized).flatMap { $0 == user.email ? nil : $0 }
    if let newEmail, try await store.emailTaken(newEmail, by: user.id) {
      throw AuthError.emailExists
    }
    if let metadata {
      user.userMetadata.merge(metadata) { _, new in new }
      try Self.checkMetadata(user.userMetadata)
    }
    let hash = try await newPasswordHash(password, of: user)
    let updated = try await answering { [user] in
      try await store.updateUser(user, passwordHash: hash)
    }
    if hash != nil {
      try await store.endSessions(user: user.id.description, current: session, scope: "others")
      await mail?.enqueue(AccountMail.passwordChangedNotice(to: user.email))
    }
    if let newEmail {
      try await claimMail(to: newEmail, for: .emailChange)
      try await mailAddressChange(of: user, to: newEmail, link: link, noticeOld: true)
    }
    return updated
  }

  /// The hash of a new password; refused when it is the one the account has.
  private func newPasswordHash(_ password: String?, of user: AuthUser) async throws -> String? {
    guard let password else { return nil }
    let accepted = try Self.newPassword(password)
    if let old = try await store.passwordHash(of: user.id),
      try await hasher.verify(accepted, hash: old)
    {
      throw AuthError.samePassword
    }
    return try await hasher.hash(accepted)
  }
}

extension AuthService {
  /// The web's "choose a new password" from a recovery link: the password checked before the
  /// link is used up, then set; every session of the person has ended.
  package func resetPassword(token: String?, new password: String?) async throws -> AuthUser {
    let hash = try await hasher.hash(try Self.newPassword(password))
    let used = try await useMailedToken(
      type: "recovery", tokenHash: token, email: nil, code: nil)
    return try await answering { try await store.updateUser(used.user, passwordHash: hash) }
  }
}
