import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import HTTPTypes
import Hummingbird

/// The `/auth/v1` routes, speaking GoTrue's wire format to the official clients.
package struct AuthController: Sendable {
  let service: AuthService

  /// The links mail carries, on the server's own address.
  let mailLinks: MailLinks
  /// The web page a mailed link opens when it names no allowed `redirect_to`: it asks before
  /// it uses the token, so a mail scanner following links uses nothing.
  let landingPage: @Sendable (_ type: String?, _ token: String?) -> String

  package init(
    service: AuthService, mailLinks: MailLinks,
    landingPage: @escaping @Sendable (_ type: String?, _ token: String?) -> String
  ) {
    self.service = service
    self.mailLinks = mailLinks
    self.landingPage = landingPage
  }

  package func addRoutes(to group: RouterGroup<some RequestContext>) {
    group.post("signup", use: signUp)
    group.post("token", use: token)
    group.get("user", use: user)
    group.put("user", use: updateUser)
    group.post("logout", use: signOut)
    group.post("recover", use: recover)
    group.post("verify", use: verify)
    group.get("verify", use: verifyLink)
    group.post("otp", use: signInByMail)
    group.post("resend", use: resend)
  }

  /// Mails a recovery link when the address has an account; the same `{}` either way.
  @Sendable func recover(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      try await service.recover(email: try body.string("email"), link: mailLink(request, body))
      return .object([:])
    }
  }

  /// A magic link and code by mail (`/otp`), making the account unless `create_user` is false.
  @Sendable func signInByMail(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      try await service.sendSignInLink(
        email: try body.string("email"), createUser: try body.bool("create_user") ?? true,
        metadata: try body.object("data") ?? [:], link: mailLink(request, body))
      return .object([:])
    }
  }

  /// A sign-up confirmation or an address change's confirmation, mailed again.
  @Sendable func resend(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      try await service.resend(
        type: try body.string("type"), email: try body.string("email"),
        link: mailLink(request, body))
      return .object([:])
    }
  }

  /// A mailed token or code, used: `token_hash`, or `email` and the six-digit `token`.
  @Sendable func verify(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      return try await service.verify(
        type: try body.string("type"), tokenHash: try body.string("token_hash"),
        email: try body.string("email"), code: try body.string("token"),
        device: Self.device(request)
      ).session
    }
  }

  /// A mailed link followed: with an allowed `redirect_to`, the token is used and the session
  /// (or the error) goes there in the fragment, as GoTrue does; without one, the web page that
  /// asks first.
  @Sendable func verifyLink(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    let query = request.uri.queryParameters
    let type = query.get("type")
    let token = query.get("token")
    guard let target = mailLinks.redirects.allowed(query.get("redirect_to")) else {
      return Self.seeOther(landingPage(type, token))
    }
    do {
      switch try await service.followLink(
        type: type, token: token ?? "", device: Self.device(request))
      {
      case .signedIn(let session, let purpose):
        return Self.seeOther(target + "#" + Self.fragment(session, type: purpose))
      case .authorized(let code):
        return Self.seeOther(Self.adding([("code", code)], toQueryOf: target))
      }
    } catch let error as AuthError {
      let described = [
        ("error", "access_denied"), ("error_code", error.code),
        ("error_description", error.message),
      ]
      let pkce = token?.hasPrefix(CodeChallenge.tokenPrefix) == true
      return Self.seeOther(
        pkce
          ? Self.adding(described, toQueryOf: target)
          : target + "#" + MailLinks.formEncoded(described))
    }
  }

  /// A new account: signed in at once, or (`--confirm-signups`) its confirmation mailed.
  @Sendable func signUp(_ request: Request, context: some RequestContext) async throws -> Response {
    try await respond(request) {
      let body = try await Self.object(request)
      return try await service.signUp(
        email: try body.string("email"), password: try body.string("password"),
        metadata: try body.object("data") ?? [:], device: Self.device(request),
        link: mailLink(request, body))
    }
  }

  /// `grant_type=password` signs in; `grant_type=refresh_token` turns a refresh token over;
  /// `grant_type=pkce` exchanges a mailed link's authorization code and its verifier.
  @Sendable func token(_ request: Request, context: some RequestContext) async throws -> Response {
    try await respond(request) {
      let body = try await Self.object(request)
      switch request.uri.queryParameters.get("grant_type") {
      case "password":
        return try await service.signIn(
          email: try body.string("email"), password: try body.string("password"),
          device: Self.device(request))
      case "refresh_token":
        return try await service.refresh(token: try body.string("refresh_token"))
      case "pkce":
        return try await service.exchange(
          authCode: try body.string("auth_code"), verifier: try body.string("code_verifier"),
          device: Self.device(request))
      default:
        throw AuthError.unsupportedGrant
      }
    }
  }

  @Sendable func user(_ request: Request, context: some RequestContext) async throws -> Response {
    try await respond(request) {
      AuthJSON.user(try await service.currentUser(bearer: request.bearerToken).user)
    }
  }

  @Sendable func updateUser(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      return try await service.updateUser(
        bearer: request.bearerToken, email: try body.string("email"),
        password: try body.string("password"), metadata: try body.object("data"),
        link: mailLink(request, body))
    }
  }

  /// Ends the caller's session, or (`scope=global`, the default) every session of theirs.
  @Sendable func signOut(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    do {
      let scope = request.uri.queryParameters.get("scope") ?? "global"
      try await service.signOut(bearer: request.bearerToken, scope: scope)
      return Response(status: .noContent)
    } catch let error as AuthError {
      return Self.render(error, request: request)
    }
  }

  /// The link mailed for a token, on to the request's `redirect_to` when it is allowed, with
  /// the request's PKCE challenge when it sent one.
  private func mailLink(_ request: Request, _ body: AuthBody) throws(AuthError)
    -> AuthService.MailLink
  {
    mailLinks.link(redirectTo: request.uri.queryParameters.get("redirect_to")).with(
      challenge: try AuthService.challenge(
        body.string("code_challenge"), method: body.string("code_challenge_method")))
  }

  /// The session in a redirect's fragment, as GoTrue writes it.
  private static func fragment(_ session: JSONValue, type: AuthStore.TokenPurpose) -> String {
    guard case .object(let fields) = session else { return "" }
    func text(_ key: String) -> String {
      switch fields[key] {
      case .string(let value)?: value
      case .number(let value)?: String(Int(exactly: value.rounded()) ?? 0)
      default: ""
      }
    }
    let keys = ["access_token", "expires_at", "expires_in", "refresh_token", "token_type"]
    return MailLinks.formEncoded(keys.map { ($0, text($0)) } + [("type", type.rawValue)])
  }

  /// `target` with `pairs` added to its query, before any fragment.
  private static func adding(_ pairs: [(String, String)], toQueryOf target: String) -> String {
    let fragmentStart = target.firstIndex(of: "#") ?? target.endIndex
    let base = target[..<fragmentStart]
    let joiner = base.contains("?") ? "&" : "?"
    return base + joiner + MailLinks.formEncoded(pairs) + target[fragmentStart...]
  }

  private static func seeOther(_ location: String) -> Response {
    Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
  }

  /// What signed in, as its owner would recognise it in their list of devices.
  private static func device(_ request: Request) -> String {
    DeviceName.of(
      userAgent: request.headers[.userAgent], clientInfo: request.headers[.xClientInfo])
  }

  private func respond(_ request: Request, _ work: () async throws -> JSONValue) async throws
    -> Response
  {
    do {
      return JSONBody.response(try await work(), headers: Self.versionHeader(request))
    } catch let error as AuthError {
      return Self.render(error, request: request)
    }
  }

  private static func object(_ request: Request) async throws -> AuthBody {
    let body: JSONValue?
    do {
      body = try await JSONBody.read(request)
    } catch let error as HTTPError where error.status == .contentTooLarge {
      throw AuthError.routeFailure(.contentTooLarge)
    } catch {
      throw AuthError.invalidBody
    }
    guard let body else { return AuthBody(fields: [:]) }
    guard case .object(let object) = body else { throw AuthError.invalidBody }
    return AuthBody(fields: object)
  }

  private static func versionHeader(_ request: Request) -> HTTPFields {
    guard let version = request.headers[.supabaseAPIVersion] else { return [:] }
    return [.supabaseAPIVersion: version]
  }

  /// GoTrue's error body: `{code, message}` for clients that send an API version (echoed back),
  /// the legacy `{code, error_code, msg}` otherwise.
  package static func render(_ error: AuthError, request: Request) -> Response {
    var headers = versionHeader(request)
    headers[.supabaseErrorCode] = error.code
    if let seconds = error.retryAfterSeconds { headers[.retryAfter] = String(seconds) }
    var body: [String: JSONValue]
    if let version = request.headers[.supabaseAPIVersion], version >= "2024-01-01" {
      body = ["code": .string(error.code), "message": .string(error.message)]
    } else {
      body = [
        "code": .number(Double(error.status.code)), "error_code": .string(error.code),
        "msg": .string(error.message),
      ]
    }
    if let reasons = error.weakPasswordReasons {
      body["weak_password"] = ["reasons": .array(reasons.map(JSONValue.string))]
    }
    return JSONBody.response(.object(body), status: error.status, headers: headers)
  }
}
