import Foundation

/// The account's mailed links and codes, as supabase-swift calls them.
extension AuthClient {
  /// Asks for a recovery mail to `email`: a link, and a six-digit code for `verifyOTP`.
  public func resetPasswordForEmail(_ email: String) async throws {
    _ = try await call("POST", "recover", json: ["email": .string(email)])
  }

  /// Uses a six-digit code mailed to `email`: signs in (for `.recovery`, with the event
  /// `passwordRecovery`, so the app asks for a new password next).
  @discardableResult
  public func verifyOTP(email: String, token: String, type: EmailOTPType) async throws
    -> Session
  {
    let body = try await call(
      "POST", "verify",
      json: ["email": .string(email), "token": .string(token), "type": .string(type.rawValue)])
    let session = try JSONDecoder().decode(Session.self, from: body)
    try start(session, event: type == .recovery ? .passwordRecovery : .signedIn)
    return session
  }

  /// Ends this session here without asking the server (its account is gone).
  public func forget() {
    end()
  }
}
