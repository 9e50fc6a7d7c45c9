import AsyncAlgorithms
import Hummingbird
import NIOCore

/// A request body that can be ended early: a reader task relays the request's chunks, one at a
/// time (so memory stays bounded), and `stop()` ends it, also while it waits for bytes from a
/// connection that died without closing. The consumer then sees the body fail with
/// `StorageError.writeStopped` after the chunks already relayed.
struct StoppableBody: Sendable {
  let body: RequestBody
  private let reader: Task<Void, Never>

  init(_ source: RequestBody) {
    let chunks = AsyncThrowingChannel<ByteBuffer, any Error>()
    reader = Task {
      do {
        for try await chunk in source {
          await chunks.send(chunk)
          if Task.isCancelled { break }
        }
        if Task.isCancelled { chunks.fail(StorageError.writeStopped) } else { chunks.finish() }
      } catch {
        chunks.fail(Task.isCancelled ? StorageError.writeStopped : error)
      }
    }
    body = RequestBody(asyncSequence: chunks)
  }

  /// Ends the body; a body already read to its end is unaffected.
  func stop() {
    reader.cancel()
  }
}
