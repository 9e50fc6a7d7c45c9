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
      let shown =
        change.row(as: Document.self) ?? documents.first { $0.id.description == change.rowID }
      var notice: String?
      if let shown {
        notice = await session.liveNotice(
          LiveRows.action(change), item: LiveChangeText.quoted(shown.title), by: change.madeBy)
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
