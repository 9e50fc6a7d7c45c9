import CompassDomain
import CompassModels
import CompassStore
import Crypto
import Foundation
import Hummingbird

/// Who a browser is: the session cookie, backed by the auth tables, and the CSRF tokens of its
/// forms. Before sign-in, a form's token is also kept in a cookie of its own (double submit),
/// and signed by the server, so a cookie planted by someone else does not pass.
package struct WebSessions: Sendable {
  static let sessionCookie = "compass_session"
  static let csrfCookie = "compass_csrf"
  /// The browser's IANA time zone, written by the page script on every page.
  static let timeZoneCookie = "compass_tz"
  static let lifetime: TimeInterval = 30 * 86_400

  let store: AuthStore
  let cookies: SiteCookies
  /// Signs the tokens of signed-out forms; derived from the server's secret.
  let formKey: SymmetricKey
  /// Carries a secret made by a post to the page it redirects to.
  let shownOnce: ShownOnce

  package init(store: AuthStore, cookies: SiteCookies, secret: String) {
    self.store = store
    self.cookies = cookies
    let material = SymmetricKey(data: Data(secret.utf8))
    formKey = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: material, info: Data("compass signed-out form tokens".utf8),
      outputByteCount: 32)
    shownOnce = ShownOnce(
      key: HKDF<SHA256>.deriveKey(
        inputKeyMaterial: material, info: Data("compass secrets shown once".utf8),
        outputByteCount: 32),
      cookies: cookies)
  }

  /// A signed-in browser.
  package struct Session: Sendable {
    let user: AuthUser
    let authSession: String
    /// The secret behind the session's form tokens; it never leaves the server unmasked.
    let formSecret: String
    /// The person's calendar, in their time zone: every "today" and local time of theirs.
    let calendar: Calendar
    /// The athletes the person can switch between, and the one this page is about.
    let athletes: AthleteChoice
    /// The athlete the page's address named (`/for/<athlete>/…`), if it named one.
    let addressed: UserID?
    /// The form this request posted, once its token was checked, so that a save failing on
    /// the server's side can offer it again, whole.
    let postedForm = PostedForm()

    /// The athlete this page is about; the person's own data when the address named one they
    /// cannot open (`WebGate` answers those as not found before any page runs).
    var athlete: ReachableAthlete {
      athletes.active ?? .own(user.id)
    }

    /// The person's date at `now`.
    func today(at now: Date) -> LocalDate { LocalDate.today(now: now, calendar: calendar) }

    /// The zone the browser reported (`timeZoneCookie`), as sent.
    let reportedTimeZone: String?
    /// The name on the person's profile (`display_name`, what sign-up stores).
    let profileName: String

    /// The zone chosen on the account, or `nil` when it follows the browser.
    var chosenTimeZone: String? { Self.chosenTimeZone(of: user) }

    static func chosenTimeZone(of user: AuthUser) -> String? {
      user.userMetadata[PersonalTimeZone.metadataKey]?.stringValue
    }

    /// A form token for a page: the secret, freshly masked (`FormToken`).
    var csrf: String { FormToken.masked(formSecret) }

    /// Whether a posted form's `_csrf` is one of this session's tokens: the one check every
    /// signed-in form goes through.
    func accepts(_ token: String?) -> Bool {
      FormToken.matches(token ?? "", secret: formSecret)
    }
  }

  func current(_ request: Request, addressed: UserID? = nil) async throws -> Session? {
    guard let token = request.cookies[Self.sessionCookie]?.value, !token.isEmpty else {
      return nil
    }
    let reported = request.cookies[Self.timeZoneCookie]?.value.removingPercentEncoding
    guard let found = try await store.webSession(token: token) else { return nil }
    try await store.touchSession(found.session, lastUsed: found.lastUsed)
    let zone = PersonalTimeZone.resolve(
      chosen: Session.chosenTimeZone(of: found.user), reported: reported)
    let profile = try await store.profile(of: found.user.id)
    let athletes = AthleteChoice(
      viewer: found.user.id, role: profile.role,
      linked: try await store.linkedAthletes(of: found.user.id), requested: addressed)
    return Session(
      user: found.user, authSession: found.session, formSecret: found.csrf,
      calendar: PersonalTimeZone.calendar(in: zone), athletes: athletes, addressed: addressed,
      reportedTimeZone: reported, profileName: profile.name)
  }

  /// Signs the browser of `request` in; returns the `Set-Cookie` value and a form token of the
  /// new session.
  func start(for user: AuthUser, from request: Request) async throws -> (
    setCookie: String, formToken: String
  ) {
    let secret = Self.randomToken()
    let device = DeviceName.of(userAgent: request.headers[.userAgent], clientInfo: nil)
    let token = try await store.startWebSession(
      for: user, device: device, csrf: secret, lifetime: Self.lifetime)
    return (
      cookies.set(Self.sessionCookie, token, maxAge: Int(Self.lifetime)), FormToken.masked(secret)
    )
  }

  func end(_ session: Session) async throws -> String {
    try await store.endSession(session.authSession)
    return cookies.clear(Self.sessionCookie)
  }

  /// The token a signed-out form carries (masked afresh, as signed-in ones are), and the
  /// cookie to set when the browser has none that this server signed.
  func anonymousToken(_ request: Request) -> (token: String, setCookie: String?) {
    if let token = request.cookies[Self.csrfCookie]?.value, isSigned(token) {
      return (FormToken.masked(token), nil)
    }
    let nonce = Self.randomToken()
    let token = nonce + "." + signature(of: nonce)
    return (FormToken.masked(token), cookies.set(Self.csrfCookie, token, maxAge: 86_400))
  }

  /// Whether a signed-out form's token matches its cookie, and the server issued it.
  func anonymousTokenMatches(_ sent: String?, _ request: Request) -> Bool {
    guard let sent, let kept = request.cookies[Self.csrfCookie]?.value else {
      return false
    }
    return FormToken.matches(sent, secret: kept) && isSigned(kept)
  }

  /// `nonce.signature`, with the server's signature of the nonce.
  private func isSigned(_ token: String) -> Bool {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count >= 32 else { return false }
    return Self.constantTimeEqual(String(parts[1]), signature(of: String(parts[0])))
  }

  private func signature(of nonce: String) -> String {
    Base64URLText.encode(
      Data(HMAC<SHA256>.authenticationCode(for: Data(nonce.utf8), using: formKey)))
  }

  static func constantTimeEqual(_ left: String, _ right: String) -> Bool {
    let a = Array(left.utf8)
    let b = Array(right.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  static func randomToken() -> String {
    Base64URLText.encode(SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
  }
}

extension WebSessions.Session {
  /// The tables of the athlete this page is about, as this person may reach them.
  func data(_ engine: RestEngine) -> ScopedData {
    ScopedData(engine: engine, user: user.id, athlete: athlete.id)
  }

  /// Whom an export is about: the athlete, by the name on their profile (else their metadata's,
  /// else their e-mail), never the login of the parent who made it.
  var athleteName: String { name(of: athlete) }

  /// An athlete's name as exports say it: the person's own profile name for their own data.
  func name(of athlete: ReachableAthlete) -> String {
    guard athlete.isViewer else { return athlete.name }
    return ReportName.of(
      displayName: profileName, fullName: user.userMetadata["full_name"]?.stringValue,
      name: user.userMetadata["name"]?.stringValue, email: user.email)
  }
}
