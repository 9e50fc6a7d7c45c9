import CompassDomain
import CompassModels
import SupabaseKit

extension FamilyModel {
  /// While the page is on screen: a parent or athlete joining, leaving or getting other
  /// access, and a renamed profile, show at once (the family is read again; who may read what
  /// follows it).
  public func followChanges() async {
    let subscriptions = [
      LiveSubscription(table: "family_links"), LiveSubscription(table: "profiles"),
    ]
    await session.follow(subscriptions) { update in await self.apply(update) }
  }

  func apply(_ update: LiveUpdate) async {
    guard phase == .loaded else { return }
    let before = overview?.members ?? []
    await refresh()
    guard case .change(let change) = update, change.table == "family_links" else { return }
    switch change.kind {
    case .insert:
      let people = ["parent_id", "athlete_id"].compactMap {
        change.record[$0]?.stringValue.flatMap(UserID.init)
      }
      let joined = overview?.members.first { people.contains($0.person) }
      liveNotice = joined.map { "\($0.name) joined the family" }
    case .delete:
      let left = before.first { $0.id.description == change.rowID }
      liveNotice = left.map { "\($0.name) is no longer in the family" }
    case .update: break
    }
  }

  public func liveNoticeDismissed() { liveNotice = nil }
}
