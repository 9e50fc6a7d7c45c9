import CompassDomain
import CompassModels
import SupabaseKit

extension EventsListModel {
  /// While the list is on screen: events added, changed or removed elsewhere show at once,
  /// with who did it. Returns when the calling task is cancelled.
  public func followChanges() async {
    guard let athlete = await session.activeAthlete() else { return }
    await session.follow([.rows(of: "events", athlete: athlete)]) { update in
      await self.apply(update)
    }
  }

  func apply(_ update: LiveUpdate) async {
    switch update {
    case .resync:
      if phase == .loaded { await reload() }
    case .change(let change):
      guard let events = session.cache.events else { return }
      // NB: the line is made first, so the row and what is said about it show together.
      let notice = await session.liveNotice(for: change, among: events.value) {
        LiveChangeText.quoted($0.name)
      }
      guard let current = session.cache.events else { return }
      session.cache.store(
        events: LiveRows.applying(
          change, to: current.value, outbox: session.outbox, table: "events"),
        at: current.fetchedAt)
      if let notice { liveNotice = notice }
    }
  }

  public func liveNoticeDismissed() { liveNotice = nil }
}
