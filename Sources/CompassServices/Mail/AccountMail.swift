import CompassDomain
import CompassStore

/// The account's mail, in the product's words: short and plain, the link and the code, and
/// what to do if it was not asked for. None holds a password, and a notice holds no link.
enum AccountMail {
  /// The mail carrying a token of `purpose`.
  static func tokenMessage(
    _ purpose: AuthStore.TokenPurpose, to address: String, link: String, code: String
  ) -> MailMessage {
    let words = wording(purpose, address: address)
    let text = """
      Hi,

      \(words.why)

      \(words.action): \(link)

      Or type this code in the app: \(code)

      The link and the code work once, within the next \(words.within). \(words.ignore)
      """
    let html = """
      <p>Hi,</p>
      <p>\(HTMLEscaping.escape(words.why))</p>
      <p><a href="\(HTMLEscaping.escape(link))">\(words.action)</a></p>
      <p>Or type this code in the app: <strong>\(code)</strong></p>
      <p>The link and the code work once, within the next \(words.within). \
      \(HTMLEscaping.escape(words.ignore))</p>
      """
    return MailMessage(
      to: address, subject: "\(words.subject) · The Recruiting Compass", text: text, html: html,
      link: link)
  }

  /// To the old address when a move to `newEmail` is asked for.
  static func addressChangeNotice(to address: String, newEmail: String) -> MailMessage {
    notice(
      to: address, subject: "Your address is being changed",
      lines: [
        "Someone signed in to your Recruiting Compass account asked to move it from this "
          + "address to \(newEmail).",
        "Nothing changes until the new address is confirmed from the mail sent to it. If you "
          + "did not ask for this, sign in and change your password.",
      ])
  }

  /// To the account's address when its password was changed.
  static func passwordChangedNotice(to address: String) -> MailMessage {
    notice(
      to: address, subject: "Your password was changed",
      lines: [
        "The password of your Recruiting Compass account (\(address)) was just changed, and "
          + "every other device was signed out.",
        "If this was not you, choose a new password now with \"Forgot password?\" on the "
          + "sign-in page.",
      ])
  }

  /// To the address of an account just deleted.
  static func deletedNotice(to address: String) -> MailMessage {
    notice(
      to: address, subject: "Your account was deleted",
      lines: [
        "Your Recruiting Compass account (\(address)) and what was kept in it were deleted, "
          + "as you asked. Every device was signed out and any link you shared stopped working.",
        "Nothing more will be sent to this address. You are welcome back any time with a new "
          + "account.",
      ])
  }

  private static func notice(to address: String, subject: String, lines: [String])
    -> MailMessage
  {
    MailMessage(
      to: address, subject: "\(subject) · The Recruiting Compass",
      text: (["Hi,"] + lines).joined(separator: "\n\n"),
      html: (["Hi,"] + lines).map { "<p>\(HTMLEscaping.escape($0))</p>" }.joined(separator: "\n"))
  }

  private struct Wording {
    let subject: String
    let why: String
    let action: String
    let within: String
    let ignore: String
  }

  private static func wording(_ purpose: AuthStore.TokenPurpose, address: String) -> Wording {
    switch purpose {
    case .recovery:
      Wording(
        subject: "Reset your password",
        why: "Someone asked to reset the password of your Recruiting Compass account (\(address)).",
        action: "Choose a new password", within: "hour",
        ignore: "If you did not ask, ignore this mail: your password stays as it is.")
    case .signup:
      Wording(
        subject: "Confirm your address",
        why: "Welcome to The Recruiting Compass. Confirm this address (\(address)) to finish "
          + "making your account.",
        action: "Confirm my address", within: "day",
        ignore: "If you did not sign up, ignore this mail: the account cannot be used without it.")
    case .magiclink:
      Wording(
        subject: "Your sign-in link",
        why: "Someone asked to sign in to your Recruiting Compass account (\(address)) by mail.",
        action: "Sign in", within: "hour",
        ignore: "If you did not ask, ignore this mail: nobody can sign in without it.")
    case .emailChange:
      Wording(
        subject: "Confirm your new address",
        why: "Someone asked to move a Recruiting Compass account to this address (\(address)).",
        action: "Confirm the new address", within: "day",
        ignore: "If you did not ask, ignore this mail: the account stays where it is.")
    }
  }
}
