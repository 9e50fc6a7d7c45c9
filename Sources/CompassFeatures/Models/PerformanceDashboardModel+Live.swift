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
      let shown =
        change.row(as: PerformanceMetric.self)
        ?? metrics.first { $0.id.description == change.rowID }
      var notice: String?
      if let shown {
        notice = await session.liveNotice(
          LiveRows.action(change), item: describe(shown), by: change.madeBy)
      }
      metrics = LiveRows.applying(change, to: metrics, outbox: session.outbox, table: Self.table)
      if let notice { liveNotice = notice }
    }
  }

  /// "Exit Velocity 88 mph".
  func describe(_ metric: PerformanceMetric) -> String {
    "\(metric.metricType.displayName) \(values.value(of: metric))"
  }

  public func liveNoticeDismissed() { liveNotice = nil }
}
