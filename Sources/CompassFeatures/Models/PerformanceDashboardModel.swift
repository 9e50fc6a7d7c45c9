import CompassDomain
import CompassModels
import Foundation
import Observation

/// The Performance Dashboard: a chart per metric type chosen by pills, trend and latest cards,
/// the history with edit and delete, the metric form, and exports of what the filter shows.
@MainActor @Observable
public final class PerformanceDashboardModel {
  public static let skeletonDelay: Duration = .milliseconds(500)

  public private(set) var phase: LoadPhase = .idle
  public internal(set) var metrics: [PerformanceMetric] = []
  /// Events, to name the one a metric was logged at.
  public private(set) var events: [Event] = []
  /// Shown over loaded data when a change or reload fails.
  public private(set) var banner: FeatureError?
  /// The data shown came from the last successful load, not the server.
  public private(set) var isOffline = false
  /// Said above the list while it shows what was saved.
  public var offlineNote: String? { isOffline ? OfflineNote.showing("metrics") : nil }
  /// Rows the server sent that could not be read; the rest still show.
  public private(set) var skippedRows = 0
  /// The chart's type pill; `nil` shows the first logged type.
  public private(set) var chartType: MetricType?
  /// The add or edit sheet's form while it is open.
  public var form: MetricForm?
  public private(set) var editing: PerformanceMetric?
  /// Said over the page when someone else logged, changed or removed a metric while it was
  /// open.
  public internal(set) var liveNotice: String?
  /// The metric as its edit opened, and a clash with a change saved meanwhile.
  private var editTrack: EditTrack<PerformanceMetric>?
  public private(set) var formShowsValidation = false
  public private(set) var isSaving = false
  /// Why the open sheet's save failed, shown inside the sheet; the form keeps what was typed.
  public private(set) var saveError: FeatureError?
  public private(set) var pendingDeletion: PerformanceMetric?

  @ObservationIgnored let session: AppSession
  @ObservationIgnored private let repository: MetricsRepository
  @ObservationIgnored private let eventsRepository: EventsRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private var loadedAt: Date?
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale

  public init(
    session: AppSession, metrics: MetricsRepository, events: EventsRepository, clock: AppClock,
    calendar: Calendar, locale: Locale
  ) {
    self.session = session
    self.repository = metrics
    self.eventsRepository = events
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
  }

  // MARK: What the page shows

  public var analysis: MetricAnalysis { MetricAnalysis(metrics: verifiedFilter.apply(metrics)) }

  /// All numbers, or only the verified ones.
  public private(set) var verifiedFilter = VerifiedFilter.all

  /// Said when the filter leaves none of the logged numbers.
  public var filteredEmpty: String? { verifiedFilter.emptyMessage(metrics) }

  /// "92.5 mph" for cards, trends and history.
  public var values: MetricValueFormatter { MetricValueFormatter(locale: locale) }
  /// VoiceOver labels of cards and trends.
  public var text: PerformanceText { PerformanceText(locale: locale) }
  /// "Apr 15, 2026" for the latest cards and history rows.
  public var dates: EventDateText { EventDateText(locale: locale) }

  /// "Added by Dana (parent)" when someone other than the athlete added or last changed
  /// `metric`.
  public func attribution(of metric: PerformanceMetric) -> String? {
    session.attribution(createdBy: metric.createdBy, updatedBy: metric.updatedBy)
  }

  /// The event a metric was logged at, by name ("at Spring Showcase").
  public func eventName(of metric: PerformanceMetric) -> String? {
    metric.eventID.flatMap { id in events.first { $0.id == id } }.map(EventListText.displayName)
  }

  /// The pills: every type with data.
  public var chartTypes: [MetricType] { analysis.loggedTypes }

  public var shownChartType: MetricType? { chartType ?? chartTypes.first }

  /// The chart's points, or `nil` while there are fewer than two (the spec's message shows).
  public var chartSeries: MetricSeries? {
    guard let type = shownChartType, let series = analysis.series(for: type),
      series.points.count >= 2
    else { return nil }
    return series
  }

  public var chartMessage: String? {
    metrics.isEmpty || chartSeries != nil ? nil : PerformanceText.notEnoughForChart
  }

  public var isEmpty: Bool { phase == .loaded && metrics.isEmpty }

  public var filter: MetricFilter {
    MetricFilter(metricType: chartType, verified: verifiedFilter)
  }

  public func formError(for field: MetricFormField) -> String? {
    formShowsValidation ? form?.validate()[field] : nil
  }

  // MARK: Loading

  public func onAppear() async {
    guard phase == .idle else { return }
    await load()
  }

  public func refresh() async { await load() }

  /// The app came back to the foreground: metrics older than their lifetime reload.
  public func becameActive() async {
    guard phase == .loaded,
      loadedAt.map({ clock.now().timeIntervalSince($0) >= AppCache.metricsLifetime }) ?? true
    else { return }
    await load()
  }

  public func retryTapped() async { await load() }

  func load() async {
    guard let user = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    if phase != .loaded { phase = .loading(showsSkeleton: false) }
    let skeleton = SkeletonTimer.start(after: Self.skeletonDelay, clock: clock) { [weak self] in
      self?.phase.revealSkeleton()
    }
    defer { skeleton.cancel() }
    do {
      async let loadedMetrics = repository.all(for: user)
      async let loadedEvents = eventsRepository.all(for: user)
      let (decoded, loaded) = try await (loadedMetrics, loadedEvents)
      (metrics, events, skippedRows) = (
        session.outbox.overlay(decoded.rows, table: Self.table), loaded.rows,
        decoded.failures.count
      )
      loadedAt = clock.now()
      session.cache.keepSnapshot(Snapshot(metrics: metrics, events: events), as: Self.snapshotName)
      banner = nil
      isOffline = false
      phase = .loaded
    } catch {
      let outcome = LoadFailure.after(error, showing: phase == .loaded) {
        session.cache.snapshot(Snapshot.self, named: Self.snapshotName)
      }
      switch outcome {
      case .banner(let failure):
        banner = failure
        isOffline = failure == .offline
      case .offline(let saved):
        (metrics, events) = (session.outbox.overlay(saved.metrics, table: Self.table), saved.events)
        isOffline = true
        phase = .loaded
      case .failed(let failure): phase = .failed(failure)
      }
    }
  }

  private static let snapshotName = "performance.json"

  /// What the page keeps for showing offline.
  private struct Snapshot: Codable {
    let metrics: [PerformanceMetric]
    let events: [Event]
  }

  // MARK: Chart

  public func chartTypeTapped(_ type: MetricType?) { chartType = type }

  public func verifiedFilterChanged(_ filter: VerifiedFilter) { verifiedFilter = filter }

  // MARK: Add, edit, delete

  public func addTapped() {
    open(MetricForm(today: LocalDate.today(now: clock.now(), calendar: calendar)), editing: nil)
  }

  public func editTapped(_ metric: PerformanceMetric) {
    open(MetricForm(editing: metric, today: today), editing: metric)
  }

  private func open(_ form: MetricForm, editing metric: PerformanceMetric?) {
    editing = metric
    editTrack = metric.map(EditTrack.init(base:))
    self.form = form
    formShowsValidation = false
    saveError = nil
  }

  public func formTypeChanged(_ type: MetricType?) { form?.setMetricType(type) }

  public func formCancelled() {
    form = nil
    editing = nil
    editTrack = nil
    saveError = nil
  }

  /// Saves the form (a new metric, or only what the edit changed, over the metric as it
  /// opened); taps while it runs do nothing.
  public func saveTapped() async {
    guard let form, !isSaving, let user = session.editableAthlete else { return }
    formShowsValidation = true
    guard let payload = form.payload() else { return }
    await saving {
      if let editing, let track = editTrack {
        let merge = track.merge(edited: form.columns, columns: MetricEdit.columns(of:))
        try await saveEdit(editing, merge, over: track.base.updatedAt, for: user)
      } else {
        try await logQueued(payload, for: user)
      }
    }
  }

  /// A new metric through the outbox: shown at once, marked until the server has it; a value
  /// the server refuses at once keeps the form open with its reason.
  private func logQueued(_ payload: MetricPayload, for user: UserID) async throws {
    let id = PerformanceMetric.ID(UUID())
    var row = JSONColumns.of(Owned(payload: payload, userID: user))
    row["id"] = .string(id.description)
    let label =
      "Log \(payload.metricType.displayName) \(values.value(payload.value, unit: payload.unit))"
    let write = PendingWrite(
      made: clock.now(), label: label, operation: .insert(table: Self.table, row: row))
    switch await session.outbox.add(write) {
    case .refused(let failure):
      session.outbox.discard(write.id)
      throw failure
    case .sent(let saved?):
      if let metric = JSONColumns.row(saved, as: PerformanceMetric.self)
        ?? JSONColumns.row(row, as: PerformanceMetric.self)
      {
        metrics.insert(metric, at: 0)
      }
    case .sent(nil), .queued, .conflict:
      metrics = session.outbox.overlay(metrics, table: Self.table)
    }
    close()
  }

  /// An edit saved at once with signal (a clash asks then and there); without signal, or
  /// behind a change of the metric still waiting, it goes into the outbox and shows at once.
  private func saveEdit(
    _ metric: PerformanceMetric, _ merge: EditMerge, over version: Date?, for user: UserID
  ) async throws {
    let outcome = try await session.outbox.saveEdit(
      "Edit \(metric.metricType.displayName)",
      of: RowKey(table: Self.table, id: metric.id, owner: user), merge: merge, over: version,
      at: clock.now()
    ) { try await repository.edits(of: metric.id, for: user).save(merge, over: version) }
    if let outcome { return await finish(outcome) }
    metrics = session.outbox.overlay(metrics, table: Self.table)
    close()
  }

  /// What the list says beside a metric not yet on the server ("Waiting to sync").
  public func syncNote(for metric: PerformanceMetric) -> String? {
    session.outbox.note(for: metric.id, in: Self.table)
  }

  /// "2 changes waiting to sync", over the list while writes wait.
  public var syncHeader: String? { session.outbox.header }

  /// The phone's unsent writes, for the header and the changes that need the person.
  public var outbox: Outbox { session.outbox }

  static let table = "performance_metrics"

  /// A save of an edit that clashed with a change made meanwhile.
  public var editConflict: EditConflictPrompt? { editTrack?.prompt }
  /// After "See Both": what the other person saved, shown above the form.
  public var editConflictNotes: [String] { editTrack?.notes ?? [] }

  /// Saves my values over theirs where both changed a field.
  public func keepMineTapped() async {
    guard let conflict = editTrack?.resolving(), let user = session.editableAthlete else { return }
    await saving {
      try await finish(repository.edits(of: conflict.current.id, for: user).keepMine(conflict))
    }
  }

  /// Keeps their values where both changed a field, and saves the rest of mine.
  public func keepTheirsTapped() async {
    guard let conflict = editTrack?.resolving(), let user = session.editableAthlete else { return }
    await saving {
      try await finish(repository.edits(of: conflict.current.id, for: user).keepTheirs(conflict))
    }
  }

  /// Back to the form, now showing theirs with my changes over it and what they saved.
  public func seeBothTapped() {
    guard let current = editTrack?.conflict?.current, let both = editTrack?.seeBoth() else {
      return
    }
    replace(current)
    editing = current
    form = MetricForm(editing: both, today: today)
  }

  private func saving(_ work: () async throws -> Void) async {
    guard !isSaving else { return }
    isSaving = true
    saveError = nil
    defer { isSaving = false }
    do {
      try await work()
    } catch {
      saveError = FeatureError(error)
    }
  }

  private func finish(_ outcome: EditOutcome<PerformanceMetric>) async {
    switch outcome {
    case .saved(let saved):
      replace(saved)
      close()
    case .conflict(let conflict):
      let fields = MetricEdit.fields(of: conflict, events: events, locale: locale)
      editTrack?.clashed(
        conflict,
        prompt: EditConflictPrompt(
          conflict, thing: "metric", fields: fields,
          by: await session.name(of: conflict.current.updatedBy)))
    }
  }

  private func replace(_ metric: PerformanceMetric) {
    metrics = metrics.map { $0.id == metric.id ? metric : $0 }
  }

  private func close() {
    form = nil
    editing = nil
    editTrack = nil
  }

  public func deleteTapped(_ metric: PerformanceMetric) { pendingDeletion = metric }
  public func deleteCancelled() { pendingDeletion = nil }

  public func deleteConfirmed() async {
    guard let metric = pendingDeletion, let user = session.editableAthlete else { return }
    pendingDeletion = nil
    let write = PendingWrite(
      made: clock.now(), label: "Delete \(metric.metricType.displayName)",
      operation: .delete(table: Self.table, id: metric.id.description, owner: user))
    metrics.removeAll { $0.id == metric.id }
    if case .refused(let failure) = await session.outbox.add(write) {
      session.outbox.discard(write.id)
      if failure != .notFound {
        banner = failure
        await load()
      }
    }
  }

  public func bannerDismissed() { banner = nil }

  // MARK: Export

  /// What Export offers: the chart's type alone when one is picked (named first, so the scope
  /// is plain), and every type always.
  public var exportFiles: [ExportFile] {
    let shown = [exportCSV(), exportPDF()]
    guard filter.metricType != nil else { return shown }
    let every = MetricFilter(verified: verifiedFilter)
    return shown + [exportCSV(every), exportPDF(every)]
  }

  /// What `exportFiles` hold, in words.
  public var exportScope: String {
    PerformanceText.exportScope(
      filter.summary(events: events, locale: locale), oneType: filter.metricType != nil)
  }

  /// The metrics `filter` (by default the chart's) keeps, as CSV.
  private func exportCSV(_ filter: MetricFilter? = nil) -> ExportFile {
    let filter = filter ?? self.filter
    return ExportFile(
      data: MetricsCSV.make(metrics: metrics, filter: filter, events: events),
      fileName: ExportFileName.performance(
        filter: filter, of: session.reportName, on: today, extension: "csv"),
      mimeType: "text/csv")
  }

  /// The metrics `filter` (by default the chart's) keeps, as a PDF report.
  private func exportPDF(_ filter: MetricFilter? = nil) -> ExportFile {
    let filter = filter ?? self.filter
    let report = PerformanceReport(
      athleteName: session.reportName, metrics: metrics, filter: filter, events: events,
      locale: locale, timeZone: calendar.timeZone, generatedAt: clock.now())
    return ExportFile(
      data: report.pdf(),
      fileName: ExportFileName.performance(
        filter: filter, of: session.reportName, on: today, extension: "pdf"),
      mimeType: "application/pdf")
  }

  private var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }
}
