import CompassHTTP
import CompassModels
import CompassServices
import Foundation
import HTTPTypes
import Hummingbird

/// The `/auth/v1` routes, speaking GoTrue's wire format to the official clients.
package struct AuthController: Sendable {
  let service: AuthService

  /// The server's own public address, for links in mail: never the address a request named,
  /// which anyone can set (a reset link must not lead elsewhere).
  let mailOrigin: String

  package init(service: AuthService, mailOrigin: String) {
    self.service = service
    self.mailOrigin = mailOrigin
  }

  package func addRoutes(to group: RouterGroup<some RequestContext>) {
    group.post("signup", use: signUp)
    group.post("token", use: token)
    group.get("user", use: user)
    group.put("user", use: updateUser)
    group.post("logout", use: signOut)
    group.post("recover", use: recover)
    group.post("verify", use: verify)
  }

  /// Mails a recovery link when the address has an account; the same `{}` either way.
  @Sendable func recover(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      let origin = mailOrigin
      try await service.recover(email: try body.string("email")) { token in
        "\(origin)/auth/v1/verify?token=\(token)&type=recovery"
      }
      return .object([:])
    }
  }

  /// A mailed token or code, used: `type=recovery` with `token_hash`, or `email` and `token`.
  @Sendable func verify(_ request: Request, context: some RequestContext) async throws
    -> Response
  {
    try await respond(request) {
      let body = try await Self.object(request)
      guard try body.string("type") == "recovery" else { throw AuthError.otpExpired }
      return try await service.verifyRecovery(
        token: try body.string("token_hash"), email: try body.string("email"),
        code: try body.string("token"))
    }
  }

  @Sendable func signUp(_ request: Request, context: some RequestContext) async throws -> Response {
    try await respond(request) {
      let body = try await Self.object(request)
      return try await service.signUp(
        email: try body.string("email"), password: try body.string("password"),
        metadata: try body.object("data") ?? [:])
    }
  }

  /// `grant_type=password` signs in; `grant_type=refresh_token` turns a refresh token over.
  @Sendable func token(_ request: Request, context: some RequestContext) async throws -> Response {
    try await respond(request) {
      let body = try await Self.object(request)
      switch request.uri.queryParameters.get("grant_type") {
      case "password":
        return try await service.signIn(
          email: try body.string("email"), password: try body.string("password"))
      case "refresh_token":
        return try await service.refresh(token: try body.string("refresh_token"))
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
        password: try body.string("password"), metadata: try body.object("data"))
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
