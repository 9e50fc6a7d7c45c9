import CompassModels
import CompassStore

/// PKCE for mailed links, as GoTrue does it: a request for a mail may carry `code_challenge`
/// and `code_challenge_method`; its link then leads on with `?code=`, and
/// `/token?grant_type=pkce` signs in with that code and the verifier behind the challenge, so
/// a link intercepted on its way to the app signs nobody in.
extension AuthService {
  /// The challenge a request carried: none, or both fields well formed.
  package static func challenge(_ value: String?, method: String?) throws(AuthError)
    -> CodeChallenge?
  {
    let value = value ?? ""
    let method = method ?? ""
    if value.isEmpty && method.isEmpty { return nil }
    guard !value.isEmpty, !method.isEmpty else { throw .challengeIncomplete }
    guard let known = CodeChallenge.Method(rawValue: method.lowercased()) else {
      throw .challengeMethod
    }
    guard CodeChallenge.isWellFormed(value) else { throw .challengeMalformed }
    return CodeChallenge(value: value, method: known)
  }

  /// Where a followed mailed link leads on.
  package enum LinkOutcome: Sendable {
    /// Signed in: the session, for the redirect's fragment.
    case signedIn(JSONValue, AuthStore.TokenPurpose)
    /// A PKCE link: the authorization code, for the redirect's query.
    case authorized(code: String)
  }

  /// A mailed link followed to an allowed redirect: its token used, then a session, or for a
  /// PKCE link an authorization code.
  package func followLink(type: String?, token: String, device: String?) async throws
    -> LinkOutcome
  {
    let used = try await useMailedToken(type: type, tokenHash: token, email: nil, code: nil)
    guard let challenge = used.challenge else {
      return .signedIn(try await session(for: used.user, device: device), used.purpose)
    }
    return .authorized(
      code: try await store.issueAuthCode(
        for: used.user.id, challenge: challenge, purpose: used.purpose))
  }

  /// `grant_type=pkce`: the authorization code and its verifier, exchanged for a session.
  package func exchange(authCode: String?, verifier: String?, device: String?) async throws
    -> JSONValue
  {
    guard let authCode, !authCode.isEmpty, let verifier, !verifier.isEmpty else {
      throw AuthError.exchangeIncomplete
    }
    guard CodeChallenge.isWellFormed(verifier) else { throw AuthError.verifierMalformed }
    switch try await store.useAuthCode(authCode) {
    case .unknown: throw AuthError.flowStateNotFound
    case .expired: throw AuthError.flowStateExpired
    case .found(let user, let challenge, _):
      guard challenge.isMet(by: verifier) else { throw AuthError.badCodeVerifier }
      return try await session(for: user, device: device)
    }
  }
}
