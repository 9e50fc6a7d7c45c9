import CompassDomain
import CompassModels
import CompassStore
import Foundation

/// Password recovery by mail, as GoTrue does it: `recover` always answers the same, whether or
/// not the address has an account; the mail holds a link and a six-digit code, good once for an
/// hour; using either signs the person in and ends every other session of theirs.
extension AuthService {
  package static let recoveryLifetime: TimeInterval = 3_600

  /// Mails a recovery link and code to `email` when it has an account and may be mailed now.
  /// `link` makes the mail's link from the token.
  package func recover(email rawEmail: String?, link: @Sendable (String) -> String) async throws {
    let email = try Self.lookupKey(rawEmail)
    guard let mail, let account = try await store.user(email: email),
      try await store.mayMail(email, purpose: .recovery)
    else { return }
    let issued = try await store.issueToken(
      for: account.user.id, purpose: .recovery, lifetime: Self.recoveryLifetime)
    await mail.enqueue(
      RecoveryMail.message(to: account.user.email, link: link(issued.token), code: issued.code))
  }

  /// A recovery link's token or an address and its code, used up: a new session for its person,
  /// every other session of theirs ended.
  package func verifyRecovery(token: String?, email: String?, code: String?) async throws
    -> JSONValue
  {
    let redeemed: AuthStore.RedeemedToken?
    if let token, !token.isEmpty {
      redeemed = try await store.redeem(token: token, purpose: .recovery)
    } else if let code, let email, let account = try await store.user(email: Self.lookupKey(email))
    {
      redeemed = try await store.redeem(code: code, user: account.user.id, purpose: .recovery)
    } else {
      redeemed = nil
    }
    guard let redeemed else { throw AuthError.otpExpired }
    try await store.endSessions(
      user: redeemed.user.id.description, current: "", scope: "global")
    return try await session(for: redeemed.user)
  }
}

/// The recovery mail, in the product's words: short, plain, the link and the code, and what to
/// do if it was not asked for. It never holds a password.
enum RecoveryMail {
  static func message(to address: String, link: String, code: String) -> MailMessage {
    let text = """
      Hi,

      Someone asked to reset the password of your Recruiting Compass account (\(address)).

      Choose a new password: \(link)

      Or type this code in the app: \(code)

      The link and the code work once, within the next hour. If you did not ask, ignore this \
      mail: your password stays as it is.
      """
    let html = """
      <p>Hi,</p>
      <p>Someone asked to reset the password of your Recruiting Compass account \
      (\(HTMLEscaping.escape(address))).</p>
      <p><a href="\(HTMLEscaping.escape(link))">Choose a new password</a></p>
      <p>Or type this code in the app: <strong>\(code)</strong></p>
      <p>The link and the code work once, within the next hour. If you did not ask, ignore \
      this mail: your password stays as it is.</p>
      """
    return MailMessage(
      to: address, subject: "Reset your password · The Recruiting Compass", text: text,
      html: html, link: link)
  }
}
