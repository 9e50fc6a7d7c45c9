import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// What Event Detail reads and writes besides the event and its metrics: the school, its
/// coaches, and interactions.
public struct EventDetailRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  public func school(_ id: School.ID) async throws -> School? {
    try await client.from("schools").select().eq("id", value: id.description).maybeSingle()
      .execute().value
  }

  public func coaches(of school: School.ID, for user: UserID) async throws -> [Coach] {
    try await client.from("coaches").select().eq("school_id", value: school.description)
      .eq("user_id", value: user.description).order("last_name").execute().value
  }

  public func logInteraction(_ payload: InteractionPayload, for user: UserID) async throws {
    try await client.from("interactions").insert(Owned(payload: payload, userID: user)).execute()
  }

  /// Saves changed columns of the user's event and returns it as stored.
  /// Saves edits of the athlete's event `id` with only the changed columns, while it is as last
  /// seen (`EditSaver`).
  public func edits(of id: Event.ID, for user: UserID) -> EditSaver<Event> {
    RowEdits(client: client, table: "events", id: id.description, owner: user)
      .saver(columns: EventEdit.columns(of:))
  }

  public func update(_ id: Event.ID, for user: UserID, with changes: some Encodable & Sendable)
    async throws -> Event
  {
    let rows: [Event] = try await client.from("events").update(changes, returning: .representation)
      .eq("id", value: id.description).eq("user_id", value: user.description).execute().value
    guard let event = rows.first else { throw FeatureError.notFound }
    return event
  }
}
