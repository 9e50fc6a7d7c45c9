import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Hears one upload or download task: its progress, its answer, and its end. A download's body
/// is moved to `destination` when it succeeds; an error answer's body is kept in memory instead.
// NB: @unchecked because its state is guarded by `lock`; Mutex needs iOS 18.
final class TaskListener: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate,
  @unchecked Sendable
{
  private let progress: (@Sendable (Int64, Int64) -> Void)?
  private let destination: URL?
  private let lock = NSLock()
  private var task: URLSessionTask?
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
  private var received = Data()
  private var fileError: (any Error)?

  init(progress: (@Sendable (Int64, Int64) -> Void)?, destination: URL? = nil) {
    self.progress = progress
    self.destination = destination
  }

  func start(
    _ task: URLSessionTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>
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
    progress?(totalBytesSent, totalBytesExpectedToSend)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.withLock { received.append(data) }
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    progress?(totalBytesWritten, totalBytesExpectedToWrite)
  }

  /// The temporary file is gone once this returns: move it now, or read an error answer.
  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    let status = (downloadTask.response as? HTTPURLResponse)?.statusCode ?? 0
    do {
      if status >= 400 || destination == nil {
        let body = try Data(contentsOf: location)
        lock.withLock { received = body }
      } else if let destination {
        let files = FileManager.default
        if files.fileExists(atPath: destination.path) { try files.removeItem(at: destination) }
        try files.moveItem(at: location, to: destination)
      }
    } catch {
      lock.withLock { fileError = error }
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (waiting, body, fileError) = lock.withLock {
      () -> (CheckedContinuation<(Data, URLResponse), any Error>?, Data, (any Error)?) in
      defer { continuation = nil }
      return (continuation, received, self.fileError)
    }
    if let error = error ?? fileError {
      waiting?.resume(throwing: error)
    } else if let response = task.response {
      waiting?.resume(returning: (body, response))
    } else {
      waiting?.resume(throwing: TransportError.failed("no response"))
    }
  }
}
