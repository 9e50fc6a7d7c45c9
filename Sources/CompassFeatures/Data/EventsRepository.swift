import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// The signed-in user's events over SupabaseKit, with the spec's queries.
public struct EventsRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// Every event of `user`, earliest first; rows that cannot be read are reported, not fatal.
  public func all(for user: UserID) async throws -> DecodedRows<Event> {
    try await client.from("events").select().eq("user_id", value: user.description)
      .order("start_date", ascending: true).execute().value
  }

  public func event(_ id: Event.ID, for user: UserID) async throws -> Event {
    try await client.from("events").select().eq("id", value: id.description)
      .eq("user_id", value: user.description).single().execute().value
  }

  public func delete(_ id: Event.ID, for user: UserID) async throws {
    let deleted: [Event] = try await client.from("events").delete(returning: .representation)
      .eq("id", value: id.description).eq("user_id", value: user.description).execute().value
    guard !deleted.isEmpty else { throw FeatureError.notFound }
  }
}
