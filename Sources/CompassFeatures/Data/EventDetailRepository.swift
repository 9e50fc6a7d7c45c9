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

  /// Saves edits of the athlete's event `id` with only the changed columns, while it is as last
  /// seen (`EditSaver`).
  public func edits(of id: Event.ID, for user: UserID) -> EditSaver<Event> {
    RowEdits(client: client, table: "events", id: id.description, owner: user)
      .saver(columns: EventEdit.columns(of:))
  }
}
