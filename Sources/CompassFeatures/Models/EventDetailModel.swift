import CompassDomain
import CompassModels
import Foundation
import Observation

/// Event Detail: the event with its school's coaches and its metrics, loaded together; edit,
/// delete, Mark Attended with the quick-log dialog, coaches present, metric logging and export.
@MainActor @Observable
public final class EventDetailModel {
  public let eventID: Event.ID
  public private(set) var phase: LoadPhase = .idle
  public internal(set) var event: Event?
  public private(set) var schoolName: String?
  public private(set) var schoolCoaches: [Coach] = []
  public internal(set) var metrics: [PerformanceMetric] = []
  /// Set while the page shows what was kept because the server cannot be reached.
  public private(set) var isOffline = false
  public var offlineNote: String? { isOffline ? OfflineNote.showing("details of this event") : nil }
  /// The alert after a failed update or delete ("Update failed. Please try again.").
  public private(set) var actionError: String?
  public private(set) var isWorking = false
  /// The edit sheet's form while it is open: every field Create Event has, prefilled.
  public private(set) var editor: EventFormModel?
  /// The event as the edit sheet opened on it, and a clash with a change saved meanwhile.
  private var editTrack: EditTrack<Event>?
  public private(set) var showsDeleteConfirmation = false
  /// Set once the event is deleted: the page goes back.
  public internal(set) var isDeleted = false
  /// The quick-log dialog after Mark Attended.
  public var quickLog: QuickLogForm?
  public private(set) var quickLogShowsValidation = false
  /// What was just done, said once (an interaction logged).
  public private(set) var notice: String?
  /// Said over the page when someone else changed or removed the event, or logged a metric at
  /// it, while it was open.
  public internal(set) var liveNotice: String?
  /// The inline metric form.
  public var metricForm: MetricForm
  public private(set) var metricShowsValidation = false
  /// The event waiting in the phone's calendar editor ("Add to Calendar").
  public private(set) var calendarDraft: CalendarDraft?

  /// The metric waiting for the user to confirm its deletion.
  public private(set) var pendingMetricDeletion: PerformanceMetric?

  @ObservationIgnored let session: AppSession
  @ObservationIgnored let events: EventsRepository
  @ObservationIgnored private let details: EventDetailRepository
  @ObservationIgnored let metricsRepository: MetricsRepository
  @ObservationIgnored private let schoolsRepository: SchoolsRepository
  @ObservationIgnored private let clock: AppClock
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored private let locale: Locale

  public init(
    eventID: Event.ID, session: AppSession, events: EventsRepository,
    details: EventDetailRepository, metrics: MetricsRepository, schools: SchoolsRepository,
    clock: AppClock, calendar: Calendar, locale: Locale
  ) {
    self.eventID = eventID
    self.session = session
    self.events = events
    self.details = details
    self.metricsRepository = metrics
    self.schoolsRepository = schools
    self.clock = clock
    self.calendar = calendar
    self.locale = locale
    metricForm = MetricForm(today: LocalDate.today(now: clock.now(), calendar: calendar))
  }

  // MARK: What the page shows

  public var layout: EventDetailLayout? { event.map(EventDetailLayout.init(event:)) }

  /// The header's date line and label, the details grid and the location lines.
  public var text: EventDetailText { EventDetailText(locale: locale) }
  /// When the event runs on another clock than the phone's: which, and its start on the
  /// phone's ("Times are Central Time (Chicago). 9:00 AM there is 10:00 AM for you.").
  public var zoneNote: String? {
    event.flatMap { text.zoneNote($0, viewer: calendar.timeZone) }
  }
  /// "92.5 mph" for the metric cards.
  public var metricValues: MetricValueFormatter { MetricValueFormatter(locale: locale) }
  /// VoiceOver labels of the metric cards.
  public var metricText: PerformanceText { PerformanceText(locale: locale) }

  public var coachesPresent: [Coach] {
    event.map { CoachesPresent.present(at: $0, among: schoolCoaches) } ?? []
  }

  public var availableCoaches: [Coach] {
    event.map { CoachesPresent.available(for: $0, schoolCoaches: schoolCoaches) } ?? []
  }

  public var quickLogPrompt: String? { event.map(QuickLogForm.prompt(for:)) }

  /// "Added by Dana (parent)" when someone other than the athlete added or last changed the
  /// event.
  public var eventAttribution: String? {
    event.flatMap { session.attribution(createdBy: $0.createdBy, updatedBy: $0.updatedBy) }
  }

  /// Who added or last changed `metric`, when it was not the athlete.
  public func attribution(of metric: PerformanceMetric) -> String? {
    session.attribution(createdBy: metric.createdBy, updatedBy: metric.updatedBy)
  }

  public var quickLogError: String? { quickLogShowsValidation ? quickLog?.contentError : nil }

  public func metricError(for field: MetricFormField) -> String? {
    metricShowsValidation ? metricForm.validate()[field] : nil
  }

  /// Save Changes is disabled while saving and while a shown message stands.
  public var saveEditDisabled: Bool { isWorking || editor?.allowsSubmit == false }

  // MARK: Loading

  /// Loads the event, then its school's coaches and its metrics side by side.
  public func onAppear() async {
    guard phase == .idle else { return }
    await load()
  }

  public func retryTapped() async { await load() }

  func load() async {
    guard let user = await session.activeAthlete() else {
      phase = .failed(.signedOut)
      return
    }
    // NB: the Event Detail spec names no delay, so its skeleton shows at once.
    phase = .loading(showsSkeleton: true)
    do {
      if let pending = pendingNewEvent {
        // NB: made on this phone and not on the server yet: nothing more to read there.
        (schoolCoaches, schoolName, metrics) = ([], nil, [])
        return showLoaded(pending)
      }
      let loaded = try await events.event(eventID, for: user)
      async let coaches = schoolCoaches(loaded.schoolID, for: user)
      async let school = school(loaded.schoolID)
      async let logged = metricsRepository.all(for: user, at: eventID)
      (schoolCoaches, schoolName, metrics) = try await (coaches, school?.name, logged.rows)
      EventDetailSnapshot(
        event: loaded, schoolName: schoolName, coaches: schoolCoaches, metrics: metrics
      ).keep(in: session.cache)
      isOffline = false
      showLoaded(loaded)
    } catch {
      let failure = FeatureError(error)
      if failure == .notFound { session.cache.removeEvent(eventID) }
      guard failure.isUnreachable,
        let saved = EventDetailSnapshot.saved(of: eventID, in: session.cache)
      else {
        phase = .failed(failure)
        return
      }
      (schoolCoaches, schoolName, metrics) = (saved.coaches, saved.schoolName, saved.metrics)
      isOffline = true
      showLoaded(saved.event)
    }
  }

  /// Shows the event and its metrics with the changes waiting to be sent written over them.
  private func showLoaded(_ loaded: Event) {
    metrics = pendingMetrics(metrics)
    show(session.outbox.overlay([loaded], table: "events").first ?? loaded)
    metricForm = MetricForm(loggingAt: loaded, today: today)
    phase = .loaded
  }

  /// The event when it was created on this phone and waits to be sent.
  private var pendingNewEvent: Event? {
    let created = session.outbox.pending(in: "events").contains {
      if case .insert = $0.operation { $0.rowID == eventID.description } else { false }
    }
    return created
      ? session.outbox.overlay([Event](), table: "events").first { $0.id == eventID } : nil
  }

  /// The event's metrics with the changes waiting to be sent.
  func pendingMetrics(_ loaded: [PerformanceMetric]) -> [PerformanceMetric] {
    session.outbox.overlay(loaded, table: "performance_metrics").filter { $0.eventID == eventID }
  }

  private func schoolCoaches(_ id: School.ID?, for user: UserID) async throws -> [Coach] {
    guard let id else { return [] }
    return try await details.coaches(of: id, for: user)
  }

  private func school(_ id: School.ID?) async throws -> School? {
    guard let id else { return nil }
    return try await details.school(id)
  }

  func show(_ updated: Event) {
    event = updated
    session.cache.save(event: updated)
  }

  // MARK: Edit and delete

  public func editTapped() {
    guard let event else { return }
    editTrack = EditTrack(base: event)
    openEditor(EventForm(event: event))
  }

  private func openEditor(_ form: EventForm, original: EventForm? = nil) {
    editor = EventFormModel(
      form: form, original: original, session: session, schools: schoolsRepository,
      clock: clock, calendar: calendar)
  }

  public func editCancelled() {
    editor = nil
    editTrack = nil
  }

  /// Saves what the user changed, and only that, over the event as they opened it: a change
  /// someone saved meanwhile is kept, and one to the same field is asked about
  /// (`editConflict`). An "Other (not listed)" school is created first, and a new school brings
  /// its name and coaches with it.
  public func saveEditTapped() async {
    guard let editor, let track = editTrack, !isWorking, editor.attemptSubmit() else { return }
    await perform(action: "Update") {
      let user = try session.writableAthlete()
      let schoolID = try await editor.schoolIDCreatingOther(for: user)
      guard editor.form.payload(schoolID: schoolID) != nil else { return }
      let merge = track.merge(
        edited: editor.form.columns(schoolID: schoolID), columns: EventEdit.columns(of:))
      let version = track.base.updatedAt
      let outcome = try await session.outbox.saveEdit(
        "Edit \(track.base.name)", of: RowKey(table: "events", id: eventID, owner: user),
        merge: merge, over: version, at: clock.now()
      ) { try await details.edits(of: eventID, for: user).save(merge, over: version) }
      if let outcome { return try await finish(outcome) }
      showQueuedEdit(schools: editor.schools)
    }
  }

  /// An edit waiting to be sent, shown at once; a school changed to names it from the form's list.
  private func showQueuedEdit(schools: [School]) {
    guard let event else { return }
    let edited = session.outbox.overlay([event], table: "events").first ?? event
    if edited.schoolID != event.schoolID {
      schoolName = schools.first { $0.id == edited.schoolID }?.name
      schoolCoaches = []
    }
    show(edited)
    editor = nil
    editTrack = nil
  }

  /// A save that clashed with a change made meanwhile: who and which fields, to keep mine,
  /// keep theirs, or see both in the form.
  public var editConflict: EditConflictPrompt? { editTrack?.prompt }
  /// After "See Both": what the other person saved, shown above the form.
  public var editConflictNotes: [String] { editTrack?.notes ?? [] }

  /// Saves my values over theirs where both changed a field.
  public func keepMineTapped() async {
    guard let conflict = editTrack?.resolving() else { return }
    await perform(action: "Update") {
      try await finish(
        details.edits(of: eventID, for: try session.writableAthlete()).keepMine(conflict))
    }
  }

  /// Keeps their values where both changed a field, and saves the rest of mine.
  public func keepTheirsTapped() async {
    guard let conflict = editTrack?.resolving() else { return }
    await perform(action: "Update") {
      try await finish(
        details.edits(of: eventID, for: try session.writableAthlete()).keepTheirs(conflict))
    }
  }

  /// Back to the form, now showing theirs with my changes over it and what they saved.
  public func seeBothTapped() {
    guard let current = editTrack?.conflict?.current, let both = editTrack?.seeBoth() else {
      return
    }
    show(current)
    openEditor(EventForm(event: both), original: EventForm(event: current))
  }

  private func finish(_ outcome: EditOutcome<Event>) async throws {
    switch outcome {
    case .saved(let saved):
      let previousSchool = event?.schoolID
      show(saved)
      editor = nil
      editTrack = nil
      if saved.schoolID != previousSchool {
        let user = try session.writableAthlete()
        async let coaches = schoolCoaches(saved.schoolID, for: user)
        async let school = school(saved.schoolID)
        (schoolCoaches, schoolName) = try await (coaches, school?.name)
      }
    case .conflict(let conflict):
      let fields = EventEdit.fields(of: conflict, schools: editor?.schools ?? [], locale: locale)
      editTrack?.clashed(
        conflict,
        prompt: EditConflictPrompt(
          conflict, thing: "event", fields: fields,
          by: await session.name(of: conflict.current.updatedBy)))
    }
  }

  public func deleteTapped() { showsDeleteConfirmation = true }
  public func deleteCancelled() { showsDeleteConfirmation = false }

  public func deleteConfirmed() async {
    showsDeleteConfirmation = false
    guard let user = session.editableAthlete else { return }
    await perform(action: "Delete") {
      try await events.delete(eventID, for: user)
      session.cache.removeEvent(eventID)
      isDeleted = true
    }
  }

  public func actionErrorDismissed() { actionError = nil }

  // MARK: Attended and quick log

  /// Marks the event attended, then offers to log an interaction.
  public func markAttendedTapped() async {
    guard let event, !event.attended else { return }
    await perform(action: "Update") {
      try await change(event, ["attended": .bool(true)], label: "Mark \(event.name) attended")
      quickLog = QuickLogForm()
      quickLogShowsValidation = false
      notice = FollowUpProposals.notice(count: try await proposeFollowUps(after: event))
    }
  }

  /// Proposes a follow-up for each coach present (`FollowUpProposals`), through the outbox;
  /// each id comes from the event and the coach, so the web page, the other parent and a
  /// retry make one row. How many there are.
  private func proposeFollowUps(after event: Event) async throws -> Int {
    let owner = try session.writableAthlete()
    let school = event.schoolID.flatMap { id in
      schoolName.map { School(id: id, userID: owner, name: $0) }
    }
    let proposals = FollowUpProposals.proposals(
      for: event, coaches: schoolCoaches, schools: school.map { [$0] } ?? [], today: today)
    for proposal in proposals {
      var row = JSONColumns.of(FollowUpPayload(proposal))
      row["id"] = .string(proposal.id.description)
      row["user_id"] = .string(owner.description)
      _ = try await session.outbox.submit(
        proposal.title, .insert(table: "follow_ups", row: row), at: clock.now())
    }
    return proposals.count
  }

  /// Writes `changes` to the event through the outbox, shown at once; with signal the event
  /// comes back as saved.
  private func change(_ event: Event, _ changes: [String: JSONValue], label: String) async throws {
    let stored = JSONColumns.of(event)
    let operation = PendingWrite.Operation.update(
      table: "events", id: event.id.description, owner: try session.writableAthlete(),
      opened: stored.filter { changes[$0.key] != nil }, mine: changes, version: event.updatedAt)
    let saved = try await session.outbox.submit(label, operation, at: clock.now())
    show(
      saved.flatMap { JSONColumns.row($0, as: Event.self) } ?? JSONColumns.overlay(
        changes, on: event) ?? event)
  }

  /// What the page says beside a change not yet on the server ("Waiting to sync").
  public var syncNote: String? { session.outbox.note(for: eventID, in: "events") }

  /// The phone's unsent writes, for the header and the changes that need the person.
  public var outbox: Outbox { session.outbox }

  public func logInteractionTapped() async {
    guard let form = quickLog, let event, let user = session.editableAthlete, !isWorking else {
      return
    }
    quickLogShowsValidation = true
    guard let payload = form.payload(for: event, loggedBy: session.user ?? user, calendar: calendar)
    else { return }
    await perform(action: "Save") {
      var row = JSONColumns.of(payload)
      row["id"] = .string(UUIDText.lowercase(UUID()))
      row["user_id"] = .string(user.description)
      _ = try await session.outbox.submit(
        "Quick log at \(event.name)",
        .insert(table: "interactions", row: row), at: clock.now())
      quickLog = nil
      notice = QuickLogForm.loggedNotice(payload.type)
    }
  }

  public func skipQuickLogTapped() { quickLog = nil }

  public func noticeDismissed() { notice = nil }

  // MARK: Coaches present

  public func addCoachTapped(_ coach: Coach) async {
    guard let event else { return }
    await saveCoaches(CoachesPresent.adding(coach.id, to: event))
  }

  public func removeCoachTapped(_ coach: Coach) async {
    guard let event else { return }
    await saveCoaches(CoachesPresent.removing(coach.id, from: event))
  }

  private func saveCoaches(_ ids: [Coach.ID]) async {
    guard let event else { return }
    await perform(action: "Update") {
      try await change(
        event, ["coaches_present": .array(ids.map { .string($0.description) })],
        label: "Coaches at \(event.name)")
    }
  }

  // MARK: Metrics

  public func metricTypeChanged(_ type: MetricType?) { metricForm.setMetricType(type) }

  /// Logs the metric dated to the event; the list shows it at once.
  public func logMetricTapped() async {
    guard !isWorking, let event, let user = session.editableAthlete else { return }
    metricShowsValidation = true
    guard let payload = metricForm.payload() else { return }
    await perform(action: "Save") {
      var row = JSONColumns.of(Owned(payload: payload, userID: user))
      row["id"] = .string(UUIDText.lowercase(UUID()))
      let saved = try await session.outbox.submit(
        "Log \(payload.metricType.displayName) at \(event.name)",
        .insert(table: "performance_metrics", row: row), at: clock.now())
      if let metric = JSONColumns.row(saved ?? row, as: PerformanceMetric.self) {
        metrics.insert(metric, at: 0)
      }
      metricForm = MetricForm(loggingAt: event, today: today)
      metricShowsValidation = false
    }
  }

  public func deleteMetricTapped(_ metric: PerformanceMetric) { pendingMetricDeletion = metric }
  public func deleteMetricCancelled() { pendingMetricDeletion = nil }

  public func deleteMetricConfirmed() async {
    guard let metric = pendingMetricDeletion else { return }
    pendingMetricDeletion = nil
    await perform(action: "Delete") {
      _ = try await session.outbox.submit(
        "Delete \(metric.metricType.displayName)",
        .delete(
          table: "performance_metrics", id: metric.id.description,
          owner: try session.writableAthlete()), at: clock.now())
      metrics.removeAll { $0.id == metric.id }
    }
  }

  // MARK: Add to Calendar

  /// Opens the phone's calendar editor with the event, which anyone who reads it may do.
  public func addToCalendarTapped() {
    guard let event else { return }
    calendarDraft = CalendarDraft(event: event, locale: locale, calendar: calendar)
    if calendarDraft == nil { actionError = Self.unplaceable }
  }

  /// The editor closed, whether the event was added or not.
  public func calendarEditorClosed() { calendarDraft = nil }

  static let unplaceable = "This event's dates cannot be placed in a calendar."

  // MARK: Export

  public func exportCSV() -> ExportFile? {
    guard let event else { return nil }
    return ExportFile(
      data: MetricsCSV.make(metrics: metrics, events: [event]),
      fileName: ExportFileName.eventMetrics(event, extension: "csv"), mimeType: "text/csv")
  }

  public func exportPDF() -> ExportFile? {
    guard let event else { return nil }
    let report = EventMetricsReport(
      event: event, metrics: metrics, schoolName: schoolName, locale: locale,
      generatedAt: clock.now())
    return ExportFile(
      data: report.pdf(), fileName: ExportFileName.eventMetrics(event, extension: "pdf"),
      mimeType: "application/pdf")
  }

  /// Runs one change at a time; a failure becomes the alert for `action`, and the page keeps
  /// what was typed.
  private func perform(action: String, _ work: () async throws -> Void) async {
    guard !isWorking else { return }
    isWorking = true
    defer { isWorking = false }
    do {
      try await work()
    } catch {
      actionError = FeatureError.alert(for: error, action: action)
    }
  }

  private var today: LocalDate { LocalDate.today(now: clock.now(), calendar: calendar) }
}
