import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client has stopped reading what it asked for: once the socket
/// cannot take more bytes, the client has `timeout` to read some before the connection goes.
/// (An idle or slow-to-send client is `HTTPConnectionStateHandler`'s idle timeout.)
package final class StalledWriteHandler: ChannelDuplexHandler, RemovableChannelHandler {
  package typealias InboundIn = HTTPRequestPart
  package typealias InboundOut = HTTPRequestPart
  package typealias OutboundIn = HTTPResponsePart
  package typealias OutboundOut = HTTPResponsePart

  private let timeout: TimeAmount
  private var closing: Scheduled<Void>?

  package init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  package func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      closing?.cancel()
      closing = nil
    } else if closing == nil {
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      closing = context.eventLoop.scheduleTask(in: timeout) { loopBound.value.close(promise: nil) }
    }
    context.fireChannelWritabilityChanged()
  }

  package func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
  }
}
