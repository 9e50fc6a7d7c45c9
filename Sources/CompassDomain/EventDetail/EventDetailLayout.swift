import CompassModels
import Foundation

/// Which parts of Event Detail show for an event, and what its empty states say.
public struct EventDetailLayout: Hashable, Sendable {
  /// "✓ Mark Attended" disappears once the event is attended.
  public let showsMarkAttended: Bool
  /// "+ Add Coach" needs a linked school.
  public let coachesEnabled: Bool
  public let directionsURL: URL?
  public let eventURL: URL?
  public let statusLabel: String
  public let statusColor: PaletteColor

  public init(event: Event) {
    showsMarkAttended = !event.attended
    coachesEnabled = event.schoolID != nil
    directionsURL = DirectionsURL.make(for: event)
    eventURL = event.url.flatMap { EventForm.isWebURL($0) ? URL(string: $0) : nil }
    let status = EventStatus(event)
    statusLabel = status.label
    statusColor = status.color
  }

  /// The Coaches Present empty state: no school, or nobody recorded yet.
  public func coachesEmptyMessage(presentCount: Int) -> String? {
    if !coachesEnabled && presentCount == 0 { return "Event not linked to school" }
    return presentCount == 0 ? "No coaches recorded" : nil
  }

  public static let deleteConfirmation = "Are you sure?"

  /// "Update failed. Please try again." and the like.
  public static func failureMessage(action: String) -> String {
    "\(action) failed. Please try again."
  }
}
