import HTTPTypes

/// An error of the auth API, in GoTrue's shape: a string `code` and a `message`, with the
/// status GoTrue gives it.
struct AuthError: Error, Sendable, Equatable {
  let status: HTTPResponse.Status
  let code: String
  let message: String
  var weakPasswordReasons: [String]?
  var retryAfterSeconds: Int?

  static let invalidCredentials = AuthError(
    status: .badRequest, code: "invalid_credentials", message: "Invalid login credentials")
  static let missingEmail = AuthError(
    status: .badRequest, code: "validation_failed", message: "missing email or phone")
  static let invalidEmail = AuthError(
    status: .badRequest, code: "validation_failed",
    message: "Unable to validate email address: invalid format")
  static let userExists = AuthError(
    status: .unprocessableContent, code: "user_already_exists", message: "User already registered")
  static let refreshTokenNotFound = AuthError(
    status: .badRequest, code: "refresh_token_not_found",
    message: "Invalid Refresh Token: Refresh Token Not Found")
  static let refreshTokenReused = AuthError(
    status: .badRequest, code: "refresh_token_already_used",
    message: "Invalid Refresh Token: Already Used")
  static let noAuthorization = AuthError(
    status: .unauthorized, code: "no_authorization",
    message: "This endpoint requires a valid Bearer token")
  static let badJWT = AuthError(
    status: .forbidden, code: "bad_jwt",
    message: "invalid JWT: unable to parse or verify signature, token is expired or malformed")
  static let sessionNotFound = AuthError(
    status: .forbidden, code: "session_not_found",
    message: "Session from session_id claim in JWT does not exist")
  static let unsupportedGrant = AuthError(
    status: .badRequest, code: "unsupported_grant_type", message: "unsupported_grant_type")
  static let invalidBody = AuthError(
    status: .badRequest, code: "bad_json", message: "Could not parse request body as JSON")

  static func weakPassword(minimum: Int) -> AuthError {
    AuthError(
      status: .unprocessableContent, code: "weak_password",
      message: "Password should be at least \(minimum) characters.", weakPasswordReasons: ["length"]
    )
  }

  static func tooManyAttempts(retryAfter seconds: Int) -> AuthError {
    AuthError(
      status: .tooManyRequests, code: "over_request_rate_limit",
      message: "Too many failed sign-in attempts. Try again in \(max(1, seconds / 60)) minutes.",
      retryAfterSeconds: seconds)
  }
}
