import NIOCore
import NIOPosix
import Synchronization

/// Writes bytes to a TCP port and collects whatever comes back until the server closes the
/// connection or `timeout` passes: for requests no HTTP client library would send.
enum RawSocket {
  static func exchange(port: Int, _ bytes: [UInt8], timeout: TimeAmount = .seconds(3))
    async throws -> [UInt8]
  {
    let collector = Collector()
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .channelInitializer { $0.pipeline.addHandler(collector) }
      .connect(host: "127.0.0.1", port: port).get()
    // NB: the connection is closed however this ends, also when the task is cancelled.
    do {
      try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
      let deadline = NIODeadline.now() + timeout
      while channel.isActive, NIODeadline.now() < deadline {
        try await Task.sleep(for: .milliseconds(20))
        if collector.hasCompleteResponse { break }
      }
    } catch {
      try? await channel.close()
      throw error
    }
    try? await channel.close()
    return collector.received
  }

  /// The status code of the first response line, if any arrived.
  static func status(of response: [UInt8]) -> Int? {
    let line = String(decoding: response.prefix { $0 != 0x0D }, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
    return Int(parts[1])
  }

  private final class Collector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let bytes = Mutex<[UInt8]>([])

    var received: [UInt8] { bytes.withLock { $0 } }

    /// A response head has arrived (its body, if any, follows in the same few packets).
    var hasCompleteResponse: Bool {
      bytes.withLock {
        $0.count > 12 && $0.starts(with: Array("HTTP/".utf8)) && $0.contains(0x0A)
      }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let buffer = unwrapInboundIn(data)
      bytes.withLock { $0 += buffer.readableBytesView }
    }
  }
}
