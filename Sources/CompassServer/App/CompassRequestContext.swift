import Hummingbird
import NIOCore

/// Every request's context: Hummingbird's core and the peer's address, for the per-address
/// limits on family invite attempts.
public struct CompassRequestContext: RequestContext, RemoteAddressRequestContext {
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
