import CompassModels
import CompassServices
import CompassWeb
import Hummingbird
import NIOCore

/// Every request's context: Hummingbird's core, the peer's address (for the per-address
/// limits on family invite attempts), the athlete the address named, and the connection (for a
/// resumable upload's write that a newer request stops).
public struct CompassRequestContext: SiteRequestContext, RemoteAddressRequestContext,
  ConnectionClosing
{
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?
  package var addressedAthlete: UserID?
  private let channel: any Channel

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
    channel = source.channel
  }

  package func closeConnection() {
    channel.close(promise: nil)
  }
}
