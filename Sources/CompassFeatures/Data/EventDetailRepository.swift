import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// What Event Detail reads and writes besides the event row: the school's coaches, the metrics
/// logged at the event, and interactions.
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

  public func metrics(at event: Event.ID, for user: UserID) async throws -> [PerformanceMetric] {
    try await client.from("performance_metrics").select().eq("event_id", value: event.description)
      .eq("user_id", value: user.description).order("recorded_date", ascending: false).execute()
      .value
  }

  public func addMetric(_ payload: MetricPayload) async throws -> PerformanceMetric {
    try await client.from("performance_metrics").insert(payload, returning: .representation)
      .single().execute().value
  }

  public func deleteMetric(_ id: PerformanceMetric.ID) async throws {
    try await client.from("performance_metrics").delete().eq("id", value: id.description)
      .execute()
  }

  public func logInteraction(_ payload: InteractionPayload) async throws {
    try await client.from("interactions").insert(payload).execute()
  }

  /// Saves changed columns of the event and returns it as stored.
  public func update(_ id: Event.ID, with changes: some Encodable & Sendable) async throws
    -> Event
  {
    let rows: [Event] = try await client.from("events").update(changes, returning: .representation)
      .eq("id", value: id.description).execute().value
    guard let event = rows.first else { throw FeatureError.notFound }
    return event
  }
}
