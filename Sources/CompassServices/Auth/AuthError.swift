import CompassStore
import HTTPTypes

/// An error of the auth API, in GoTrue's shape: a string `code` and a `message`, with the
/// status GoTrue gives it.
package struct AuthError: Error, Sendable, Equatable {
  package let status: HTTPResponse.Status
  package let code: String
  package let message: String
  package var weakPasswordReasons: [String]?
  package var retryAfterSeconds: Int?

  package static let invalidCredentials = AuthError(
    status: .badRequest, code: "invalid_credentials", message: "Invalid login credentials")
  package static let missingEmail = AuthError(
    status: .badRequest, code: "validation_failed", message: "missing email or phone")
  package static let invalidEmail = AuthError(
    status: .badRequest, code: "validation_failed",
    message: "Unable to validate email address: invalid format")
  package static let userExists = AuthError(
    status: .unprocessableContent, code: "user_already_exists", message: "User already registered")
  package static let refreshTokenNotFound = AuthError(
    status: .badRequest, code: "refresh_token_not_found",
    message: "Invalid Refresh Token: Refresh Token Not Found")
  package static let refreshTokenReused = AuthError(
    status: .badRequest, code: "refresh_token_already_used",
    message: "Invalid Refresh Token: Already Used")
  package static let noAuthorization = AuthError(
    status: .unauthorized, code: "no_authorization",
    message: "This endpoint requires a valid Bearer token")
  package static let badJWT = AuthError(
    status: .forbidden, code: "bad_jwt",
    message: "invalid JWT: unable to parse or verify signature, token is expired or malformed")
  package static let sessionNotFound = AuthError(
    status: .forbidden, code: "session_not_found",
    message: "Session from session_id claim in JWT does not exist")
  package static let unsupportedGrant = AuthError(
    status: .badRequest, code: "unsupported_grant_type", message: "unsupported_grant_type")
  package static let otpExpired = AuthError(
    status: .forbidden, code: "otp_expired", message: "Token has expired or is invalid")
  package static let emailNotConfirmed = AuthError(
    status: .badRequest, code: "email_not_confirmed", message: "Email not confirmed")
  package static let otpDisabled = AuthError(
    status: .unprocessableContent, code: "otp_disabled", message: "Signups not allowed for otp")
  package static let emailExists = AuthError(
    status: .unprocessableContent, code: "email_exists",
    message: "A user with this email address has already been registered")
  package static let samePassword = AuthError(
    status: .unprocessableContent, code: "same_password",
    message: "New password should be different from the old password.")
  package static let emailRateLimit = AuthError(
    status: .tooManyRequests, code: "over_email_send_rate_limit",
    message: "For security purposes, you can only request this after 60 seconds.",
    retryAfterSeconds: 60)
  package static let verificationType = AuthError(
    status: .badRequest, code: "validation_failed",
    message: "Verify requires a verification type")
  package static let missingToken = AuthError(
    status: .badRequest, code: "validation_failed",
    message: "Verify requires either a token or a token hash")
  package static let resendType = AuthError(
    status: .badRequest, code: "validation_failed",
    message: "Missing one of these types: signup, email_change, sms, phone_change")
  package static let invalidBody = AuthError(
    status: .badRequest, code: "bad_json", message: "Could not parse request body as JSON")

  /// No auth route answers this path or verb, or the route failed in a way it did not expect.
  package static func routeFailure(_ status: HTTPResponse.Status) -> AuthError {
    switch status {
    case .notFound:
      AuthError(status: .notFound, code: "not_found", message: "No such auth endpoint")
    case .methodNotAllowed:
      AuthError(
        status: .methodNotAllowed, code: "method_not_allowed", message: "Method not allowed")
    case .contentTooLarge:
      AuthError(
        status: .contentTooLarge, code: "request_too_large", message: "The request is too large")
    case .internalServerError:
      AuthError(
        status: .internalServerError, code: "unexpected_failure",
        message: "The server could not complete the request")
    default:
      AuthError(status: status, code: "bad_request", message: status.reasonPhrase)
    }
  }

  /// A body field of the wrong JSON type, as Go's decoder reports it.
  package static func wrongType(_ field: String, expected: String) -> AuthError {
    AuthError(
      status: .badRequest, code: "bad_json",
      message: "Could not parse request body as JSON: \(field) must be a \(expected)")
  }

  package static func invalidField(_ message: String) -> AuthError {
    AuthError(status: .badRequest, code: "validation_failed", message: message)
  }

  package static func weakPassword(minimum: Int) -> AuthError {
    AuthError(
      status: .unprocessableContent, code: "weak_password",
      message: "Password should be at least \(minimum) characters.", weakPasswordReasons: ["length"]
    )
  }

  package static func tooManyAttempts(retryAfter seconds: Int) -> AuthError {
    AuthError(
      status: .tooManyRequests, code: "over_request_rate_limit",
      message: "Too many failed sign-in attempts. Try again in \(max(1, seconds / 60)) minutes.",
      retryAfterSeconds: seconds)
  }
}

extension AuthError {
  /// What GoTrue answers for the account store's refusal.
  package init(_ refusal: AccountRefusal) {
    switch refusal {
    case .emailTaken: self = .userExists
    case .refreshTokenNotFound: self = .refreshTokenNotFound
    case .refreshTokenReused: self = .refreshTokenReused
    }
  }
}
