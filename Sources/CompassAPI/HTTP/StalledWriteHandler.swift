import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client has stopped reading what it asked for: once the socket
/// cannot take more bytes, the client has `timeout` to read some before the connection goes.
/// (An idle or slow-to-send client is `HTTPConnectionStateHandler`'s idle timeout.)
final class StalledWriteHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let timeout: TimeAmount
  private var closing: Scheduled<Void>?

  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      closing?.cancel()
      closing = nil
    } else if closing == nil {
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      closing = context.eventLoop.scheduleTask(in: timeout) { loopBound.value.close(promise: nil) }
    }
    context.fireChannelWritabilityChanged()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
  }
}
