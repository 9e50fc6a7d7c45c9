import CompassDomain
import CompassHTTP
import CompassModels
import CompassServices
import CompassStore
import Foundation
import Hummingbird

/// `/performance`: the Performance Dashboard, logging, editing and deleting metrics (the delete
/// also serves Event Detail), and the export of the metrics the chart filter shows.
package struct WebPerformanceController: Sendable {
  let rest: RestEngine
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.performance, use: dashboard)
    router.post(.performanceMetrics, use: logMetric)
    router.post(.performanceMetric, use: editMetric)
    router.get(.metricDeletion, use: confirmDelete)
    router.post(.metricDeletion, use: deleteMetric)
    router.get(.performanceCSV, use: exportCSV)
    router.get(.performancePDF, use: exportPDF)
  }

  /// The dashboard, with the log form (`?log`) or a metric's edit form (`?edit=<id>`) open; a
  /// history of thousands of metrics is drawn as heavy work (`HeavyWork`).
  @Sendable func dashboard(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context, when: hasLongHistory) { session in
      let query = try BrowserForm.query(request, as: DashboardQuery.self)
      var forms = PerformancePage.Forms()
      if query.log != nil { forms.log = (MetricForm(today: session.today(at: rest.now())), false) }
      if query.logged != nil { forms.notice = MetricFormMessage.logged }
      if query.saved != nil { forms.notice = MetricFormMessage.saved }
      if let metric = try await data(session).metrics.find(
        id: query.edit.flatMap(PerformanceMetric.ID.init))
      {
        let form = MetricForm(editing: metric, today: session.today(at: rest.now()))
        forms.edit = (metric.id, form, false)
        forms.editCarry = EditCarry(shown: MetricFormFields(shown: form), version: metric.updatedAt)
      }
      return try await page(
        session, chartType: query.type.flatMap(Self.metricType),
        historyPage: query.page.flatMap { Int($0) },
        filter: query.verified == "1" ? .verified : .all, forms: forms)
    }
  }

  /// Thousands of metrics to draw and list make the page heavy work.
  private func hasLongHistory(_ session: WebSessions.Session) async throws -> Bool {
    try await data(session).metrics.count() > HeavyWork.longHistory
  }

  /// Logs a metric; a refused form comes back as typed with its messages.
  @Sendable func logMetric(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      try await gate.creating(
        request, session, as: MetricFormFields.self, otherwise: SitePath(.performance)
      ) { form in
        var metric = MetricForm(today: session.today(at: rest.now()))
        metric.read(form)
        guard let payload = metric.payload() else {
          return try await page(
            session, chartType: nil, forms: PerformancePage.Forms(log: (metric, true)),
            status: .badRequest)
        }
        try await data(session).metrics.insert(payload)
        return HTMLResponse.redirect(to: SitePath(.performance).query("logged", "1"), in: session)
      }
    }
  }

  /// Saves an edited metric of the user's.
  @Sendable func editMetric(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let form = try await gate.form(request, session, as: MetricFormFields.self)
      guard
        let saved = try await data(session).metrics.find(
          id: context.parameters.id(of: PerformanceMetric.self))
      else { return gate.notFound(session, .metric, list: .performance) }
      let today = session.today(at: rest.now())
      var metric = MetricForm(editing: saved, today: today)
      metric.read(form)
      var forms = PerformancePage.Forms(edit: (saved.id, metric, true))
      forms.editCarry = EditCarry(posted: form)
      guard metric.payload() != nil else {
        return try await page(session, chartType: nil, forms: forms, status: .badRequest)
      }
      let start = EditStart(form, fields: MetricFormFields.self) { fields in
        var opened = MetricForm(editing: saved, today: today)
        opened.read(fields)
        return opened.columns
      }
      let outcome: EditOutcome<PerformanceMetric>
      do {
        outcome = try await data(session).metrics.edits(
          of: saved.id, columns: MetricEdit.columns(of:)
        ).save(
          start.merge(edited: metric.columns, current: MetricEdit.columns(of: saved)),
          over: start.version)
      } catch let gone as EditGone {
        forms.editFailure = gone.message
        return try await page(
          session, chartType: nil, forms: forms, status: FormRefusal.status(gone))
      }
      guard case .conflict(let conflict) = outcome else {
        return HTMLResponse.redirect(to: SitePath(.performance).query("saved", "1"), in: session)
      }
      return try await clashed(conflict, session, today: today)
    }
  }

  /// The edit form again over the metric as the other person left it, with my changes over
  /// theirs and the clash panel: Keep Mine, Keep Theirs, or See Both.
  private func clashed(
    _ conflict: EditConflict<PerformanceMetric>, _ session: WebSessions.Session, today: LocalDate
  ) async throws -> Response {
    let current = conflict.current
    let fields = MetricEdit.fields(of: conflict, events: try await events(session), locale: locale)
    var forms = PerformancePage.Forms(
      edit: (current.id, MetricForm(editing: conflict.mineOverTheirs, today: today), false))
    forms.editCarry = EditCarry(
      shown: MetricFormFields(shown: MetricForm(editing: current, today: today)),
      version: current.updatedAt,
      conflict: EditConflictView(
        fields, thing: "metric", by: try await session.nameOfSaver(rest, current.updatedBy)))
    return try await page(session, chartType: nil, forms: forms, status: .conflict)
  }

  /// "Delete …?" as a page of its own, for browsers without the script's dialog.
  @Sendable func confirmDelete(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let back = WebGate.back(request, otherwise: SitePath(.performance))
      guard
        let metric = try await data(session).metrics.find(
          id: context.parameters.id(of: PerformanceMetric.self))
      else { return gate.notFound(session, .metric, list: .performance) }
      let page = ConfirmPage(
        title: "Delete metric", section: SitePath(.performance).path,
        heading: "Delete \(metric.metricType.displayName)?",
        question: MetricFormMessage.deleteConfirmation,
        action: .metricDeletion(metric.id).query("back", back.text),
        confirmLabel: "Delete", cancelHref: back, csrf: session.csrf)
      return page.response(gate.renderer, for: session)
    }
  }

  /// Deletes a metric and goes back where the user came from (the dashboard or Event Detail).
  @Sendable func deleteMetric(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedIn(request, context) { session in
      let back = WebGate.back(request, otherwise: SitePath(.performance))
      _ = try await gate.form(request, session)
      if let id = context.parameters.id(of: PerformanceMetric.self) {
        try await data(session).metrics.delete(id)
      }
      return HTMLResponse.redirect(to: back, in: session)
    }
  }

  /// The metrics the chart filter shows, as CSV.
  @Sendable func exportCSV(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context) { session in
      let filter = try filter(request)
      return HTMLResponse.download(
        MetricsCSV.make(
          metrics: try await metrics(session), filter: filter, events: try await events(session)),
        type: "text/csv; charset=utf-8",
        name: ExportFileName.performance(
          filter: filter, of: session.athleteName, on: session.today(at: rest.now()),
          extension: "csv"))
    }
  }

  /// The metrics the chart filter shows, as a PDF report with its chart.
  @Sendable func exportPDF(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await gate.signedInHeavy(request, context) { session in
      let filter = try filter(request)
      let report = PerformanceReport(
        athleteName: session.athleteName, metrics: try await metrics(session),
        filter: filter, events: try await events(session), locale: locale,
        timeZone: session.calendar.timeZone, generatedAt: rest.now())
      return HTMLResponse.download(
        report.pdf(), type: "application/pdf",
        name: ExportFileName.performance(
          filter: filter, of: session.athleteName, on: session.today(at: rest.now()),
          extension: "pdf"))
    }
  }

  private func page(
    _ session: WebSessions.Session, chartType: MetricType?, historyPage: Int? = nil,
    filter: VerifiedFilter = .all, forms: PerformancePage.Forms, status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let metrics = try await metrics(session)
    let page = PerformancePage(
      metrics: metrics, events: try await events(loggedWith: metrics, session),
      chartType: chartType, historyPage: historyPage, filter: filter, forms: forms,
      today: session.today(at: rest.now()),
      names: try await session.attributionNames(
        rest, for: metrics.flatMap { [$0.createdBy, $0.updatedBy] }),
      csrf: session.csrf, locale: locale)
    return page.response(gate.renderer, for: session, status: status)
  }

  private func data(_ session: WebSessions.Session) -> ScopedData {
    session.data(rest)
  }

  private func metrics(_ session: WebSessions.Session) async throws -> [PerformanceMetric] {
    try await data(session).metrics.list(order: [.descending(.recordedDate)])
  }

  /// Past this many events the page reads them all rather than bind every id.
  private static let namedEventsLimit = 500

  private func events(_ session: WebSessions.Session) async throws -> [Event] {
    try await data(session).events.list(order: [.ascending(.startDate)])
  }

  /// The events `metrics` were logged at, the only ones the page names.
  private func events(loggedWith metrics: [PerformanceMetric], _ session: WebSessions.Session)
    async throws -> [Event]
  {
    let ids = Set(metrics.compactMap(\.eventID))
    guard !ids.isEmpty else { return [] }
    guard ids.count <= Self.namedEventsLimit else { return try await events(session) }
    return try await data(session).events.list(
      where: [.isAmong(.id, Array(ids))], order: [.ascending(.startDate)])
  }

  /// The export's filter from the URL: `type`, `event`, `from`, `to`.
  private func filter(_ request: Request) throws -> MetricFilter {
    let query = try BrowserForm.query(request, as: DashboardQuery.self)
    return MetricFilter(
      metricType: query.type.flatMap(Self.metricType),
      eventID: query.event.flatMap(Event.ID.init),
      startDate: query.from.flatMap(LocalDate.init), endDate: query.to.flatMap(LocalDate.init),
      verified: query.verified == "1" ? .verified : .all)
  }

  /// A type from the URL; one this build does not know may still be among the user's rows.
  private static func metricType(_ text: String) -> MetricType? {
    text.isEmpty ? nil : MetricType(rawValue: text)
  }
}

extension WebPerformanceController {
  /// The dashboard's address: an open form (`log`, `edit=<id>`), the chart's `type`, the
  /// history's `page`, and the export's `event`, `from` and `to`.
  struct DashboardQuery: Decodable, Sendable {
    let log: String?
    let logged: String?
    let saved: String?
    let edit: String?
    let type: String?
    let page: String?
    /// `1`: only verified numbers.
    let verified: String?
    let event: String?
    let from: String?
    let to: String?
  }
}
