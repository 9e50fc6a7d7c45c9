import Foundation
import SupabaseKit
import Synchronization

/// The real transport with a hand on it: counts requests per path and answers some with a fault
/// (a status, or a transport error) instead of sending them.
public final class FaultyTransport: HTTPTransport {
  public enum Fault: Sendable {
    case status(Int, String)
    case error(TransportError)
    /// Sent for real, after a pause.
    case delay(Duration)
    /// Sent for real, and the answer lost on its way back.
    case lost
  }

  private let real: URLSessionTransport
  private let state = Mutex<(counts: [String: Int], rule: @Sendable (TransportRequest) -> Fault?)>(
    ([:], { _ in nil }))

  /// - Parameter timeout: long, since a loaded test machine starting every suite at once may
  ///   take more than 10 s to answer; faults are injected, never waited for.
  public init(timeout: TimeInterval = 60) {
    real = URLSessionTransport(timeout: timeout)
  }

  public func inject(_ rule: @escaping @Sendable (TransportRequest) -> Fault?) {
    state.withLock { $0.rule = rule }
  }

  public func count(_ fragment: String) -> Int {
    state.withLock { $0.counts.filter { $0.key.contains(fragment) }.values.reduce(0, +) }
  }

  public func send(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws(TransportError) -> TransportResponse
  {
    try await faulted(request) { () async throws(TransportError) in
      try await real.send(request, progress: progress)
    }
  }

  public func download(
    _ request: TransportRequest, to destination: URL,
    progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws(TransportError) -> TransportResponse {
    try await faulted(request) { () async throws(TransportError) in
      try await real.download(request, to: destination, progress: progress)
    }
  }

  private func faulted(
    _ request: TransportRequest,
    real: () async throws(TransportError) -> TransportResponse
  ) async throws(TransportError) -> TransportResponse {
    let key = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
    let fault = state.withLock { state in
      state.counts[key, default: 0] += 1
      return state.rule(request)
    }
    switch fault {
    case .status(let status, let body)?:
      return TransportResponse(status: status, body: Data(body.utf8))
    case .error(let error)?: throw error
    case .delay(let pause)?:
      try? await Task.sleep(for: pause)
      return try await real()
    case .lost?:
      _ = try await real()
      throw .offline
    case nil: return try await real()
    }
  }
}
