import CompassDomain
import CompassModels
import SupabaseKit

/// What a screen on display hears of the changes made elsewhere (the other parent's phone, the
/// web pages).
public enum LiveUpdate: Sendable, Equatable {
  case change(RealtimeChange)
  /// Every subscription is joined, at first or again after a drop: what changed meanwhile was
  /// not heard, so the screen reads again.
  case resync
}

/// One table a screen follows, narrowed to one athlete's rows where the table has an owner.
public struct LiveSubscription: Sendable, Equatable {
  public let table: String
  public let filter: String?

  public init(table: String, filter: String? = nil) {
    self.table = table
    self.filter = filter
  }

  /// `table`'s rows of `athlete` (`user_id=eq.<athlete>`).
  public static func rows(of table: String, athlete: UserID) -> LiveSubscription {
    LiveSubscription(table: table, filter: "user_id=eq.\(athlete)")
  }
}

extension AppSession {
  /// Hands every change to `subscriptions` (and a `resync` whenever all are joined) to
  /// `apply`, in order, until the calling task is cancelled (the screen left).
  public func follow(
    _ subscriptions: [LiveSubscription], apply: @MainActor (LiveUpdate) async -> Void
  ) async {
    let (merged, sink) = AsyncStream.makeStream(of: (Int, RealtimeClient.Event).self)
    let realtime = client.realtime
    let feeding = Task {
      await withTaskGroup(of: Void.self) { group in
        for (index, subscription) in subscriptions.enumerated() {
          group.addTask {
            let events = await realtime.changes(
              table: subscription.table, filter: subscription.filter)
            for await event in events { sink.yield((index, event)) }
          }
        }
      }
      sink.finish()
    }
    defer { feeding.cancel() }
    var joined = Set<Int>()
    for await (index, event) in merged {
      switch event {
      case .subscribed:
        joined.insert(index)
        if joined.count == subscriptions.count { await apply(.resync) }
      case .interrupted: joined.remove(index)
      case .change(let change): await apply(.change(change))
      }
    }
  }

  /// The line for `change` to one of `rows`: the row after it, or as shown before a delete,
  /// named by `item`.
  func liveNotice<Row: Decodable & Identifiable>(
    for change: RealtimeChange, among rows: [Row], item: (Row) -> String
  ) async -> String? where Row.ID: CustomStringConvertible {
    guard
      let row = change.row(as: Row.self) ?? rows.first(where: { $0.id.description == change.rowID })
    else { return nil }
    return await liveNotice(LiveRows.action(change), item: item(row), by: change.madeBy)
  }

  /// The line a screen shows for a change another family member made, or `nil` for the
  /// viewer's own; someone not yet known (a parent who just joined) has the family read again.
  func liveNotice(_ action: LiveChangeText.Action, item: String, by person: UserID?) async
    -> String?
  {
    if let person, person != user, people[person] == nil { await refreshFamily() }
    guard let user else { return nil }
    return LiveChangeText.text(action, item: item, by: person, viewer: user, people: people)
  }
}

/// A change applied to the rows a screen shows: an insert or update puts its row in place (or
/// adds it), a delete takes it out; a row with a write still waiting on this phone keeps the
/// phone's version.
@MainActor
enum LiveRows {
  static func applying<Row: Codable & Identifiable>(
    _ change: RealtimeChange, to rows: [Row], outbox: Outbox, table: String
  ) -> [Row] where Row.ID: CustomStringConvertible {
    let id = change.rowID
    let index = rows.firstIndex { $0.id.description == id } ?? rows.endIndex
    var shown = rows.filter { $0.id.description != id }
    let incoming =
      change.row(as: Row.self).map {
        outbox.overlay([$0], table: table).filter { $0.id.description == id }
      } ?? []
    shown.insert(contentsOf: incoming, at: min(index, shown.endIndex))
    return shown
  }

  /// What the change did, as a notice says it.
  static func action(_ change: RealtimeChange) -> LiveChangeText.Action {
    switch change.kind {
    case .insert: .added
    case .update: .changed
    case .delete: .removed
    }
  }
}

extension RealtimeChange {
  /// Who made the change, when the row says.
  var madeBy: UserID? { madeByID.flatMap(UserID.init) }
}
