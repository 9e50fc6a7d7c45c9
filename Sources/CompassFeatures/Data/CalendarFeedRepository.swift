import CompassModels
import Foundation
import SupabaseKit

/// Private calendar links to an athlete's season (`rpc/create_calendar_feed`, served by
/// `compass serve`; a hosted Supabase project answers it as an unknown function).
public struct CalendarFeedRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// A new link, as the server made it; any earlier link of the user's to this season ends.
  public struct Link: Decodable, Sendable, Equatable {
    public let url: String
    public let webcal: String
  }

  public func create(for athlete: UserID) async throws -> Link {
    try await client.rpc("create_calendar_feed", params: ["athlete": athlete.description])
      .execute().value
  }
}
