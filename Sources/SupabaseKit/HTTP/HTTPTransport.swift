import Foundation

/// The seam every request goes through: `URLSessionTransport` for real, a wrapper in tests to
/// inject faults.
public protocol HTTPTransport: Sendable {
  /// Sends `request`; `progress` hears bytes sent and bytes expected while a body uploads.
  func send(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws(TransportError) -> TransportResponse

  /// Sends `request` and writes a successful answer's body into `destination` as it arrives, so
  /// memory stays bounded; `progress` hears bytes received and bytes expected (or -1). An
  /// answer of 400 or more carries its body in the response and writes no file.
  func download(
    _ request: TransportRequest, to destination: URL,
    progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws(TransportError) -> TransportResponse
}

/// One HTTP request, as data.
public struct TransportRequest: Sendable, Equatable {
  public var method: String
  public var url: URL
  public var headers: [String: String]
  public var body: Data?
  /// A file sent as the body, read as it goes rather than loaded whole (instead of `body`).
  public var bodyFile: URL?

  public init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil,
    bodyFile: URL? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.bodyFile = bodyFile
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
