import CompressNIO
import Hummingbird
import NIOCore

/// Writes a response body through a streaming compressor: compressed bytes go out once a
/// window's worth has gathered, so a large body is never held whole and a page goes out in one
/// write (a write per compressor chunk cost a flush and a system call each).
struct CompressingBodyWriter: ResponseBodyWriter {
  static let windowSize = 64 << 10

  var parent: any ResponseBodyWriter
  let compressor: any NIOCompressor
  private var pending = ByteBuffer()

  init(parent: any ResponseBodyWriter, coding: ContentCoding) throws {
    self.parent = parent
    compressor = coding.algorithm.compressor
    compressor.window = ByteBufferAllocator().buffer(capacity: Self.windowSize)
    try compressor.startStream()
  }

  mutating func write(_ buffer: ByteBuffer) async throws {
    var input = buffer
    var gathered = pending
    pending = ByteBuffer()
    try await input.compressStream(with: compressor, flush: .no) {
      gathered.writeImmutableBuffer($0)
    }
    if gathered.readableBytes >= Self.windowSize {
      try await parent.write(gathered)
    } else {
      pending = gathered
    }
  }

  consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
    var rest = ByteBuffer()
    var gathered = pending
    try await rest.compressStream(with: compressor, flush: .finish) {
      gathered.writeImmutableBuffer($0)
    }
    try compressor.finishStream()
    if gathered.readableBytes > 0 { try await parent.write(gathered) }
    try await parent.finish(trailingHeaders)
  }
}
