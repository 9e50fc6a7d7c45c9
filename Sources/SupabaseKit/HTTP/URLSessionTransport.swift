import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPTransport` over URLSession; uploads report the bytes sent as they go, file bodies are
/// read as they are sent, and downloads are written to a file as they arrive.
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
    var urlRequest = urlRequest(for: request)
    do {
      let (data, response): (Data, URLResponse)
      if let file = request.bodyFile {
        let listener = TaskListener(progress: progress)
        (data, response) = try await run(listener) {
          $0.uploadTask(with: urlRequest, fromFile: file)
        }
      } else if let progress, let body = request.body {
        let listener = TaskListener(progress: progress)
        (data, response) = try await run(listener) { $0.uploadTask(with: urlRequest, from: body) }
      } else {
        urlRequest.httpBody = request.body
        (data, response) = try await session.data(for: urlRequest)
      }
      return try Self.response(response, body: data)
    } catch {
      throw Self.transportError(error)
    }
  }

  public func download(
    _ request: TransportRequest, to destination: URL,
    progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws(TransportError) -> TransportResponse {
    let urlRequest = urlRequest(for: request)
    do {
      let listener = TaskListener(progress: progress, destination: destination)
      let (errorBody, response) = try await run(listener) { $0.downloadTask(with: urlRequest) }
      return try Self.response(response, body: errorBody)
    } catch {
      throw Self.transportError(error)
    }
  }

  private func urlRequest(for request: TransportRequest) -> URLRequest {
    var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    return urlRequest
  }

  /// A task of its own session, driven through its delegate: on Linux a task with a completion
  /// handler reports no progress.
  private func run(
    _ listener: TaskListener, _ makeTask: (URLSession) -> URLSessionTask
  ) async throws -> (Data, URLResponse) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    let tasks = URLSession(configuration: configuration, delegate: listener, delegateQueue: nil)
    defer { tasks.finishTasksAndInvalidate() }
    let task = makeTask(tasks)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        listener.start(task, continuation: continuation)
      }
    } onCancel: {
      listener.cancel()
    }
  }

  static func response(_ response: URLResponse, body: Data) throws -> TransportResponse {
    guard let http = response as? HTTPURLResponse else { throw TransportError.failed("not HTTP") }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name.lowercased()] = value
    }
    return TransportResponse(status: http.statusCode, headers: headers, body: body)
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
