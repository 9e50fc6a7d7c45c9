import CompassModels
import CompassWeb
import Hummingbird
import NIOCore

/// Every request's context: Hummingbird's core, the peer's address (for the per-address
/// limits on family invite attempts) and the athlete the address named.
public struct CompassRequestContext: SiteRequestContext, RemoteAddressRequestContext {
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?
  package var addressedAthlete: UserID?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
