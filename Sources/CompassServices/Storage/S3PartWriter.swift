import CompassS3
import CompassStore
import Foundation
import Hummingbird
import NIOCore

/// One write to a resumable upload in the S3 store: the tail left by the last write is read
/// back, the body's bytes join it, every full part is sent as it fills (so a server holds at
/// most a part of any upload), and what is left when the body ends becomes the last part (with
/// the upload's last byte) or the new tail.
struct PartWriter {
  let client: S3Client
  let upload: ResumableUploadStore.Upload
  private(set) var state: S3UploadState
  private var pending = ByteBuffer()
  private var received: Int64 = 0

  init(client: S3Client, upload: ResumableUploadStore.Upload, state: S3UploadState) {
    self.client = client
    self.upload = upload
    self.state = state
  }

  /// Reads the last write's tail, which the next part begins with.
  mutating func readTail() async throws {
    guard let tail = state.tail else { return }
    let response = try await client.get(tail.key)
    for try await var piece in response.body { pending.writeBuffer(&piece) }
    guard Int64(pending.readableBytes) == tail.size else {
      throw StorageError("500", "internal", "The upload's stored bytes could not be read back")
    }
  }

  /// Takes the body's bytes, sending each full part.
  mutating func take(_ body: RequestBody) async throws {
    let room = upload.length - upload.offset
    for try await var chunk in body {
      guard Int64(chunk.readableBytes) <= room - received else { throw StorageError.beyondLength }
      received += Int64(chunk.readableBytes)
      pending.writeBuffer(&chunk)
      while pending.readableBytes >= S3Client.partSize {
        try await send(length: S3Client.partSize)
      }
    }
  }

  /// Keeps what is left: the last part when it ends the upload, otherwise a new tail. When that
  /// fails, the bytes kept are those in parts and any tail still standing.
  mutating func end() async throws {
    guard pending.readableBytes > 0 else { return }
    let kept = state.parts.reduce(0) { $0 + $1.size } + Int64(pending.readableBytes)
    if kept == upload.length {
      return try await send(length: pending.readableBytes)
    }
    let key = "resumable/\(upload.id.uuidString.lowercased())/\(UUID().uuidString.lowercased())"
    try await client.put(key, body: .bytes(pending))
    state.tail = .init(key: key, size: Int64(pending.readableBytes))
  }

  private mutating func send(length: Int) async throws {
    guard let part = pending.getSlice(at: pending.readerIndex, length: length) else { return }
    let number = state.parts.count + 1
    let etag = try await client.uploadPart(
      state.key, uploadID: state.upload, number: number, bytes: part)
    state.parts.append(.init(number: number, etag: etag, size: Int64(length)))
    // NB: the tail's bytes are in this part now.
    state.tail = nil
    pending.moveReaderIndex(forwardBy: length)
    pending.discardReadBytes()
  }
}
