import CompassModels
import Foundation
import Observation

/// The data every page shares, with the specs' lifetimes. A change made anywhere lands here, so
/// an edit on Event Detail shows on the Events List at once. The last loaded lists are kept as
/// snapshots for viewing offline.
@MainActor @Observable
public final class AppCache {
  /// A value and when it came from the server.
  public struct Entry<Value: Sendable>: Sendable {
    public let value: Value
    public let fetchedAt: Date
  }

  public static let eventsLifetime: TimeInterval = 5 * 60

  public private(set) var events: Entry<[Event]>?
  /// Bumped on every change to `events`, so a page can tell its prepared index is out of date.
  public private(set) var eventsVersion = 0

  @ObservationIgnored private let snapshots: any SnapshotStore

  public init(snapshots: any SnapshotStore) {
    self.snapshots = snapshots
  }

  /// Whether the cached events are younger than their lifetime at `now`.
  public func eventsAreFresh(at now: Date) -> Bool {
    guard let events else { return false }
    return now.timeIntervalSince(events.fetchedAt) < Self.eventsLifetime
  }

  public func store(events list: [Event], at now: Date) {
    events = Entry(value: list, fetchedAt: now)
    eventsVersion += 1
    if let data = try? JSONEncoder().encode(list) { snapshots.save(data, as: "events.json") }
  }

  /// An event created or changed on any page.
  public func save(event: Event) {
    guard let events else { return }
    var list = events.value
    if let index = list.firstIndex(where: { $0.id == event.id }) {
      list[index] = event
    } else {
      list.append(event)
    }
    store(events: list, at: events.fetchedAt)
  }

  public func removeEvent(_ id: Event.ID) {
    guard let events else { return }
    store(events: events.value.filter { $0.id != id }, at: events.fetchedAt)
  }

  /// The events saved by the last successful load, for showing offline.
  public func offlineEvents() -> [Event]? {
    snapshots.load("events.json").flatMap { try? JSONDecoder().decode([Event].self, from: $0) }
  }

  /// Forgets everything (sign-out): the next user must not see this user's data.
  public func clear() {
    events = nil
    eventsVersion += 1
    snapshots.removeAll()
  }
}
