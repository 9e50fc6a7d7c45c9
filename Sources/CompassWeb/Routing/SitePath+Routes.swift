import CompassModels

/// The site's addresses with values, each taking the typed ids its route names.
extension SitePath {
  /// A route without values.
  package init(_ route: SiteRoute) {
    self.init(route, values: [])
  }

  static func join(code: String) -> SitePath { SitePath(.join, values: [code]) }

  static func familyLinkAccess(_ link: FamilyLinkRecord.ID) -> SitePath {
    SitePath(.familyLinkAccess, values: [link.description])
  }

  static func familyLinkRemoval(_ link: FamilyLinkRecord.ID) -> SitePath {
    SitePath(.familyLinkRemoval, values: [link.description])
  }

  static func familyInviteRevocation(_ invite: FamilyInviteRecord.ID) -> SitePath {
    SitePath(.familyInviteRevocation, values: [invite.description])
  }

  static func calendarFeed(file: String) -> SitePath { SitePath(.calendarFeed, values: [file]) }

  static func event(_ route: EventRoute, _ event: Event.ID) -> SitePath {
    SitePath(route.route, values: [event.description])
  }

  static func event(_ event: Event.ID) -> SitePath { .event(.page, event) }

  static func eventCoachRemoval(_ event: Event.ID, coach: Coach.ID) -> SitePath {
    SitePath(.eventCoachRemoval, values: [event.description, coach.description])
  }

  static func performanceMetric(_ metric: PerformanceMetric.ID) -> SitePath {
    SitePath(.performanceMetric, values: [metric.description])
  }

  static func metricDeletion(_ metric: PerformanceMetric.ID) -> SitePath {
    SitePath(.metricDeletion, values: [metric.description])
  }

  static func document(_ route: DocumentRoute, _ document: Document.ID) -> SitePath {
    SitePath(route.route, values: [document.description])
  }

  static func document(_ document: Document.ID) -> SitePath { .document(.page, document) }

  static func documentShareRemoval(_ document: Document.ID, school: School.ID) -> SitePath {
    SitePath(.documentShareRemoval, values: [document.description, school.description])
  }

  static func documentLinkRevocation(_ document: Document.ID, link: ShareLinkRecord.ID)
    -> SitePath
  {
    SitePath(.documentLinkRevocation, values: [document.description, link.description])
  }

  static func schoolCoaches(_ school: School.ID) -> SitePath {
    SitePath(.schoolCoaches, values: [school.description])
  }

  static func shared(_ route: SharedRoute, token: String) -> SitePath {
    SitePath(route.route, values: [token])
  }

  static func sharedDocument(token: String, _ document: Document.ID, file: Bool = false)
    -> SitePath
  {
    SitePath(file ? .sharedDocumentFile : .sharedDocument, values: [token, document.description])
  }

  /// The routes that take one event's id.
  enum EventRoute {
    case page, edit, attendance, interactions, coaches, metrics, metricsCSV, metricsPDF
    case calendar, deletion

    var route: SiteRoute {
      switch self {
      case .page: .event
      case .edit: .eventEdit
      case .attendance: .eventAttendance
      case .interactions: .eventInteractions
      case .coaches: .eventCoaches
      case .metrics: .eventMetrics
      case .metricsCSV: .eventMetricsCSV
      case .metricsPDF: .eventMetricsPDF
      case .calendar: .eventCalendar
      case .deletion: .eventDeletion
      }
    }
  }

  /// The routes that take one document's id.
  enum DocumentRoute {
    case page, edit, shares, links, restore, versions, deletion, versionDeletion

    var route: SiteRoute {
      switch self {
      case .page: .document
      case .edit: .documentEdit
      case .shares: .documentShares
      case .links: .documentLinks
      case .restore: .documentRestore
      case .versions: .documentVersions
      case .deletion: .documentDeletion
      case .versionDeletion: .documentVersionDeletion
      }
    }
  }

  /// The routes of a coach's link that take only its token.
  enum SharedRoute {
    case page, summary, reply

    var route: SiteRoute {
      switch self {
      case .page: .shared
      case .summary: .sharedSummary
      case .reply: .sharedReply
      }
    }
  }
}
