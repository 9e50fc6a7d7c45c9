import HTTPTypes
import HummingbirdTesting
import NIOCore

/// Requests to a live test server through a client that waits up to two minutes for an answer,
/// where HummingbirdTesting's gives up after 20 s without a byte. CI runs every suite at once
/// on two cores with PostgreSQL and moto beside them; a request there can wait its turn that
/// long (and a retry is answered only once the write it stopped has ended) without anything
/// being wrong. A server that never answers still fails the test.
struct PatientClient: Sendable {
  private let client: TestClient

  /// Runs `body` with a patient client for `api`'s live server (`api` unchanged when it is
  /// not live), closing the client after.
  static func serving<T: Sendable>(_ api: TestAPI, _ body: (TestAPI) async throws -> T)
    async throws -> T
  {
    guard let port = api.client.port else { return try await body(api) }
    let client = TestClient(
      host: "localhost", port: port, configuration: .init(timeout: .seconds(120)))
    client.connect()
    var patient = api
    patient.patient = PatientClient(client: client)
    do {
      let value = try await body(patient)
      try await client.shutdown()
      return value
    } catch {
      try? await client.shutdown()
      throw error
    }
  }

  func execute(
    _ uri: String, _ method: HTTPRequest.Method, _ headers: HTTPFields, _ body: ByteBuffer?
  ) async throws -> TestReply {
    var fields = headers
    fields[.connection] = "keep-alive"
    let response = try await client.execute(
      .init(uri, method: method, authority: "localhost", headers: fields, body: body))
    return TestReply(
      status: Int(response.status.code), headers: response.headers,
      body: response.body ?? ByteBuffer())
  }
}
