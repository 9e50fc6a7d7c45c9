import CompassDomain
import CompassModels
import Foundation

/// Event Detail: the header with its actions, the details grid, location, description, link,
/// notes, the metrics recorded there with export, coaches present, the metric form, and the
/// edit and quick-log dialogs (open when the URL or a refused form asks for them).
struct EventDetailPage: WebPage {
  static let liveTables = ["events", "performance_metrics", "coaches"]
  static let template = "event-detail"

  let title: String
  let section = SitePath(.events).path
  let href: SitePath
  let paths: Paths

  /// The event's own addresses: its dialogs, exports and the forms that change it.
  struct Paths: Encodable {
    let editing: SitePath
    let attendance: SitePath
    let calendar: SitePath
    let deletion: SitePath
    let metricsCSV: SitePath
    let metricsPDF: SitePath
    let coaches: SitePath

    init(_ event: Event.ID) {
      editing = SitePath.event(event).query("edit", "1").fragment("edit-dialog")
      attendance = .event(.attendance, event)
      calendar = .event(.calendar, event)
      deletion = .event(.deletion, event)
      metricsCSV = .event(.metricsCSV, event)
      metricsPDF = .event(.metricsPDF, event)
      coaches = .event(.coaches, event)
    }
  }
  let csrf: String
  let name: String
  let headerLabel: String
  let typeLabel: String
  let typeColor: String
  let dates: String
  /// Who added or last changed the event, when it was not the athlete.
  let attribution: String?
  let statusLabel: String
  let statusColor: String
  let showsMarkAttended: Bool
  let details: [Detail]
  let place: [String]
  let directionsHref: String?
  let description: String?
  let eventLink: String?
  let eventLinkText: String?
  let performanceNotes: String?
  let metrics: [MetricCard]
  let coaches: [CoachCard]
  let coachChoices: [SelectOption]
  let coachesEnabled: Bool
  let coachesEmpty: String?
  let metricForm: MetricFormView
  let editForm: EventFormView
  let editOpen: Bool
  let quickLog: QuickLogView
  let notice: String?
  let deleteQuestion = EventDetailLayout.deleteConfirmation
  let metricDeleteQuestion = MetricFormMessage.deleteConfirmation

  let hasPlace: Bool
  let hasMetrics: Bool
  let hasCoachChoices: Bool
  let coachesHint: String?

  /// One cell of the details grid.
  struct Detail: Encodable {
    let label: String
    let value: String
  }

  struct MetricCard: Encodable {
    let label: String
    let value: String
    let verified: String?
    let attribution: String?
    let accessibilityLabel: String
    let deleteHref: SitePath
    let deleteAction: SitePath
  }

  struct CoachCard: Encodable {
    let name: String
    let role: String
    let email: String?
    let emailHref: String?
    let phone: String?
    let phoneHref: String?
    let accessibilityLabel: String
    let removeAction: SitePath
  }

  /// What the page is built from.
  struct Content {
    var event: Event
    var schoolName: String?
    var allCoaches: [Coach]
    var schoolCoaches: [Coach]
    var metrics: [PerformanceMetric]
    var names: Attribution.Names
    /// The person's today: the last day a metric can be dated.
    var today: LocalDate
    /// The person's zone, against which the event's own is noted.
    var viewerZone: TimeZone
  }

  /// Which dialog or form is open and what it holds.
  struct Panels {
    var edit: (input: EventFormInput, showsMessages: Bool)?
    /// Where the open edit started, and a clash with a change saved meanwhile.
    var editCarry: EditCarry?
    var quickLog: (form: QuickLogForm, showsMessages: Bool)?
    var metric: (form: MetricForm, showsMessages: Bool)?
    var notice: String?
    var failure: String?
  }

  /// "Times are Central Time (Chicago). 9:00 AM there is 10:00 AM for you."
  let zoneNote: String?

  init(
    _ content: Content, panels: Panels, schools: [School], csrf: String, locale: Locale
  ) {
    let event = content.event
    let id = event.id
    let layout = EventDetailLayout(event: event)
    title = EventListText.displayName(event)
    href = .event(id)
    paths = Paths(id)
    self.csrf = csrf
    name = EventListText.displayName(event)
    typeLabel = event.type.displayName
    typeColor = event.type.badgeColor.name
    let text = EventDetailText(locale: locale)
    dates = text.when(event)
    zoneNote = text.zoneNote(event, viewer: content.viewerZone)
    attribution = content.names.line(createdBy: event.createdBy, updatedBy: event.updatedBy)
    statusLabel = layout.statusLabel
    statusColor = layout.statusColor.name
    headerLabel = text.headerAccessibilityLabel(event)
    showsMarkAttended = layout.showsMarkAttended
    details = text.details(of: event, schoolName: content.schoolName).map {
      Detail(label: $0.label, value: $0.value)
    }
    place = EventDetailText.placeLines(event)
    directionsHref = layout.directionsURL?.absoluteString
    description = event.description.flatMap { $0.isEmpty ? nil : $0 }
    eventLink = layout.eventURL?.absoluteString
    eventLinkText = event.url
    performanceNotes = event.performanceNotes.flatMap { $0.isEmpty ? nil : $0 }
    metrics = Self.metricCards(content, event: id, locale: locale)
    let present = CoachesPresent.present(at: event, among: content.allCoaches)
    coaches = present.map { CoachCard($0, event: id) }
    coachChoices = CoachesPresent.available(for: event, schoolCoaches: content.schoolCoaches)
      .map { SelectOption(value: $0.id.description, label: $0.fullName, selected: false) }
    coachesEnabled = layout.coachesEnabled
    coachesEmpty = layout.coachesEmptyMessage(presentCount: present.count)
    metricForm = Self.metricForm(panels, event: event, today: content.today, csrf: csrf)
    editForm = Self.editForm(panels, event: event, schools: schools, csrf: csrf)
    editOpen = panels.edit != nil
    quickLog = QuickLogView(
      panels.quickLog?.form ?? QuickLogForm(), event: event, csrf: csrf,
      showsMessages: panels.quickLog?.showsMessages ?? false, isOpen: panels.quickLog != nil)
    notice = panels.notice
    hasPlace = !place.isEmpty
    hasMetrics = !metrics.isEmpty
    hasCoachChoices = !coachChoices.isEmpty
    coachesHint =
      !coachesEnabled || hasCoachChoices
      ? nil
      : content.schoolCoaches.isEmpty
        ? "This school has no coaches yet." : "Every coach of this school is listed."
  }
}

/// The "Log Interactions" dialog after Mark Attended.
struct QuickLogView: Encodable {
  let action: SitePath
  let skipHref: SitePath
  let csrf: String
  let prompt: String
  let typeOptions: [SelectOption]
  let directionOptions: [SelectOption]
  let sentimentOptions: [SelectOption]
  let content: String
  let contentError: String?
  let isOpen: Bool

  init(_ form: QuickLogForm, event: Event, csrf: String, showsMessages: Bool, isOpen: Bool) {
    action = .event(.interactions, event.id)
    skipHref = .event(event.id)
    self.csrf = csrf
    prompt = QuickLogForm.prompt(for: event)
    typeOptions = QuickLogForm.typeChoices.map {
      SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.type)
    }
    directionOptions = [InteractionDirection.inbound, .outbound].map {
      SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.direction)
    }
    sentimentOptions = [InteractionSentiment.veryPositive, .positive, .neutral, .negative].map {
      SelectOption(value: $0.rawValue, label: $0.displayName, selected: $0 == form.sentiment)
    }
    content = form.content
    contentError = showsMessages ? form.contentError : nil
    self.isOpen = isOpen
  }
}

/// The page's sections, each from what it shows.
extension EventDetailPage {
  /// The numbers logged at the event, newest first, each with its "Delete".
  fileprivate static func metricCards(_ content: Content, event id: Event.ID, locale: Locale)
    -> [MetricCard]
  {
    let values = MetricValueFormatter(locale: locale)
    let performance = PerformanceText(locale: locale)
    return MetricAnalysis(metrics: content.metrics).history.map { metric in
      MetricCard(
        label: metric.metricType.displayName, value: values.value(of: metric),
        verified: VerificationText.badge(metric),
        attribution: content.names.line(createdBy: metric.createdBy, updatedBy: metric.updatedBy),
        accessibilityLabel: performance.cardAccessibilityLabel(metric),
        deleteHref: .metricDeletion(metric.id).query("back", path: .event(id)),
        deleteAction: .metricDeletion(metric.id).query("back", path: .event(id)))
    }
  }

  /// The Log Metric form: as typed when it came back, else dated for the event.
  fileprivate static func metricForm(
    _ panels: Panels, event: Event, today: LocalDate, csrf: String
  ) -> MetricFormView {
    let id = event.id
    let metric = panels.metric ?? (MetricForm(loggingAt: event, today: today), false)
    return MetricFormView(
      metric.form, action: .event(.metrics, id), submitLabel: "Log Metric",
      cancelHref: .event(id).fragment("log-metric"), csrf: csrf,
      showsMessages: metric.showsMessages,
      isOpen: panels.metric != nil)
  }

  /// The edit dialog: as typed when it came back, else the event as saved.
  fileprivate static func editForm(
    _ panels: Panels, event: Event, schools: [School], csrf: String
  ) -> EventFormView {
    let edit = panels.edit ?? (EventFormInput(event: event), false)
    return EventFormView(
      edit.input, schools: schools, target: .edit(event.id), csrf: csrf,
      showsMessages: edit.showsMessages, failure: panels.failure,
      edit: panels.editCarry
        ?? EditCarry(
          shown: EventFormFields(shown: EventFormInput(event: event)), version: event.updatedAt))
  }
}

extension EventDetailPage.CoachCard {
  /// A coach present at the event, with the ways to reach them and its "Remove".
  fileprivate init(_ coach: Coach, event id: Event.ID) {
    let contact = CoachContact(coach)
    self.init(
      name: coach.fullName, role: coach.role.displayName, email: contact.email,
      emailHref: contact.emailURL?.absoluteString, phone: contact.phone,
      phoneHref: contact.phoneURL?.absoluteString,
      accessibilityLabel: CoachesPresent.accessibilityLabel(coach),
      removeAction: .eventCoachRemoval(id, coach: coach.id))
  }
}
