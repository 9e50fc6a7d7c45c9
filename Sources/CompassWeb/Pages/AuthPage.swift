/// The sign-in and sign-up pages: one form, what the user typed kept after an error.
struct AuthPage: WebPage {
  static let template = "auth"

  let title: String
  let section = ""
  let heading: String
  let action: String
  let submitLabel: String
  let passwordAutocomplete: String
  let passwordHint: String?
  let alternateText: String
  let alternateLink: String
  let alternateLabel: String
  let email: String
  let error: String?
  let csrf: String

  static func signIn(email: String = "", error: String? = nil, csrf: String) -> AuthPage {
    AuthPage(
      title: "Sign in", heading: "Sign in", action: "/login", submitLabel: "Sign in",
      passwordAutocomplete: "current-password", passwordHint: nil,
      alternateText: "New here?", alternateLink: "/signup", alternateLabel: "Create an account",
      email: email, error: error, csrf: csrf)
  }

  static func signUp(email: String = "", error: String? = nil, csrf: String) -> AuthPage {
    AuthPage(
      title: "Create an account", heading: "Create an account", action: "/signup",
      submitLabel: "Create account", passwordAutocomplete: "new-password",
      passwordHint: "At least 8 characters.", alternateText: "Already have an account?",
      alternateLink: "/login", alternateLabel: "Sign in", email: email, error: error, csrf: csrf)
  }
}
