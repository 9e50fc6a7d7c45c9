import CompassDomain
import CompassModels
import SupabaseKit

extension DocumentsListModel {
  /// While the list is on screen: documents added, changed or removed elsewhere show at once,
  /// with who did it.
  public func followChanges() async {
    guard let athlete = await session.activeAthlete() else { return }
    await session.follow([.rows(of: "documents", athlete: athlete)]) { update in
      await self.apply(update)
    }
  }

  func apply(_ update: LiveUpdate) async {
    switch update {
    case .resync:
      if phase == .loaded { await refresh() }
    case .change(let change):
      guard phase == .loaded else { return }
      let notice = await session.liveNotice(for: change, among: documents) {
        LiveChangeText.quoted($0.title)
      }
      if let document = change.row(as: Document.self) {
        let shown = session.outbox.overlay([document], table: "documents").first ?? document
        session.cache.save(document: shown, at: clock.now())
      } else {
        // NB: a removed version may leave an older one current: the list is read again.
        await refresh()
      }
      if let notice { liveNotice = notice }
    }
  }

  public func liveNoticeDismissed() { liveNotice = nil }
}
