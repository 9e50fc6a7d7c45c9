import CompassDomain
import CompassModels
import CompassStore
import Foundation
import Hummingbird

/// `/events/{id}`: Event Detail and its actions — edit, Mark Attended with the quick-log
/// dialog, coaches present, logging a metric dated to the event, and the metrics export.
package struct WebEventDetailController: Sendable {
  let rest: RestEngine
  let gate: WebGate
  let locale: Locale

  package init(rest: RestEngine, gate: WebGate, locale: Locale) {
    self.rest = rest
    self.gate = gate
    self.locale = locale
  }

  package func addRoutes<Context: SiteRequestContext>(to router: Router<Context>) {
    router.get(.event, use: show)
    router.post(.eventEdit, use: saveEdit)
    router.post(.eventAttendance, use: markAttended)
    router.post(.eventInteractions, use: logInteraction)
    router.post(.eventCoaches, use: addCoach)
    router.post(.eventCoachRemoval, use: removeCoach)
    router.post(.eventMetrics, use: logMetric)
    router.get(.eventMetricsCSV, use: exportCSV)
    router.get(.eventMetricsPDF, use: exportPDF)
    router.get(.eventCalendar, use: exportCalendar)
  }

  /// The event, with the edit form (`?edit`), the quick-log dialog (`?log`) or the metric form
  /// (`?metric`) open.
  @Sendable func show(_ request: Request, context: some SiteRequestContext) async throws -> Response
  {
    try await withEvent(request, context) { event, session in
      let open = try BrowserForm.query(request, as: OpenPanels.self)
      var panels = EventDetailPage.Panels()
      if open.edit != nil { panels.edit = (EventFormInput(event: event), false) }
      if open.log != nil { panels.quickLog = (QuickLogForm(), false) }
      panels.notice =
        open.logged.flatMap(InteractionType.init(known:)).map(QuickLogForm.loggedNotice)
        ?? open.proposed.flatMap { Int($0) }.flatMap(FollowUpProposals.notice(count:))
      if open.metric != nil {
        panels.metric = (MetricForm(loggingAt: event, today: session.today(at: rest.now())), false)
      }
      return try await page(event, session, panels: panels)
    }
  }

  /// Saves the edit form; a refused form comes back as typed with its messages.
  @Sendable func saveEdit(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, EventFormFields.self) { event, form, session in
      try await edit(event, form, session)
    }
  }

  /// Marks the event attended and opens the quick-log dialog.
  @Sendable func markAttended(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { event, _, session in
      var values = RowValues<Event>()
      values[.attended] = .flag(true)
      try await data(session).events.update(event.id, values)
      let proposed = try await proposeFollowUps(after: event, session)
      return HTMLResponse.redirect(
        to: .event(event.id).query(
          [("log", "1")] + (proposed > 0 ? [("proposed", String(proposed))] : [])
        )
        .fragment("quick-log"), in: session)
    }
  }

  /// Logs an interaction from the quick-log dialog.
  @Sendable func logInteraction(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, QuickLogFields.self, creates: true) {
      event, form, session in
      var quickLog = QuickLogForm()
      quickLog.type = InteractionType(known: form.type) ?? quickLog.type
      quickLog.direction = InteractionDirection(known: form.direction) ?? quickLog.direction
      quickLog.sentiment = InteractionSentiment(known: form.sentiment) ?? quickLog.sentiment
      quickLog.content = form.content ?? ""
      guard
        let payload = quickLog.payload(
          for: event, loggedBy: session.user.id, calendar: session.calendar)
      else {
        var panels = EventDetailPage.Panels()
        panels.quickLog = (quickLog, true)
        return try await page(event, session, panels: panels, status: .badRequest)
      }
      try await data(session).interactions.insert(payload)
      return HTMLResponse.redirect(
        to: .event(event.id).query("logged", quickLog.type.rawValue), in: session)
    }
  }

  /// Adds one of the event's school's coaches to the coaches present.
  @Sendable func addCoach(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, CoachChoice.self) { event, form, session in
      let schoolCoaches = try await coaches(of: event, session)
      if let coach = Coach.ID(form.coachID ?? ""),
        schoolCoaches.contains(where: { $0.id == coach })
      {
        try await setCoaches(CoachesPresent.adding(coach, to: event), of: event, session)
      }
      return HTMLResponse.redirect(to: .event(event.id).fragment("coaches"), in: session)
    }
  }

  /// Removes a coach from the coaches present.
  @Sendable func removeCoach(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, NoFields.self) { event, _, session in
      if let coach = context.parameters.id("coach", of: Coach.self) {
        try await setCoaches(CoachesPresent.removing(coach, from: event), of: event, session)
      }
      return HTMLResponse.redirect(to: .event(event.id).fragment("coaches"), in: session)
    }
  }

  /// Logs a metric dated to the event; a refused form comes back as typed with its messages.
  @Sendable func logMetric(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await posted(request, context, MetricFormFields.self, creates: true) {
      event, form, session in
      var metric = MetricForm(loggingAt: event, today: session.today(at: rest.now()))
      metric.read(form)
      guard let payload = metric.payload() else {
        var panels = EventDetailPage.Panels()
        panels.metric = (metric, true)
        return try await page(event, session, panels: panels, status: .badRequest)
      }
      try await data(session).metrics.insert(payload)
      return HTMLResponse.redirect(to: .event(event.id).fragment("metrics"), in: session)
    }
  }

  /// The event's metrics as CSV.
  @Sendable func exportCSV(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withEvent(request, context) { event, session in
      try await gate.heavy.run(for: session.user.id.description) {
        let metrics = try await metrics(at: event, session)
        return HTMLResponse.download(
          MetricsCSV.make(metrics: metrics, events: [event]), type: "text/csv; charset=utf-8",
          name: ExportFileName.eventMetrics(event, extension: "csv"))
      }
    }
  }

  /// The event's metrics as a PDF report.
  @Sendable func exportPDF(_ request: Request, context: some SiteRequestContext) async throws
    -> Response
  {
    try await withEvent(request, context) { event, session in
      try await gate.heavy.run(for: session.user.id.description) {
        let report = EventMetricsReport(
          event: event, metrics: try await metrics(at: event, session),
          schoolName: try await school(of: event, session)?.name, locale: locale,
          generatedAt: rest.now())
        return HTMLResponse.download(
          report.pdf(), type: "application/pdf",
          name: ExportFileName.eventMetrics(event, extension: "pdf"))
      }
    }
  }

  private func edit(_ event: Event, _ posted: EventFormFields, _ session: WebSessions.Session)
    async throws -> Response
  {
    var input = EventFormInput(posted)
    input.eventID = event.id
    let data = data(session)
    input.checkSchool(among: try await data.schools.list(order: [.ascending(.name)]))
    var panels = EventDetailPage.Panels()
    panels.editCarry = EditCarry(posted: posted)
    guard input.validate().isValid else {
      panels.edit = (input, true)
      return try await page(event, session, panels: panels, status: .badRequest)
    }
    do {
      try await input.createSchool(data.schools)
      let start = EditStart(posted, fields: EventFormFields.self) {
        EventFormInput($0).form.columns()
      }
      let merge = start.merge(edited: input.form.columns(), current: EventEdit.columns(of: event))
      let outcome = try await data.events.edits(of: event.id, columns: EventEdit.columns(of:))
        .save(merge, over: start.version)
      guard case .conflict(let conflict) = outcome else {
        return HTMLResponse.redirect(to: .event(event.id), in: session)
      }
      return try await clashed(conflict, session, schools: try await data.schools.list(order: []))
    } catch {
      panels.edit = (input, true)
      panels.failure = FormRefusal.message(
        error, otherwise: EventDetailLayout.failureMessage(action: "Update"))
      return try await page(
        event, session, panels: panels, status: FormRefusal.status(error))
    }
  }

  /// The edit form again over the event as the other person left it, with my changes over
  /// theirs and the clash panel: Keep Mine, Keep Theirs, or See Both.
  private func clashed(
    _ conflict: EditConflict<Event>, _ session: WebSessions.Session, schools: [School]
  ) async throws -> Response {
    let current = conflict.current
    let fields = EventEdit.fields(of: conflict, schools: schools, locale: locale)
    var panels = EventDetailPage.Panels()
    panels.edit = (EventFormInput(event: conflict.mineOverTheirs), false)
    panels.editCarry = EditCarry(
      shown: EventFormFields(shown: EventFormInput(event: current)), version: current.updatedAt,
      conflict: EditConflictView(
        fields, thing: "event", by: try await session.nameOfSaver(rest, current.updatedBy)))
    return try await page(current, session, panels: panels, status: .conflict)
  }

  private func page(
    _ event: Event, _ session: WebSessions.Session, panels: EventDetailPage.Panels,
    status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let data = data(session)
    let schools = try await data.schools.list(order: [.ascending(.name)])
    let allCoaches = try await data.coaches.list(order: [.ascending(.lastName)])
    let metrics = try await metrics(at: event, session)
    let names = try await session.attributionNames(
      rest,
      for: [event.createdBy, event.updatedBy] + metrics.flatMap { [$0.createdBy, $0.updatedBy] })
    let content = EventDetailPage.Content(
      event: event, schoolName: schools.first { $0.id == event.schoolID }?.name,
      allCoaches: allCoaches,
      schoolCoaches: allCoaches.filter { $0.schoolID != nil && $0.schoolID == event.schoolID },
      metrics: metrics, names: names, today: session.today(at: rest.now()),
      viewerZone: session.calendar.timeZone)
    let page = EventDetailPage(
      content, panels: panels, schools: schools, csrf: session.csrf, locale: locale)
    return page.response(gate.renderer, for: session, status: status)
  }

  func withEvent(
    _ request: Request, _ context: some SiteRequestContext,
    _ body: (Event, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.signedIn(
      request, context, row: Event.self, rest: rest,
      missing: .event, list: .events, body)
  }

  /// A form post about one of the user's events.
  private func posted<Fields: Decodable & Sendable>(
    _ request: Request, _ context: some SiteRequestContext, _ fields: Fields.Type,
    creates: Bool = false,
    _ body: (Event, Fields, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.posted(
      request, context, row: Event.self, rest: rest,
      missing: .event, list: .events, fields: fields,
      createsOnce: creates ? { .event($0.id) } : nil, body)
  }

  /// Proposes a follow-up for each coach present (`FollowUpProposals`), each made once however
  /// often the event is marked; how many there are.
  private func proposeFollowUps(after event: Event, _ session: WebSessions.Session) async throws
    -> Int
  {
    guard !event.coachesPresent.isEmpty else { return 0 }
    let data = data(session)
    let proposals = FollowUpProposals.proposals(
      for: event, coaches: try await data.coaches.list(order: [.ascending(.lastName)]),
      schools: try await data.schools.list(order: [.ascending(.name)]),
      today: session.today(at: rest.now()))
    for proposal in proposals {
      _ = try await data.followUps.insertOnce(FollowUpPayload(proposal), id: proposal.id)
    }
    return proposals.count
  }

  private func data(_ session: WebSessions.Session) -> ScopedData {
    session.data(rest)
  }

  private func metrics(at event: Event, _ session: WebSessions.Session) async throws
    -> [PerformanceMetric]
  {
    try await data(session).metrics.list(
      where: [.equals(.eventID, event.id)], order: [.descending(.recordedDate)])
  }

  private func coaches(of event: Event, _ session: WebSessions.Session) async throws -> [Coach] {
    guard let school = event.schoolID else { return [] }
    return try await data(session).coaches.list(
      where: [.equals(.schoolID, school)], order: [.ascending(.lastName)])
  }

  private func school(of event: Event, _ session: WebSessions.Session) async throws -> School? {
    guard let school = event.schoolID else { return nil }
    return try await data(session).schools.find(school)
  }

  private func setCoaches(
    _ coaches: [Coach.ID], of event: Event, _ session: WebSessions.Session
  ) async throws {
    var values = RowValues<Event>()
    values[.coachesPresent] = .uuids(coaches.map(\.uuid))
    try await data(session).events.update(event.id, values)
  }
}

extension WebEventDetailController {
  /// Which of the page's panels the address opens (`?edit=1`, `?log=1`, `?metric=1`).
  struct OpenPanels: Decodable, Sendable {
    let edit: String?
    let log: String?
    let metric: String?
    /// The type of interaction just logged, for the page to say so.
    let logged: String?
    /// How many follow-ups marking attended proposed.
    let proposed: String?
  }

  /// The quick-log dialog's fields.
  struct QuickLogFields: Decodable, Sendable {
    let type: String?
    let direction: String?
    let sentiment: String?
    let content: String?
  }

  /// The coach chosen to add to the coaches present.
  struct CoachChoice: Decodable, Sendable {
    let coachID: String?

    enum CodingKeys: String, CodingKey {
      case coachID = "coach_id"
    }
  }
}
