#if canImport(SwiftUI)
  import CompassFeatures
  import CompassModels
  import Foundation
  import SupabaseKit

  /// Everything the screen models need, built once at launch: the session, the repositories,
  /// the clock, calendar, locale and settings. Views ask it for their models.
  @MainActor
  public struct AppEnvironment {
    public let session: AppSession
    let events: EventsRepository
    let details: EventDetailRepository
    let metrics: MetricsRepository
    let schools: SchoolsRepository
    let documents: DocumentsRepository
    let family: FamilyRepository
    let feeds: CalendarFeedRepository
    let shares: ShareLinkRepository
    let profiles: AthleteProfileRepository
    let settings: any KeyValueStore
    let clock: AppClock
    let calendar: Calendar
    let locale: Locale

    /// The app against `url` with the project's anon `key`; the session lives in the Keychain,
    /// the last data loaded in the app's support folder for viewing offline, the writes not yet
    /// sent in a folder of their own there, which nothing clears, and the files waiting to
    /// upload beside them; files go through the background session.
    public init(url: URL, key: String) {
      let client = SupabaseClient(
        url: url, key: key,
        sessionStore: KeychainSessionStore(service: "app.recruitingcompass.session"),
        transport: Self.backgroundUploads)
      let support = URL.applicationSupportDirectory
      session = AppSession(
        client: client,
        cache: AppCache(snapshots: FileSnapshotStore(folder: support.appending(path: "Snapshots"))),
        outbox: FileSnapshotStore(folder: support.appending(path: "Outbox")),
        uploads: support.appending(path: "Uploads"))
      events = EventsRepository(client: client)
      details = EventDetailRepository(client: client)
      metrics = MetricsRepository(client: client)
      schools = SchoolsRepository(client: client)
      documents = DocumentsRepository(client: client)
      family = FamilyRepository(client: client)
      profiles = AthleteProfileRepository(client: client)
      feeds = CalendarFeedRepository(client: client)
      shares = ShareLinkRepository(client: client)
      settings = UserDefaultsStore()
      clock = .live
      calendar = .current
      locale = .current
    }

    /// The one session that sends files in the background, made at launch (also when the
    /// system launches the app only to deliver its events).
    static let backgroundUploads = BackgroundUploadTransport(
      configuration: BackgroundUploadTransport.configuration(
        identifier: "app.recruitingcompass.uploads"))

    /// The system woke the app because background uploads ended: `completion` runs once their
    /// events are delivered.
    public static func backgroundUploadsEnded(completion: @escaping @Sendable () -> Void) {
      backgroundUploads.handleEvents(completion: completion)
    }

    func authModel() -> AuthModel { AuthModel(session: session) }

    func passwordRecoveryModel() -> PasswordRecoveryModel {
      PasswordRecoveryModel(session: session)
    }

    func accountSettingsModel() -> AccountSettingsModel { AccountSettingsModel(session: session) }

    func accountExportModel() -> AccountExportModel {
      AccountExportModel(session: session, clock: clock, calendar: calendar, locale: locale)
    }

    func devicesModel() -> DevicesModel {
      DevicesModel(session: session, now: clock.now, calendar: calendar, locale: locale)
    }

    func eventsListModel() -> EventsListModel {
      EventsListModel(
        session: session, repository: events, settings: settings, clock: clock,
        calendar: calendar, locale: locale)
    }

    func followUpsModel() -> FollowUpsModel {
      FollowUpsModel(
        session: session, repository: RecruitingRepository(client: session.client), clock: clock,
        calendar: calendar)
    }

    func followUpDigestModel() -> FollowUpDigestModel {
      FollowUpDigestModel(
        repository: FollowUpDigestRepository(client: session.client), timeZone: calendar.timeZone)
    }

    func contactLogModel() -> ContactLogModel {
      ContactLogModel(
        session: session, repository: RecruitingRepository(client: session.client), clock: clock,
        calendar: calendar, locale: locale)
    }

    func schoolsBoardModel() -> SchoolsBoardModel {
      SchoolsBoardModel(
        session: session, repository: RecruitingRepository(client: session.client), clock: clock,
        calendar: calendar)
    }

    func createEventModel() -> CreateEventModel {
      CreateEventModel(session: session, schools: schools, clock: clock, calendar: calendar)
    }

    func eventDetailModel(_ id: Event.ID) -> EventDetailModel {
      EventDetailModel(
        eventID: id, session: session, events: events, details: details, metrics: metrics,
        schools: schools, clock: clock, calendar: calendar, locale: locale)
    }

    func performanceModel() -> PerformanceDashboardModel {
      PerformanceDashboardModel(
        session: session, metrics: metrics, events: events, clock: clock, calendar: calendar,
        locale: locale)
    }

    func documentsListModel() -> DocumentsListModel {
      DocumentsListModel(session: session, documents: documents, clock: clock)
    }

    func documentDetailModel(_ id: Document.ID) -> DocumentDetailModel {
      DocumentDetailModel(
        documentID: id, session: session, documents: documents, schools: schools, clock: clock)
    }

    func coachLinksModel() -> CoachLinksModel {
      CoachLinksModel(
        session: session, repository: shares, clock: clock, calendar: calendar, locale: locale)
    }

    func calendarSubscriptionModel() -> CalendarSubscriptionModel {
      CalendarSubscriptionModel(session: session, repository: feeds, calendar: calendar)
    }

    func athleteProfileModel() -> AthleteProfileModel {
      AthleteProfileModel(session: session, profiles: profiles, clock: clock, calendar: calendar)
    }

    func familyModel() -> FamilyModel {
      FamilyModel(
        session: session, repository: family, clock: clock, timeZone: calendar.timeZone,
        locale: locale)
    }
  }
#endif
