import HummingbirdCore
import Logging
import NIOCore

/// The start of every connection, below HTTP and the WebSocket upgrade: the connection counts
/// as idle (so `IdleConnections` can make room by closing it) until its first request's head
/// has arrived, which must happen within `idle` however slowly its bytes come. After that the
/// HTTP pipeline's own timeouts (or the WebSocket's pings) take over.
final class FirstHead: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private static let end: [UInt8] = Array("\r\n\r\n".utf8)

  private let idle: TimeAmount
  private let connections: IdleConnections
  private var matched = 0
  private var arrived = false
  private var deadline: Scheduled<Void>?

  init(idle: TimeAmount, connections: IdleConnections) {
    self.idle = idle
    self.connections = connections
  }

  func handlerAdded(context: ChannelHandlerContext) {
    connections.opened(context.channel)
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: idle) { channel.close(promise: nil) }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if !arrived { look(through: unwrapInboundIn(data), context: context) }
    context.fireChannelRead(data)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    connections.closed(context.channel)
    context.fireChannelInactive()
  }

  /// Follows the bytes for the blank line that ends the first head.
  private func look(through buffer: ByteBuffer, context: ChannelHandlerContext) {
    for byte in buffer.readableBytesView {
      matched = byte == Self.end[matched] ? matched + 1 : (byte == Self.end[0] ? 1 : 0)
      if matched == Self.end.count {
        arrived = true
        deadline?.cancel()
        connections.mark(context.channel, busy: true)
        return
      }
    }
  }
}

/// A server child channel with `FirstHead` at the front of its pipeline.
struct FirstHeadChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  let inner: Inner
  let idle: TimeAmount
  let connections: IdleConnections

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(
        FirstHead(idle: idle, connections: connections), position: .first)
    }.flatMap { inner.setup(channel: channel, logger: logger) }
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
