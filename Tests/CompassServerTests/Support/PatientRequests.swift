import HTTPTypes
import HummingbirdTesting
import NIOCore

/// Requests to a test server through a client that waits up to two minutes for an answer, where
/// HummingbirdTesting's gives up after 20 s without a byte: for a request the server answers
/// only once other work has ended (a retry waiting for a stopped write), which on a machine
/// running every suite at once can take longer than that.
struct PatientRequests {
  private let client: TestClient
  private let anonKey: String

  /// Runs `body` with patient requests to `api`'s server, closing the client after.
  static func to<T: Sendable>(_ api: TestAPI, _ body: (PatientRequests) async throws -> T)
    async throws -> T
  {
    guard let port = api.client.port else { throw TestFailure("the server is not live") }
    let client = TestClient(
      host: "localhost", port: port, configuration: .init(timeout: .seconds(120)))
    client.connect()
    do {
      let value = try await body(PatientRequests(client: client, anonKey: api.anonKey))
      try await client.shutdown()
      return value
    } catch {
      try? await client.shutdown()
      throw error
    }
  }

  /// A request with the project's key, the token's bearer (if any) and `headers`.
  func send(
    _ method: HTTPRequest.Method, _ uri: String, token: String?, body: ByteBuffer? = nil,
    headers: HTTPFields = [:]
  ) async throws -> TestReply {
    var fields = headers
    fields[HTTPField.Name("apikey")!] = anonKey
    if let token { fields[.authorization] = "Bearer \(token)" }
    fields[.connection] = "keep-alive"
    let response = try await client.execute(
      .init(uri, method: method, authority: "localhost", headers: fields, body: body))
    return TestReply(
      status: Int(response.status.code), headers: response.headers,
      body: response.body ?? ByteBuffer())
  }
}
