import HTTPTypes
import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Answers `Expect: 100-continue` with `100 Continue` at once, so a client such as curl sends an
/// upload's body without first waiting a second for permission. A declared body over the upload
/// limit gets no 100: the route's 413 arrives before any of it is sent.
package final class ExpectContinueHandler: ChannelInboundHandler, RemovableChannelHandler {
  package typealias InboundIn = HTTPRequestPart
  package typealias InboundOut = HTTPRequestPart
  package typealias OutboundOut = HTTPResponsePart

  private let maxBodyBytes: Int64

  package init(maxBodyBytes: Int64) {
    self.maxBodyBytes = maxBodyBytes
  }

  package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head(let request) = unwrapInboundIn(data),
      request.headerFields[.expect]?.lowercased() == "100-continue",
      (request.headerFields[.contentLength].flatMap { Int64($0) } ?? 0) <= maxBodyBytes
    {
      context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
    }
    context.fireChannelRead(data)
  }
}
