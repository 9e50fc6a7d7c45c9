import Foundation

/// Sends data requests (PostgREST, Storage) with the project key and the user's token. A request
/// refused for its token is retried once after a refresh; refused again, the user is signed out.
struct RequestSender: Sendable {
  let baseURL: URL
  let key: String
  let transport: any HTTPTransport
  let auth: AuthClient

  func postgrest(_ request: TransportRequest) async throws -> TransportResponse {
    try await authorized(request, isRefused: Self.postgrestRefused) { request in
      try await transport.send(request, progress: nil)
    }
  }

  func storage(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)? = nil)
    async throws -> TransportResponse
  {
    try await authorized(request, isRefused: Self.storageRefused) { request in
      try await transport.send(request, progress: progress)
    }
  }

  /// A storage read written to `file` as it arrives.
  func storageDownload(
    _ request: TransportRequest, to file: URL, progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws -> TransportResponse {
    try await authorized(request, isRefused: Self.storageRefused) { request in
      try await transport.download(request, to: file, progress: progress)
    }
  }

  private static func postgrestRefused(_ response: TransportResponse) -> Bool {
    response.status == 401
  }

  private static func storageRefused(_ response: TransportResponse) -> Bool {
    response.status == 401 || StorageErrorReader.error(in: response)?.error == "InvalidJWT"
  }

  private func authorized(
    _ request: TransportRequest, isRefused: (TransportResponse) -> Bool,
    sending: (TransportRequest) async throws -> TransportResponse
  ) async throws -> TransportResponse {
    let token = await auth.accessToken()
    let response = try await sending(signed(request, token: token))
    guard let token, isRefused(response) else { return response }
    guard let fresh = try await auth.tokenAfterRejection(of: token) else { return response }
    let retried = try await sending(signed(request, token: fresh))
    if isRefused(retried) { await auth.end() }
    return retried
  }

  private func signed(_ request: TransportRequest, token: String?) -> TransportRequest {
    var request = request
    request.headers["apikey"] = key
    request.headers["Authorization"] = "Bearer \(token ?? key)"
    request.headers["X-Client-Info"] = "compass-supabasekit/1"
    return request
  }
}
