import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPTransport` whose file uploads run in one background URLSession, so the system keeps
/// sending a video's pieces while the app is in the background or suspended (and wakes it when
/// one ends); every other request goes through `standard`. A piece that ends while the app is
/// gone is found again by asking the server (`HEAD` on the TUS upload), never by this object.
public final class BackgroundUploadTransport: HTTPTransport {
  private let session: URLSession
  private let events: BackgroundTaskEvents
  private let standard: any HTTPTransport

  /// `configuration` is `URLSessionConfiguration.background(withIdentifier:)` in the app.
  public init(
    configuration: URLSessionConfiguration, standard: any HTTPTransport = URLSessionTransport()
  ) {
    events = BackgroundTaskEvents()
    session = URLSession(configuration: configuration, delegate: events, delegateQueue: nil)
    self.standard = standard
  }

  /// The app's background-session configuration: sent as soon as possible (not at the system's
  /// leisure) and waking the app when a piece ends.
  public static func configuration(identifier: String) -> URLSessionConfiguration {
    #if canImport(FoundationNetworking)
      // NB: Linux has no background sessions (corelibs marks them unavailable); the same
      // delegate-driven session runs in the process there.
      return .default
    #else
      let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
      configuration.isDiscretionary = false
      configuration.sessionSendsLaunchEvents = true
      return configuration
    #endif
  }

  public func send(_ request: TransportRequest, progress: (@Sendable (Int64, Int64) -> Void)?)
    async throws(TransportError) -> TransportResponse
  {
    guard let file = request.bodyFile else {
      return try await standard.send(request, progress: progress)
    }
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.uploadTask(with: urlRequest, fromFile: file)
    do {
      let (body, response) = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          events.start(task, progress: progress, continuation: continuation)
        }
      } onCancel: {
        task.cancel()
      }
      return try URLSessionTransport.response(response, body: body)
    } catch {
      throw URLSessionTransport.transportError(error)
    }
  }

  public func download(
    _ request: TransportRequest, to destination: URL,
    progress: (@Sendable (Int64, Int64) -> Void)?
  ) async throws(TransportError) -> TransportResponse {
    try await standard.download(request, to: destination, progress: progress)
  }

  /// The system woke the app for this session's events: `completion` runs once they are all
  /// delivered (`application(_:handleEventsForBackgroundURLSession:completionHandler:)`).
  public func handleEvents(completion: @escaping @Sendable () -> Void) {
    events.whenDelivered(completion)
  }
}

/// Hears the background session's tasks: each one's progress, answer and end, handed to the
/// request waiting for it; a task left from before the app was relaunched has none.
// NB: @unchecked because its state is guarded by `lock`; Mutex needs iOS 18.
final class BackgroundTaskEvents: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Waiting {
    let progress: (@Sendable (Int64, Int64) -> Void)?
    let continuation: CheckedContinuation<(Data, URLResponse), any Error>
    var body = Data()
  }

  private let lock = NSLock()
  private var waiting: [Int: Waiting] = [:]
  private var delivered: (@Sendable () -> Void)?

  func start(
    _ task: URLSessionTask, progress: (@Sendable (Int64, Int64) -> Void)?,
    continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    lock.withLock {
      waiting[task.taskIdentifier] = Waiting(progress: progress, continuation: continuation)
    }
    task.resume()
  }

  func whenDelivered(_ completion: @escaping @Sendable () -> Void) {
    lock.withLock { delivered = completion }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    lock.withLock { waiting[task.taskIdentifier]?.progress }?(
      totalBytesSent, totalBytesExpectedToSend)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.withLock { waiting[dataTask.taskIdentifier]?.body.append(data) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let ended = lock.withLock({ waiting.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    if let error {
      ended.continuation.resume(throwing: error)
    } else if let response = task.response {
      ended.continuation.resume(returning: (ended.body, response))
    } else {
      ended.continuation.resume(throwing: TransportError.failed("no response"))
    }
  }

  #if !canImport(FoundationNetworking)
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
      let completion = lock.withLock {
        defer { delivered = nil }
        return delivered
      }
      DispatchQueue.main.async { completion?() }
    }
  #endif
}
