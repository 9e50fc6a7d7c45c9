import CompassDomain
import CompassModels
import SupabaseKit

extension EventDetailModel {
  /// While the event is on screen: its changes made elsewhere, and the metrics logged at it,
  /// show at once with who did it; removed elsewhere, the page goes back to the list (which
  /// says so).
  public func followChanges() async {
    guard let athlete = await session.activeAthlete() else { return }
    let subscriptions: [LiveSubscription] = [
      LiveSubscription(table: "events", filter: "id=eq.\(eventID)"),
      .rows(of: "performance_metrics", athlete: athlete),
    ]
    await session.follow(subscriptions) { update in await self.apply(update) }
  }

  func apply(_ update: LiveUpdate) async {
    guard phase == .loaded, !isDeleted else { return }
    switch update {
    case .resync: await readAgain()
    case .change(let change) where change.table == "events":
      await eventChanged(change)
    case .change(let change):
      await metricChanged(change)
    }
  }

  public func liveNoticeDismissed() { liveNotice = nil }

  private func eventChanged(_ change: RealtimeChange) async {
    guard change.rowID == eventID.description, let shown = event else { return }
    if change.kind == .delete {
      session.cache.removeEvent(eventID)
      isDeleted = true
      return
    }
    guard let changed = change.row(as: Event.self) else { return }
    let notice = await session.liveNotice(
      .changed, item: LiveChangeText.quoted(shown.name), by: change.madeBy)
    show(session.outbox.overlay([changed], table: "events").first ?? changed)
    if let notice { liveNotice = notice }
  }

  private func metricChanged(_ change: RealtimeChange) async {
    let before = metrics.first { $0.id.description == change.rowID }
    let after = change.row(as: PerformanceMetric.self)
    guard before != nil || after?.eventID == eventID else { return }
    let notice = await session.liveNotice(for: change, among: metrics) {
      metricValues.named($0.metricType, $0.value, unit: $0.unit)
    }
    metrics = LiveRows.applying(
      change, to: metrics, outbox: session.outbox, table: "performance_metrics"
    ).filter { $0.eventID == eventID }
    if let notice { liveNotice = notice }
  }

  /// What changed while the socket was away: the event and its metrics read again, quietly.
  private func readAgain() async {
    guard let user = await session.activeAthlete() else { return }
    do {
      async let loaded = events.event(eventID, for: user)
      async let logged = metricsRepository.all(for: user, at: eventID)
      let (fresh, rows) = try await (loaded, logged.rows)
      metrics = pendingMetrics(rows)
      show(session.outbox.overlay([fresh], table: "events").first ?? fresh)
    } catch {
      if FeatureError(error) == .notFound {
        session.cache.removeEvent(eventID)
        isDeleted = true
      }
    }
  }
}
