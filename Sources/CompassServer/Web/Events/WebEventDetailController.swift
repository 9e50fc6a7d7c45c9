import CompassDomain
import CompassModels
import Foundation
import Hummingbird

/// `/events/{id}`: Event Detail and its actions — edit, Mark Attended with the quick-log
/// dialog, coaches present, logging a metric dated to the event, and the metrics export.
struct WebEventDetailController: Sendable {
  let rest: RestEngine
  let gate: WebGate
  let calendar: Calendar
  let locale: Locale

  func addRoutes(to router: Router<some RequestContext>) {
    router.get("events/:id") { request, context in
      try await withEvent(request, context) { event, session in
        let query = { (key: String) in QueryString.value(key, in: request.uri.query) }
        var panels = EventDetailPage.Panels()
        if query("edit") != nil { panels.edit = (EventFormInput(event: event), false) }
        if query("log") != nil { panels.quickLog = (QuickLogForm(), false) }
        if query("metric") != nil { panels.metric = (MetricForm(loggingAt: event), false) }
        return try await page(event, session, panels: panels)
      }
    }
    router.post("events/:id/edit") { request, context in
      try await posted(request, context) { event, form, session in
        try await edit(event, EventFormInput(form), session)
      }
    }
    router.post("events/:id/attend") { request, context in
      try await posted(request, context) { event, _, session in
        try await rows(session).update(
          TableRegistry.events, id: event.id.description, ["attended": true])
        return HTMLResponse.redirect(to: "/events/\(event.id.description)?log=1#quick-log")
      }
    }
    router.post("events/:id/interactions") { request, context in
      try await posted(request, context) { event, form, session in
        var quickLog = QuickLogForm()
        quickLog.type = InteractionType(known: form["type"]) ?? quickLog.type
        quickLog.direction = InteractionDirection(known: form["direction"]) ?? quickLog.direction
        quickLog.sentiment = InteractionSentiment(known: form["sentiment"]) ?? quickLog.sentiment
        quickLog.content = form["content"] ?? ""
        guard
          let payload = quickLog.payload(for: event, loggedBy: session.user.id, calendar: calendar)
        else {
          var panels = EventDetailPage.Panels()
          panels.quickLog = (quickLog, true)
          return try await page(event, session, panels: panels, status: .badRequest)
        }
        let _: Interaction? = try await rows(session).insert(TableRegistry.interactions, payload)
        return HTMLResponse.redirect(to: "/events/\(event.id.description)")
      }
    }
    router.post("events/:id/coaches") { request, context in
      try await posted(request, context) { event, form, session in
        let schoolCoaches = try await coaches(of: event, session)
        if let coach = Coach.ID(form["coach_id"] ?? ""),
          schoolCoaches.contains(where: { $0.id == coach })
        {
          try await setCoaches(CoachesPresent.adding(coach, to: event), of: event, session)
        }
        return HTMLResponse.redirect(to: "/events/\(event.id.description)#coaches")
      }
    }
    router.post("events/:id/coaches/:coach/remove") { request, context in
      try await posted(request, context) { event, _, session in
        if let coach = context.parameters.get("coach").flatMap(Coach.ID.init) {
          try await setCoaches(CoachesPresent.removing(coach, from: event), of: event, session)
        }
        return HTMLResponse.redirect(to: "/events/\(event.id.description)#coaches")
      }
    }
    router.post("events/:id/metrics") { request, context in
      try await posted(request, context) { event, form, session in
        var metric = MetricForm(loggingAt: event)
        metric.read(form)
        guard let payload = metric.payload() else {
          var panels = EventDetailPage.Panels()
          panels.metric = (metric, true)
          return try await page(event, session, panels: panels, status: .badRequest)
        }
        let _: PerformanceMetric? = try await rows(session).insert(
          TableRegistry.performanceMetrics, payload)
        return HTMLResponse.redirect(to: "/events/\(event.id.description)#metrics")
      }
    }
    router.get("events/:id/metrics.csv") { request, context in
      try await withEvent(request, context) { event, session in
        let metrics = try await metrics(at: event, session)
        return HTMLResponse.download(
          MetricsCSV.make(metrics: metrics, events: [event]), type: "text/csv; charset=utf-8",
          name: ExportFileName.eventMetrics(event, extension: "csv"))
      }
    }
    router.get("events/:id/metrics.pdf") { request, context in
      try await withEvent(request, context) { event, session in
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

  private func edit(_ event: Event, _ submitted: EventFormInput, _ session: WebSessions.Session)
    async throws -> Response
  {
    var input = submitted
    input.eventID = event.id
    input.checkSchool(among: try await rows(session).all(TableRegistry.schools, orderedBy: "name"))
    var panels = EventDetailPage.Panels()
    guard input.validate().isValid else {
      panels.edit = (input, true)
      return try await page(event, session, panels: panels, status: .badRequest)
    }
    do {
      try await input.createSchool(rows(session))
      guard let payload = input.form.payload() else { throw SchoolInsert.NotCreated() }
      try await rows(session).update(TableRegistry.events, id: event.id.description, payload)
    } catch {
      panels.edit = (input, true)
      panels.failure = FormRefusal.message(
        error, otherwise: EventDetailLayout.failureMessage(action: "Update"))
      return try await page(
        event, session, panels: panels, status: FormRefusal.status(error))
    }
    return HTMLResponse.redirect(to: "/events/\(event.id.description)")
  }

  private func page(
    _ event: Event, _ session: WebSessions.Session, panels: EventDetailPage.Panels,
    status: HTTPResponse.Status = .ok
  ) async throws -> Response {
    let rows = rows(session)
    let schools: [School] = try await rows.all(TableRegistry.schools, orderedBy: "name")
    let allCoaches: [Coach] = try await rows.all(TableRegistry.coaches, orderedBy: "last_name")
    let content = EventDetailPage.Content(
      event: event, schoolName: schools.first { $0.id == event.schoolID }?.name,
      allCoaches: allCoaches,
      schoolCoaches: allCoaches.filter { $0.schoolID != nil && $0.schoolID == event.schoolID },
      metrics: try await metrics(at: event, session))
    let page = EventDetailPage(
      content, panels: panels, schools: schools, csrf: session.csrf, locale: locale)
    return HTMLResponse.page(gate.renderer.render(page, session: session), status: status)
  }

  private func withEvent(
    _ request: Request, _ context: some RequestContext,
    _ body: (Event, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    try await gate.signedIn(
      request, row: TableRegistry.events, id: context.parameters.get("id"), rest: rest,
      missing: .event, list: "/events", body)
  }

  /// A form post about one of the user's events.
  private func posted(
    _ request: Request, _ context: some RequestContext,
    _ body: (Event, FormBody, WebSessions.Session) async throws -> Response
  ) async throws -> Response {
    let id = context.parameters.get("id")
    return try await gate.posted(
      request, row: TableRegistry.events, id: id, rest: rest,
      missing: .event, list: "/events", back: "/events/\(id ?? "")", body)
  }

  private func rows(_ session: WebSessions.Session) -> UserRows {
    UserRows(rest: rest, user: session.user.id)
  }

  private func metrics(at event: Event, _ session: WebSessions.Session) async throws
    -> [PerformanceMetric]
  {
    try await rows(session).all(
      TableRegistry.performanceMetrics, matching: [("event_id", "eq.\(event.id.description)")],
      orderedBy: "recorded_date.desc")
  }

  private func coaches(of event: Event, _ session: WebSessions.Session) async throws -> [Coach] {
    guard let school = event.schoolID else { return [] }
    return try await rows(session).all(
      TableRegistry.coaches, matching: [("school_id", "eq.\(school.description)")],
      orderedBy: "last_name")
  }

  private func school(of event: Event, _ session: WebSessions.Session) async throws -> School? {
    try await rows(session).one(TableRegistry.schools, id: event.schoolID?.description)
  }

  private func setCoaches(
    _ coaches: [Coach.ID], of event: Event, _ session: WebSessions.Session
  ) async throws {
    try await rows(session).update(
      TableRegistry.events, id: event.id.description,
      ["coaches_present": coaches.map(\.description)])
  }
}
