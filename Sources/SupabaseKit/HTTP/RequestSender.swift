import Foundation

/// Sends data requests (PostgREST, Storage) with the project key and the user's token. A request
/// refused for its token is retried once after a refresh; refused again, the user is signed out.
struct RequestSender: Sendable {
  let baseURL: URL
  let key: String
  let transport: any HTTPTransport
  let auth: AuthClient

  func postgrest(_ request: TransportRequest) async throws -> TransportResponse {
    try await authorized(request, progress: nil) { $0.status == 401 }
  }

  func storage(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)? = nil)
    async throws -> TransportResponse
  {
    try await authorized(request, progress: progress) { response in
      response.status == 401 || StorageErrorReader.error(in: response)?.error == "InvalidJWT"
    }
  }

  private func authorized(
    _ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?,
    isRefused: (TransportResponse) -> Bool
  ) async throws -> TransportResponse {
    let token = await auth.accessToken()
    let response = try await send(request, token: token, progress: progress)
    guard let token, isRefused(response) else { return response }
    guard let fresh = try await auth.tokenAfterRejection(of: token) else { return response }
    let retried = try await send(request, token: fresh, progress: progress)
    if isRefused(retried) { await auth.end() }
    return retried
  }

  private func send(
    _ request: TransportRequest, token: String?, progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws -> TransportResponse {
    var request = request
    request.headers["apikey"] = key
    request.headers["Authorization"] = "Bearer \(token ?? key)"
    request.headers["X-Client-Info"] = "compass-supabasekit/1"
    return try await transport.send(request, progress: progress)
  }
}
