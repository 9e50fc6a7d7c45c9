import CompressNIO
import Hummingbird
import NIOCore

/// Writes a response body through a streaming compressor: each chunk goes out compressed as
/// the compressor's window fills, so a large body is never held whole.
package struct CompressingBodyWriter: ResponseBodyWriter {
  package static let windowSize = 64 << 10

  package var parent: any ResponseBodyWriter
  package let compressor: any NIOCompressor

  package init(parent: any ResponseBodyWriter, coding: ContentCoding) throws {
    self.parent = parent
    compressor = coding.algorithm.compressor
    compressor.window = ByteBufferAllocator().buffer(capacity: Self.windowSize)
    try compressor.startStream()
  }

  package mutating func write(_ buffer: ByteBuffer) async throws {
    var input = buffer
    try await input.compressStream(with: compressor, flush: .no) { try await parent.write($0) }
  }

  package consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
    var rest = ByteBuffer()
    try await rest.compressStream(with: compressor, flush: .finish) { try await parent.write($0) }
    try compressor.finishStream()
    try await parent.finish(trailingHeaders)
  }
}
