import CompassDomain
import CompassModels
import Foundation
import SupabaseKit

/// The signed-in user's performance metrics over SupabaseKit.
public struct MetricsRepository: Sendable {
  let client: SupabaseClient

  public init(client: SupabaseClient) {
    self.client = client
  }

  /// The user's metrics, newest first; only those logged at `event` when one is given. A row
  /// that cannot be read is reported in the result, never fatal to the page.
  public func all(for user: UserID, at event: Event.ID? = nil) async throws
    -> DecodedRows<PerformanceMetric>
  {
    var query = client.from("performance_metrics").select().eq("user_id", value: user.description)
    if let event { query = query.eq("event_id", value: event.description) }
    return try await query.order("recorded_date", ascending: false).execute().value
  }

  /// Saves edits of the athlete's metric `id` with only the changed columns, while it is as last
  /// seen (`EditSaver`).
  public func edits(of id: PerformanceMetric.ID, for user: UserID) -> EditSaver<PerformanceMetric> {
    RowEdits(client: client, table: "performance_metrics", id: id.description, owner: user)
      .saver(columns: MetricEdit.columns(of:))
  }
}
