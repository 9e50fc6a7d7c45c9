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
  /// How long the Performance Dashboard's metrics count as fresh.
  public static let metricsLifetime: TimeInterval = 5 * 60

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
    keepSnapshot(list, as: "events.json")
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

  /// Keeps the last successful load of a page under `name`, for showing offline.
  public func keepSnapshot(_ value: some Encodable, as name: String) {
    if let data = try? JSONEncoder().encode(value) { snapshots.save(data, as: name) }
  }

  public func snapshot<Value: Decodable>(_ type: Value.Type, named name: String) -> Value? {
    snapshots.load(name).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
  }

  /// The events saved by the last successful load, for showing offline.
  public func offlineEvents() -> [Event]? {
    snapshot([Event].self, named: "events.json")
  }

  // MARK: Documents

  public static let documentLifetime: TimeInterval = 5 * 60
  public static let versionsLifetime: TimeInterval = 10 * 60

  /// The current version of each document, as the Documents list shows them.
  public private(set) var documentList: Entry<[Document]>?
  public private(set) var documents: [Document.ID: Entry<Document>] = [:]
  /// Version histories by version group.
  public private(set) var versionGroups: [Document.ID: Entry<[Document]>] = [:]

  public func store(documentList list: [Document], at now: Date) {
    documentList = Entry(value: list, fetchedAt: now)
    for document in list { documents[document.id] = Entry(value: document, fetchedAt: now) }
  }

  /// The document when it was fetched less than its lifetime before `now`.
  public func document(_ id: Document.ID, freshAt now: Date) -> Document? {
    guard let entry = documents[id], now.timeIntervalSince(entry.fetchedAt) < Self.documentLifetime
    else { return nil }
    return entry.value
  }

  public func versions(of group: Document.ID, freshAt now: Date) -> [Document]? {
    guard let entry = versionGroups[group],
      now.timeIntervalSince(entry.fetchedAt) < Self.versionsLifetime
    else { return nil }
    return entry.value
  }

  /// A document changed or added anywhere: the list shows its group's current version.
  public func save(document: Document, at now: Date) {
    documents[document.id] = Entry(value: document, fetchedAt: now)
    guard let list = documentList else { return }
    var rows = list.value.filter { $0.versionGroupID != document.versionGroupID }
    if document.isCurrent {
      rows.insert(document, at: 0)
    } else if let kept = list.value.first(where: { $0.versionGroupID == document.versionGroupID }) {
      rows.insert(kept, at: 0)
    }
    documentList = Entry(value: rows, fetchedAt: list.fetchedAt)
  }

  public func store(versions: [Document], of group: Document.ID, at now: Date) {
    versionGroups[group] = Entry(value: versions, fetchedAt: now)
    for version in versions { documents[version.id] = Entry(value: version, fetchedAt: now) }
  }

  /// A deleted archived version: the document and its other versions stay.
  public func removeVersion(_ version: Document.ID) { documents[version] = nil }

  /// A deleted document: every version leaves every list.
  public func removeDocumentGroup(_ group: Document.ID) {
    versionGroups[group] = nil
    documents = documents.filter { $0.value.value.versionGroupID != group }
    if let list = documentList {
      documentList = Entry(
        value: list.value.filter { $0.versionGroupID != group }, fetchedAt: list.fetchedAt)
    }
  }

  /// Forgets everything (sign-out): the next user must not see this user's data.
  public func clear() {
    events = nil
    eventsVersion += 1
    documentList = nil
    documents = [:]
    versionGroups = [:]
    snapshots.removeAll()
  }
}
