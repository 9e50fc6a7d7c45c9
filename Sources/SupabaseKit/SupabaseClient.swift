import Foundation

/// A client for one Supabase project (or `compass serve`): `from(_:)` for PostgREST, `auth`,
/// `storage`, `realtime`. Every request carries the project key and, when signed in, the
/// user's token.
public final class SupabaseClient: Sendable {
  public let url: URL
  public let auth: AuthClient
  public let storage: StorageClient
  public let realtime: RealtimeClient
  private let sender: RequestSender

  public init(
    url: URL, key: String, sessionStore: any SessionStore,
    transport: any HTTPTransport = URLSessionTransport(),
    webSocket: any WebSocketTransport = URLSessionWebSocketTransport(),
    realtimeHeartbeat: Duration = .seconds(25), now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.url = url
    auth = AuthClient(url: url, key: key, transport: transport, store: sessionStore, now: now)
    sender = RequestSender(baseURL: url, key: key, transport: transport, auth: auth)
    storage = StorageClient(sender: sender)
    realtime = RealtimeClient(
      url: url, key: key, transport: webSocket, auth: auth, heartbeat: realtimeHeartbeat)
  }

  /// A query on `table`.
  public func from(_ table: String) -> PostgrestBuilder {
    PostgrestBuilder(table: table, sender: sender)
  }

  /// A call of the database function `function`; filters and transforms apply to its result.
  public func rpc(_ function: String, params: some Encodable = [String: String]()) throws
    -> PostgrestBuilder
  {
    try PostgrestBuilder(table: "rpc/\(function)", sender: sender).calling(params: params)
  }
}

/// `client.storage`: one `StorageFileApi` per bucket.
public struct StorageClient: Sendable {
  let sender: RequestSender

  public func from(_ bucket: String) -> StorageFileApi {
    StorageFileApi(bucket: bucket, sender: sender)
  }
}
