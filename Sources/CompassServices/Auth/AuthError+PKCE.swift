/// GoTrue's answers for PKCE's challenges, verifiers and authorization codes.
extension AuthError {
  package static let challengeIncomplete = AuthError.invalidField(
    "PKCE flow requires code_challenge_method and code_challenge")
  package static let challengeMethod = AuthError.invalidField(
    "code challenge method not supported")
  package static let challengeMalformed = AuthError.invalidField(
    "code challenge has to be between 43 and 128 characters")
  package static let exchangeIncomplete = AuthError.invalidField(
    "invalid request: both auth code and code verifier should be non-empty")
  package static let verifierMalformed = AuthError.invalidField(
    "code verifier should be at least 43 characters and at most 128 characters")
  package static let flowStateNotFound = AuthError(
    status: .notFound, code: "flow_state_not_found",
    message: "invalid flow state, no valid flow state found")
  package static let flowStateExpired = AuthError(
    status: .badRequest, code: "flow_state_expired",
    message: "invalid flow state, flow state has expired")
  package static let badCodeVerifier = AuthError(
    status: .forbidden, code: "bad_code_verifier",
    message: "code challenge does not match previously saved code verifier")
}
