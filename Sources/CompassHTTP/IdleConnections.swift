import HummingbirdCore
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The server's open connections and since when each has been idle (waiting for a request's
/// head, however slowly its bytes come, or between requests). When the most connections are
/// open, a new client is let in by closing the connection idle the longest: a thousand idle
/// or trickling connections cannot keep a family out; only connections busy with a request
/// make new ones wait.
package final class IdleConnections: Sendable {
  private struct Entry {
    let channel: any Channel
    var idleSince: ContinuousClock.Instant?
  }

  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  package init() {}

  package func opened(_ channel: any Channel) {
    entries.withLock { $0[ObjectIdentifier(channel)] = Entry(channel: channel, idleSince: .now) }
  }

  package func closed(_ channel: any Channel) {
    _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  /// A request's head has arrived (`busy`) or its answer has been sent.
  package func mark(_ channel: any Channel, busy: Bool) {
    entries.withLock { $0[ObjectIdentifier(channel)]?.idleSince = busy ? nil : .now }
  }

  /// Closes the connection idle the longest; `false` when every connection is busy.
  @discardableResult
  package func closeLongestIdle() -> Bool {
    let oldest: (any Channel)? = entries.withLock { entries in
      guard
        let (key, entry) = entries.filter({ $0.value.idleSince != nil })
          .min(by: { ($0.value.idleSince ?? .now) < ($1.value.idleSince ?? .now) })
      else { return nil }
      entries[key]?.idleSince = nil
      return entry.channel
    }
    oldest?.close(promise: nil)
    return oldest != nil
  }

  /// The pipeline's part: keeps this connection's idleness up to date.
  package final class Tracker: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = HTTPRequestPart
    package typealias InboundOut = HTTPRequestPart
    package typealias OutboundIn = HTTPResponsePart
    package typealias OutboundOut = HTTPResponsePart

    private let connections: IdleConnections

    init(_ connections: IdleConnections) { self.connections = connections }

    package func handlerAdded(context: ChannelHandlerContext) {
      connections.opened(context.channel)
    }

    package func channelInactive(context: ChannelHandlerContext) {
      connections.closed(context.channel)
      context.fireChannelInactive()
    }

    package func handlerRemoved(context: ChannelHandlerContext) {
      connections.closed(context.channel)
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      if case .head = unwrapInboundIn(data) { connections.mark(context.channel, busy: true) }
      context.fireChannelRead(data)
    }

    package func write(
      context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?
    ) {
      if case .end = unwrapOutboundIn(data) { connections.mark(context.channel, busy: false) }
      context.write(data, promise: promise)
    }
  }

  /// Lets the server accept while under `maximum` connections, and past it makes room by
  /// closing the longest idle one (the next accept follows its close).
  package struct Admission: AvailableConnectionsDelegate {
    let connections: IdleConnections
    let maximum: Int
    var open = 0

    package mutating func connectionOpened() { open += 1 }

    package mutating func connectionClosed() { open -= 1 }

    package func isAcceptingNewConnections() -> Bool {
      guard open >= maximum else { return true }
      connections.closeLongestIdle()
      return false
    }
  }
}
