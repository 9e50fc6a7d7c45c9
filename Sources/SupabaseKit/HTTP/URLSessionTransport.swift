import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPTransport` over URLSession; uploads report the bytes sent as they go.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let timeout: TimeInterval

  public init(timeout: TimeInterval = 30) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    self.session = URLSession(configuration: configuration)
    self.timeout = timeout
  }

  public func send(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws(TransportError) -> TransportResponse
  {
    var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    do {
      let (data, response): (Data, URLResponse)
      if let progress, let body = request.body {
        (data, response) = try await upload(urlRequest, body: body, progress: progress)
      } else {
        urlRequest.httpBody = request.body
        (data, response) = try await session.data(for: urlRequest)
      }
      guard let http = response as? HTTPURLResponse else { throw TransportError.failed("not HTTP") }
      var headers: [String: String] = [:]
      for case (let name as String, let value as String) in http.allHeaderFields {
        headers[name.lowercased()] = value
      }
      return TransportResponse(status: http.statusCode, headers: headers, body: data)
    } catch {
      throw Self.transportError(error)
    }
  }

  /// An upload task of its own, driven through its delegate: on Linux a task with a completion
  /// handler reports no progress.
  private func upload(
    _ request: URLRequest, body: Data, progress: @escaping @Sendable (Int64, Int64) -> Void
  ) async throws -> (Data, URLResponse) {
    let listener = UploadListener(progress: progress)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    let uploads = URLSession(configuration: configuration, delegate: listener, delegateQueue: nil)
    defer { uploads.finishTasksAndInvalidate() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        listener.start(uploads.uploadTask(with: request, from: body), continuation: continuation)
      }
    } onCancel: {
      listener.cancel()
    }
  }

  static func transportError(_ error: any Error) -> TransportError {
    if let error = error as? TransportError { return error }
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else { return .failed("\(error)") }
    switch urlError.code {
    case .timedOut: return .timeout
    case .cancelled: return .cancelled
    case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
      .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed, .secureConnectionFailed:
      return .offline
    default: return .failed(urlError.localizedDescription)
    }
  }
}

/// Hears an upload task: its progress, its answer, and its end.
// NB: @unchecked because its state is guarded by `lock`; Mutex needs iOS 18.
private final class UploadListener: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let progress: @Sendable (Int64, Int64) -> Void
  private let lock = NSLock()
  private var task: URLSessionUploadTask?
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
  private var received = Data()

  init(progress: @escaping @Sendable (Int64, Int64) -> Void) {
    self.progress = progress
  }

  func start(
    _ task: URLSessionUploadTask,
    continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    lock.withLock {
      self.task = task
      self.continuation = continuation
    }
    task.resume()
  }

  func cancel() {
    lock.withLock { task }?.cancel()
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    progress(totalBytesSent, totalBytesExpectedToSend)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.withLock { received.append(data) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (waiting, body) = lock.withLock {
      () -> (CheckedContinuation<(Data, URLResponse), any Error>?, Data) in
      defer { continuation = nil }
      return (continuation, received)
    }
    if let error {
      waiting?.resume(throwing: error)
    } else if let response = task.response {
      waiting?.resume(returning: (body, response))
    } else {
      waiting?.resume(throwing: TransportError.failed("no response"))
    }
  }
}
