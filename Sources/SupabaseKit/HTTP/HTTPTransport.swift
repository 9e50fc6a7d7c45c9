import Foundation

/// The seam every request goes through: `URLSessionTransport` for real, a wrapper in tests to
/// inject faults.
public protocol HTTPTransport: Sendable {
  /// Sends `request`; `progress` hears bytes sent and bytes expected while a body uploads.
  func send(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws(TransportError) -> TransportResponse
}

/// One HTTP request, as data.
public struct TransportRequest: Sendable, Equatable {
  public var method: String
  public var url: URL
  public var headers: [String: String]
  public var body: Data?

  public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// One HTTP response; header names are lowercased.
public struct TransportResponse: Sendable, Equatable {
  public var status: Int
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    self.body = body
  }
}

/// Why a request got no HTTP response at all.
public enum TransportError: Error, Sendable, Equatable {
  /// No network, the host unreachable, or the connection dropped mid-request.
  case offline
  case timeout
  case cancelled
  case failed(String)
}
