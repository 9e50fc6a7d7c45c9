import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Mailed links and codes, as GoTrue sends them: recovery, sign-up confirmation, magic links
/// and address changes. Asking always answers the same whether or not the address has an
/// account; an address gets at most one mail a minute (`emailRateLimit` otherwise, for any
/// address alike). Each link and code works once, for `lifetime(of:)`.
extension AuthService {
  /// How a mail's link is made for a token of a purpose, and the PKCE challenge of the
  /// request that asked for the mail (its link then leads on with an authorization code).
  package struct MailLink: Sendable {
    package let challenge: CodeChallenge?
    private let make: @Sendable (AuthStore.TokenPurpose, String) -> String

    package init(
      challenge: CodeChallenge? = nil,
      _ make: @escaping @Sendable (AuthStore.TokenPurpose, String) -> String
    ) {
      self.challenge = challenge
      self.make = make
    }

    /// A request's link with its challenge.
    package func with(challenge: CodeChallenge?) -> MailLink {
      MailLink(challenge: challenge, make)
    }

    package func callAsFunction(_ purpose: AuthStore.TokenPurpose, _ token: String) -> String {
      make(purpose, token)
    }
  }

  /// How long a mailed token works: an hour for recovery, a day to confirm an address.
  package static func lifetime(of purpose: AuthStore.TokenPurpose) -> TimeInterval {
    switch purpose {
    case .recovery, .magiclink: 3_600
    case .signup, .emailChange: 86_400
    }
  }

  /// Mails a recovery link and code to `email` when it has an account.
  package func recover(email rawEmail: String?, link: MailLink) async throws {
    let email = try Self.lookupKey(rawEmail)
    try await claimMail(to: email, for: .recovery)
    guard let account = try await store.user(email: email) else { return }
    try await mailToken(.recovery, to: account.user, link: link)
  }

  /// Mails a sign-in link and code (a confirmation for an address not yet confirmed); an
  /// unknown address gets a new account when `createUser`, else GoTrue's `otp_disabled`.
  package func sendSignInLink(
    email rawEmail: String?, createUser: Bool, metadata: [String: JSONValue],
    link: MailLink
  ) async throws {
    let email = try Self.lookupKey(rawEmail)
    if let account = try await store.user(email: email) {
      try await claimMail(to: email, for: .magiclink)
      let purpose: AuthStore.TokenPurpose =
        account.user.emailConfirmedAt == nil ? .signup : .magiclink
      return try await mailToken(purpose, to: account.user, link: link)
    }
    guard createUser else { throw AuthError.otpDisabled }
    let address = try Self.normalized(email)
    try Self.checkMetadata(metadata)
    try await claimMail(to: address, for: .magiclink)
    let user = try await answering {
      try await store.createUser(
        email: address, passwordHash: decoyHash, metadata: metadata, confirmed: false)
    }
    try await mailToken(.signup, to: user, link: link)
  }

  /// Sends a sign-up confirmation again, or an address change's confirmation to the new
  /// address; `email` is the account's address either way.
  package func resend(type: String?, email rawEmail: String?, link: MailLink)
    async throws
  {
    let purpose: AuthStore.TokenPurpose
    switch type {
    case "signup": purpose = .signup
    case "email_change": purpose = .emailChange
    default: throw AuthError.resendType
    }
    let email = try Self.lookupKey(rawEmail)
    try await claimMail(to: email, for: purpose)
    guard let account = try await store.user(email: email)?.user else { return }
    if purpose == .signup, account.emailConfirmedAt == nil {
      try await mailToken(.signup, to: account, link: link)
    } else if purpose == .emailChange,
      let pending = try await store.pendingEmailChange(of: account.id)
    {
      try await mailAddressChange(of: account, to: pending.email, link: link, noticeOld: false)
    }
  }

  /// A mailed token or an address and its code, used: its person signed in, with what the
  /// token was for done first (address confirmed or moved; on recovery every other session
  /// ended).
  package func verify(
    type: String?, tokenHash: String?, email: String?, code: String?, device: String?
  ) async throws -> (purpose: AuthStore.TokenPurpose, session: JSONValue) {
    let used = try await useMailedToken(type: type, tokenHash: tokenHash, email: email, code: code)
    return (used.purpose, try await session(for: used.user, device: device))
  }

  /// A mailed token, used: its person, what it was for, and the PKCE challenge it was asked
  /// with.
  package struct UsedToken: Sendable {
    package let user: AuthUser
    package let purpose: AuthStore.TokenPurpose
    package let challenge: CodeChallenge?
  }

  /// What `verify` does before it signs the person in; the web pages sign in with a cookie.
  package func useMailedToken(type: String?, tokenHash: String?, email: String?, code: String?)
    async throws -> UsedToken
  {
    let purposes = try Self.purposes(verifying: type)
    let hasToken = !(tokenHash ?? "").isEmpty
    guard hasToken || !(code ?? "").isEmpty else { throw AuthError.missingToken }
    for purpose in purposes {
      let redeemed =
        if let tokenHash, hasToken {
          try await store.redeem(token: tokenHash, purpose: purpose)
        } else {
          try await redeem(code: code ?? "", email: email, purpose: purpose)
        }
      if let redeemed {
        return UsedToken(
          user: try await complete(redeemed, purpose: purpose), purpose: purpose,
          challenge: redeemed.challenge)
      }
    }
    throw AuthError.otpExpired
  }

  /// The purposes a `verify` type may use: `email` and `magiclink` also confirm a new account.
  static func purposes(verifying type: String?) throws -> [AuthStore.TokenPurpose] {
    switch type {
    case "recovery": [.recovery]
    case "signup": [.signup]
    case "email_change": [.emailChange]
    case "magiclink", "email": [.magiclink, .signup]
    default: throw AuthError.verificationType
    }
  }

  private func redeem(code: String, email: String?, purpose: AuthStore.TokenPurpose)
    async throws -> AuthStore.RedeemedToken?
  {
    let address = try Self.lookupKey(email)
    let people =
      purpose == .emailChange
      ? try await store.users(movingTo: address)
      : [try await store.user(email: address)?.user.id].compactMap { $0 }
    for person in people {
      if let redeemed = try await store.redeem(code: code, user: person, purpose: purpose) {
        return redeemed
      }
    }
    return nil
  }

  /// What a used token was for: the address confirmed, or moved; recovery ends every session.
  private func complete(_ redeemed: AuthStore.RedeemedToken, purpose: AuthStore.TokenPurpose)
    async throws -> AuthUser
  {
    let person = redeemed.user.id
    switch purpose {
    case .emailChange:
      guard let newEmail = redeemed.newEmail else { throw AuthError.otpExpired }
      do {
        return try await store.changeEmail(of: person, to: newEmail) ?? redeemed.user
      } catch AccountRefusal.emailTaken {
        throw AuthError.emailExists
      }
    case .recovery:
      try await store.endSessions(user: person.description, current: "", scope: "global")
      return try await store.confirmEmail(of: person) ?? redeemed.user
    case .signup, .magiclink:
      return try await store.confirmEmail(of: person) ?? redeemed.user
    }
  }

  /// Counts a mail to `email`, or refuses it when one went within the minute (or five within
  /// the hour): the same for an address with or without an account.
  func claimMail(to email: String, for purpose: AuthStore.TokenPurpose) async throws {
    guard try await store.mayMail(email, purpose: purpose) else { throw AuthError.emailRateLimit }
  }

  /// A new token of `purpose` for `user`, mailed to their address with its link and code.
  func mailToken(_ purpose: AuthStore.TokenPurpose, to user: AuthUser, link: MailLink)
    async throws
  {
    guard let mail else { return }
    let issued = try await store.issueToken(
      for: user.id, purpose: purpose, lifetime: Self.lifetime(of: purpose),
      challenge: link.challenge)
    await mail.enqueue(
      AccountMail.tokenMessage(
        purpose, to: user.email, link: link(purpose, issued.token), code: issued.code))
  }

  /// The confirmation of an address change, mailed to the new address, and (when asked) a
  /// notice to the old one, which carries no link.
  func mailAddressChange(
    of user: AuthUser, to newEmail: String, link: MailLink, noticeOld: Bool
  ) async throws {
    guard let mail else { return }
    let issued = try await store.issueToken(
      for: user.id, purpose: .emailChange, lifetime: Self.lifetime(of: .emailChange),
      newEmail: newEmail, challenge: link.challenge)
    await mail.enqueue(
      AccountMail.tokenMessage(
        .emailChange, to: newEmail, link: link(.emailChange, issued.token), code: issued.code))
    if noticeOld {
      await mail.enqueue(AccountMail.addressChangeNotice(to: user.email, newEmail: newEmail))
    }
  }
}
