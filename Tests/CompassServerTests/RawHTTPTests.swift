import Foundation
import Testing

@testable import CompassServer

/// Bytes no HTTP library would send, on a real socket: the server answers each with a 4xx or
/// closes that connection, never a 5xx, and keeps serving others.
@Suite("Raw HTTP: malformed requests on the wire")
struct RawHTTPTests {
  @Test func malformedRequestsGetA4xxOrACloseAndTheServerStaysUp() async throws {
    try await TestServer.run(.sqlite, live: true) { api in
      let port = try #require(api.client.port)
      for request in RawHTTPCorpus.requests {
        let response = try await RawSocket.exchange(port: port, Array(request.utf8))
        if let status = RawSocket.status(of: response) {
          #expect(
            (400..<500).contains(status), "\(request.prefix(60).debugDescription) → \(status)")
        }
        // NB: the server closes after its answer; a loaded CI machine may take seconds.
        let health = try await RawSocket.exchange(
          port: port, Array("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8),
          timeout: .seconds(30))
        #expect(
          RawSocket.status(of: health) == 200, "down after \(request.prefix(60).debugDescription)")
      }
    }
  }
}
