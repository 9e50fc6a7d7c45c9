/// "Check your mail": what was sent and where, the same whether or not the address has an
/// account, with a way to have a confirmation sent again.
struct MailSentPage: WebPage {
  static let template = "mail-sent"

  let title: String
  let section = ""
  let heading: String
  let text: String
  /// The address to send a confirmation to again, when the page offers it.
  let resendEmail: String?
  let csrf: String

  static func confirmation(email: String, csrf: String) -> MailSentPage {
    MailSentPage(
      title: "Check your mail", heading: "Check your mail",
      text: "We sent a link to \(email). Open it to finish making your account; it works for a "
        + "day. Nothing there? Look in spam, or send it again.",
      resendEmail: email, csrf: csrf)
  }

  static func recovery(email: String, csrf: String) -> MailSentPage {
    MailSentPage(
      title: "Check your mail", heading: "Check your mail",
      text: "If \(email) has an account, a link to choose a new password is on its way. It "
        + "works once, within the hour. Nothing there after a few minutes? Look in spam.",
      resendEmail: nil, csrf: csrf)
  }
}

/// "Forgot password?": the address to mail a link to.
struct ForgotPasswordPage: WebPage {
  static let template = "password-forgot"

  let title = "Forgot password"
  let section = ""
  let email: String
  let error: String?
  let csrf: String
}

/// The page a recovery link opens: a new password, typed twice. The link is used only when
/// the form is sent, so a mail scanner opening it uses nothing.
struct ResetPasswordPage: WebPage {
  static let template = "password-reset"

  let title = "Choose a new password"
  let section = ""
  let token: String
  let error: String?
  /// The link no longer works: the page offers a new one instead of the form.
  let expired: Bool
  let csrf: String
}

/// The page a sign-up, sign-in or address-change link opens: one button that uses it.
struct MailLinkPage: WebPage {
  static let template = "mail-link"

  let title: String
  let section = ""
  let heading: String
  let text: String
  let buttonLabel: String
  let token: String
  let type: String
  let error: String?
  let csrf: String

  init(type: String, token: String, error: String? = nil, csrf: String) {
    switch type {
    case "email_change":
      (heading, text, buttonLabel) = (
        "Confirm your new address",
        "Your account will use this address to sign in and for its mail from now on.",
        "Confirm the new address"
      )
    case "signup":
      (heading, text, buttonLabel) = (
        "Confirm your address", "One step left: confirm this address and you are signed in.",
        "Confirm and sign in"
      )
    default:
      (heading, text, buttonLabel) = (
        "Sign in", "This link signs you in on this browser.", "Sign in"
      )
    }
    title = heading
    self.type = type
    self.token = token
    self.error = error
    self.csrf = csrf
  }
}
