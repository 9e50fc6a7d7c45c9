import CompassModels
import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// A page's `/live` stream opened as a browser's `EventSource` opens it (with the browser's
/// cookies), keeping what arrives for the test to read.
final class EventStreamProbe: Sendable {
  private let channel: any Channel
  private let collector: Collector

  private init(channel: any Channel, collector: Collector) {
    self.channel = channel
    self.collector = collector
  }

  static func open(port: Int, path: String, cookies: String) async throws -> EventStreamProbe {
    let collector = Collector()
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .channelInitializer { $0.pipeline.addHandler(collector) }
      .connect(host: "127.0.0.1", port: port).get()
    let request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: \(cookies)\r\n\r\n"
    try await channel.writeAndFlush(ByteBuffer(string: request))
    let probe = EventStreamProbe(channel: channel, collector: collector)
    try await probe.waitFor("opened") { $0.contains("retry: 2000") || $0.contains("\r\n\r\n") }
    return probe
  }

  /// Everything received, head included.
  var text: String { String(decoding: collector.received, as: UTF8.self) }

  /// The `data` of each `change` event so far.
  var changes: [[String: JSONValue]] {
    text.components(separatedBy: "event: change\ndata: ").dropFirst().compactMap { part in
      let line = part.prefix { $0 != "\n" }
      return try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)).objectValue
    }
  }

  /// Whether the server has ended the stream (its last chunk sent, or the connection closed).
  var isEnded: Bool { !channel.isActive || text.hasSuffix("\r\n0\r\n\r\n") }

  func waitFor(_ what: String, within seconds: Int = 60, _ holds: (String) -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !holds(text) {
      guard ContinuousClock.now < deadline else { throw TestFailure("never \(what): \(text)") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  func close() async { try? await channel.close() }

  private final class Collector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let bytes = Mutex<[UInt8]>([])

    var received: [UInt8] { bytes.withLock { $0 } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let buffer = unwrapInboundIn(data)
      bytes.withLock { $0 += buffer.readableBytesView }
    }
  }
}
