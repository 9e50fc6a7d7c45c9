import AsyncHTTPClient
import NIOCore
import NIOFileSystem

extension S3Client {
  /// How much of a file one part carries: more than S3's 5 MiB smallest part, and about all
  /// this server holds of a file at once while sending it.
  public static let partSize = 8 << 20

  /// Sends the file at `path` as `key`: in one request when it fits in a part, otherwise part by
  /// part as it is read. A failure abandons the parts already sent, so nothing is left behind.
  public func upload(fileAt path: String, as key: String, contentType: String) async throws {
    try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(path)) { handle in
      var parts = FileParts(handle.readChunks(chunkLength: .bytes(Int64(Self.partSize))))
      let first = try await parts.next() ?? ByteBuffer()
      guard var next = try await parts.next() else {
        return try await put(key, body: .bytes(first), contentType: contentType)
      }
      let id = try await createMultipartUpload(key, contentType: contentType)
      do {
        var sent = [
          (number: 1, etag: try await uploadPart(key, uploadID: id, number: 1, bytes: first))
        ]
        while true {
          let number = sent.count + 1
          sent.append(
            (number, try await uploadPart(key, uploadID: id, number: number, bytes: next)))
          guard let more = try await parts.next() else { break }
          next = more
        }
        try await completeMultipartUpload(key, uploadID: id, parts: sent)
      } catch {
        try? await abortMultipartUpload(key, uploadID: id)
        throw error
      }
    }
  }
}

/// A file's bytes in parts of at least `S3Client.partSize` (the last may be smaller), however
/// the reads happen to come.
private struct FileParts {
  private var chunks: FileChunks.AsyncIterator
  private var pending = ByteBuffer()

  init(_ chunks: FileChunks) {
    self.chunks = chunks.makeAsyncIterator()
  }

  mutating func next() async throws -> ByteBuffer? {
    while pending.readableBytes < S3Client.partSize, var chunk = try await chunks.next() {
      pending.writeBuffer(&chunk)
    }
    guard pending.readableBytes > 0 else { return nil }
    defer { pending = ByteBuffer() }
    return pending
  }
}
