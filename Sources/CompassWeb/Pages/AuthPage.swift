import CompassDomain

/// The sign-in and sign-up pages: one form, what the user typed kept after an error, the page
/// to come back to, and a form whose session ended, carried along to be sent once signed in.
struct AuthPage: WebPage {
  static let template = "auth"

  static let sessionEnded =
    "Your session ended before this was saved. Sign in to send it — nothing you typed is lost."

  let title: String
  let section = ""
  let heading: String
  let action: SitePath
  let submitLabel: String
  let passwordAutocomplete: String
  let passwordHint: String?
  let alternateText: String
  let alternateLink: SitePath
  let alternateLabel: String
  let email: String
  let error: String?
  let notice: String?
  /// Someone who came by a family invite link: what happens after signing in or up.
  var invited: String?
  let carriedAction: String?
  let carriedBody: String?
  let csrf: String
  /// Sign-up's name and role, as typed.
  var signUp: SignUpFields?
  /// Whether the page links to "Forgot password?" (sign-in does).
  var forgotLink = false
  /// Whether the page offers to mail the address's confirmation again.
  var resendConfirmation = false

  /// The name and "athlete or parent" choice sign-up asks for (neither ticked until answered,
  /// for someone who came by an invite).
  struct SignUpFields: Encodable {
    let name: String
    let isParent: Bool
    let isAthlete: Bool
  }

  static func signIn(
    email: String = "", error: String? = nil, csrf: String, next: String? = nil,
    carrying carried: CarriedForm? = nil
  ) -> AuthPage {
    var page = AuthPage(
      title: "Sign in", heading: "Sign in", action: withNext(.signIn, next),
      submitLabel: "Sign in", passwordAutocomplete: "current-password", passwordHint: nil,
      alternateText: "New here?", alternateLink: withNext(.signUp, next),
      alternateLabel: "Create an account", email: email, error: error,
      notice: carried == nil ? nil : sessionEnded, invited: invitation(next),
      carriedAction: carried?.action, carriedBody: carried?.body, csrf: csrf)
    page.forgotLink = true
    return page
  }

  static func signUp(
    email: String = "", profile: SignUpProfile? = SignUpProfile(), name: String = "",
    error: String? = nil, csrf: String, next: String? = nil
  ) -> AuthPage {
    var page = AuthPage(
      title: "Create an account", heading: "Create an account", action: withNext(.signUp, next),
      submitLabel: "Create account", passwordAutocomplete: "new-password",
      passwordHint: "At least 8 characters.", alternateText: "Already have an account?",
      alternateLink: withNext(.signIn, next), alternateLabel: "Sign in", email: email,
      error: error, notice: nil, invited: invitation(next), carriedAction: nil, carriedBody: nil,
      csrf: csrf)
    page.signUp = SignUpFields(
      name: profile?.name ?? name, isParent: profile?.role == .parent,
      isAthlete: profile?.role == .athlete)
    return page
  }

  /// An invite link (`/join/<code>`) opened while signed out is taken up after signing in or up.
  static let invitedText =
    "You have an invite to join a family. Create your account, or sign in if you have one, and "
    + "you will join right after."

  static func invitation(_ next: String?) -> String? {
    let path = LocalPath.validated(next).map { SitePath.local($0).path }
    return path.map(SiteRoute.join.matches) == true ? invitedText : nil
  }

  /// `path` keeping the page to come back to after signing in.
  static func withNext(_ route: SiteRoute, _ next: String?) -> SitePath {
    guard let next = LocalPath.validated(next) else { return SitePath(route) }
    return SitePath(route).query("next", next)
  }
}
