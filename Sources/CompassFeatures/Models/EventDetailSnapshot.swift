import CompassModels
import Foundation

/// What Event Detail keeps of an event for opening it at a field without signal: the event, its
/// school's name and coaches, and its metrics as last loaded. An event never opened before
/// still opens from the Events List's saved events, without its coaches and metrics.
struct EventDetailSnapshot: Codable {
  let event: Event
  let schoolName: String?
  let coaches: [Coach]
  let metrics: [PerformanceMetric]

  @MainActor
  func keep(in cache: AppCache) {
    cache.keepSnapshot(self, as: Self.name(of: event.id))
  }

  /// The last kept snapshot of the event, else the event as the Events List last loaded it.
  @MainActor
  static func saved(of id: Event.ID, in cache: AppCache) -> EventDetailSnapshot? {
    if let kept = cache.snapshot(Self.self, named: name(of: id)) { return kept }
    let listed = (cache.events?.value ?? cache.offlineEvents())?.first { $0.id == id }
    return listed.map { EventDetailSnapshot(event: $0, schoolName: nil, coaches: [], metrics: []) }
  }

  private static func name(of id: Event.ID) -> String { "event-\(id.description).json" }
}
