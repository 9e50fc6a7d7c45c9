import Foundation

/// GoTrue's `/auth/v1`: sign-up, sign-in, refresh and sign-out, with the session kept in a
/// `SessionStore`. Concurrent callers of a refresh share one request; a refresh the server refuses
/// signs the user out, one that cannot reach the server keeps the session for offline use.
public actor AuthClient {
  private let url: URL
  private let key: String
  private let transport: any HTTPTransport
  private let store: any SessionStore
  private let now: @Sendable () -> Date
  private var session: Session?
  private var refreshing: Task<Session, any Error>?
  private var listeners: [UUID: AsyncStream<(AuthChangeEvent, Session?)>.Continuation] = [:]

  /// Refresh this long before the access token expires.
  public static let refreshMargin: TimeInterval = 60
  static let apiVersion = "2024-01-01"
  private static let endedSessionCodes: Set = [
    "session_not_found", "session_expired", "refresh_token_not_found", "refresh_token_already_used",
  ]

  init(
    url: URL, key: String, transport: any HTTPTransport, store: any SessionStore,
    now: @escaping @Sendable () -> Date
  ) {
    self.url = url.appending(path: "auth/v1")
    self.key = key
    self.transport = transport
    self.store = store
    self.now = now
    self.session = store.load()
  }

  /// The stored session, as it is (possibly expired).
  public var currentSession: Session? { session }
  public var currentUser: User? { session?.user }

  /// A session whose token is good for at least a minute, refreshed first when needed.
  public var validSession: Session {
    get async throws {
      guard let session else { throw AuthError.sessionMissing }
      guard session.expires(within: Self.refreshMargin, of: now()) else { return session }
      return try await refreshSession()
    }
  }

  /// Sign-in and sign-out events; a new listener first hears `.initialSession`.
  public func authStateChanges() -> AsyncStream<(AuthChangeEvent, Session?)> {
    let (stream, continuation) = AsyncStream.makeStream(of: (AuthChangeEvent, Session?).self)
    let id = UUID()
    listeners[id] = continuation
    continuation.yield((.initialSession, session))
    continuation.onTermination = { _ in Task { await self.removeListener(id) } }
    return stream
  }

  public func signUp(email: String, password: String, data: [String: AnyJSON] = [:]) async throws
    -> AuthResponse
  {
    let body = try await call(
      "POST", "signup",
      json: ["email": .string(email), "password": .string(password), "data": .object(data)])
    if let session = try? JSONDecoder().decode(Session.self, from: body) {
      try start(session, event: .signedIn)
      return AuthResponse(user: session.user, session: session)
    }
    return AuthResponse(user: try JSONDecoder().decode(User.self, from: body), session: nil)
  }

  @discardableResult
  public func signIn(email: String, password: String) async throws -> Session {
    let body = try await call(
      "POST", "token", query: "grant_type=password",
      json: ["email": .string(email), "password": .string(password)])
    let session = try JSONDecoder().decode(Session.self, from: body)
    try start(session, event: .signedIn)
    return session
  }

  /// Ends the session on the server (all devices for `global`), then here; `others` ends every
  /// other session and keeps this one. Offline, it still ends here (but `others` does nothing).
  public func signOut(scope: String = "global") async throws {
    guard let session else { return }
    do {
      _ = try await call(
        "POST", "logout", query: "scope=\(scope)", json: nil, bearer: session.accessToken)
    } catch let error as AuthError {
      if case .api(_, _, let status) = error, status != 401, status != 403, status != 404 {
        throw error
      }
    } catch is TransportError {
      if scope == "others" { throw TransportError.offline }
    }
    if scope != "others" { end() }
  }

  /// Trades the refresh token for a new session; callers arriving meanwhile share the answer.
  @discardableResult
  public func refreshSession() async throws -> Session {
    if let refreshing { return try await refreshing.value }
    guard let token = session?.refreshToken else { throw AuthError.sessionMissing }
    let task = Task { try await self.requestRefresh(token) }
    refreshing = task
    defer { refreshing = nil }
    return try await task.value
  }

  /// Changes the signed-in user's email, password or metadata.
  public func update(email: String? = nil, password: String? = nil, data: [String: AnyJSON]? = nil)
    async throws -> User
  {
    let current = try await validSession
    var fields: [String: AnyJSON] = [:]
    if let email { fields["email"] = .string(email) }
    if let password { fields["password"] = .string(password) }
    if let data { fields["data"] = .object(data) }
    let body = try await call("PUT", "user", json: fields, bearer: current.accessToken)
    let user = try JSONDecoder().decode(User.self, from: body)
    var updated = current
    updated.user = user
    try start(updated, event: .userUpdated)
    return user
  }

  /// The token for a data request: fresh when possible, the current one when the server cannot
  /// be reached to refresh it, `nil` when signed out.
  func accessToken() async -> String? {
    do {
      return try await validSession.accessToken
    } catch {
      return session?.accessToken
    }
  }

  /// A data request was refused with `token`: refresh once (unless another request already did)
  /// and return the new token, or sign out when the server will not refresh.
  func tokenAfterRejection(of token: String) async throws -> String? {
    if let session, session.accessToken != token { return session.accessToken }
    do {
      return try await refreshSession().accessToken
    } catch is TransportError {
      throw TransportError.offline
    } catch {
      end()
      return nil
    }
  }

  /// Signs out here only: the server no longer accepts this session.
  func end() {
    guard session != nil else { return }
    session = nil
    store.remove()
    notify(.signedOut, nil)
  }

  private func requestRefresh(_ token: String) async throws -> Session {
    do {
      let body = try await call(
        "POST", "token", query: "grant_type=refresh_token", json: ["refresh_token": .string(token)])
      let fresh = try JSONDecoder().decode(Session.self, from: body)
      try start(fresh, event: .tokenRefreshed)
      return fresh
    } catch let error as AuthError {
      if let code = error.code, Self.endedSessionCodes.contains(code) { end() }
      throw error
    }
  }

  func start(_ new: Session, event: AuthChangeEvent) throws {
    session = new
    try store.save(new)
    notify(event, new)
  }

  private func notify(_ event: AuthChangeEvent, _ session: Session?) {
    for listener in listeners.values { listener.yield((event, session)) }
  }

  private func removeListener(_ id: UUID) {
    listeners[id] = nil
  }

  func call(
    _ method: String, _ path: String, query: String? = nil, json: [String: AnyJSON]?,
    bearer: String? = nil
  ) async throws -> Data {
    var components = URLComponents(url: url.appending(path: path), resolvingAgainstBaseURL: false)!
    components.percentEncodedQuery = query
    let request = TransportRequest(
      method: method, url: components.url!,
      headers: [
        "apikey": key, "Authorization": "Bearer \(bearer ?? key)",
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": Self.apiVersion,
      ], body: try json.map { try JSONEncoder().encode($0) })
    let response = try await transport.send(request, progress: nil)
    guard (200..<300).contains(response.status) else { throw Self.error(response) }
    return response.body
  }

  static func error(_ response: TransportResponse) -> AuthError {
    let body = (try? JSONDecoder().decode([String: AnyJSON].self, from: response.body)) ?? [:]
    func text(_ key: String) -> String? {
      if case .string(let value)? = body[key] { return value }
      return nil
    }
    let code =
      text("error_code") ?? text("code") ?? response.headers["x-sb-error-code"]
      ?? "unexpected_failure"
    let message =
      text("msg") ?? text("message") ?? text("error_description") ?? text("error")
      ?? "The sign-in service answered \(response.status)"
    if code == "weak_password" { return .weakPassword(message: message) }
    return .api(message: message, code: code, status: response.status)
  }
}
