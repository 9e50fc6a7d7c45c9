import CompassDomain
import CompassModels
import SupabaseKit

extension PerformanceDashboardModel {
  /// While the dashboard is on screen: metrics logged, changed or removed elsewhere show at
  /// once in the chart and the history, with who did it.
  public func followChanges() async {
    guard let athlete = await session.activeAthlete() else { return }
    await session.follow([.rows(of: Self.table, athlete: athlete)]) { update in
      await self.apply(update)
    }
  }

  func apply(_ update: LiveUpdate) async {
    switch update {
    case .resync:
      if phase == .loaded { await load() }
    case .change(let change):
      guard phase == .loaded else { return }
      let notice = await session.liveNotice(for: change, among: metrics) {
        values.named($0.metricType, $0.value, unit: $0.unit)
      }
      metrics = LiveRows.applying(change, to: metrics, outbox: session.outbox, table: Self.table)
      if let notice { liveNotice = notice }
    }
  }

  public func liveNoticeDismissed() { liveNotice = nil }
}
