#if canImport(SwiftUI)
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Events (with the follow-ups due at its top), Performance, Documents, Recruiting (the
  /// schools board, the contact log, the follow-ups) and the athlete's Profile for the athlete
  /// on screen, each
  /// with its own navigation stack, and Family; a parent's switcher and view-only banner sit
  /// over the athlete's tabs. A
  /// parent linked to no athlete yet sees only Family, to link their athlete first.
  struct MainTabView: View {
    let environment: AppEnvironment
    @State private var eventsPath: [Event.ID] = []
    @State private var documentsPath: [Document.ID] = []

    private var session: AppSession { environment.session }

    var body: some View {
      TabView {
        if !session.awaitsFamily { athleteTabs }
        NavigationStack {
          FamilyView(model: environment.familyModel())
            .toolbar { accountMenu }
        }
        .tabItem { Label("Family", systemImage: "person.2") }
      }
      .onChange(of: session.athlete?.id) {
        eventsPath = []
        documentsPath = []
      }
    }

    /// The athlete's screens, made again when another athlete is chosen so no model keeps
    /// what it held for the last one.
    @ViewBuilder private var athleteTabs: some View {
      Group {
        NavigationStack(path: $eventsPath) {
          EventsListView(
            model: environment.eventsListModel(), followUps: environment.followUpsModel(),
            path: $eventsPath, makeCreateEvent: environment.createEventModel
          )
          .toolbar {
            accountMenu
            ToolbarItem(placement: .secondaryAction) {
              SubscribeInCalendarButton(makeModel: environment.calendarSubscriptionModel)
            }
          }
          .familyContext(session)
          .navigationDestination(for: Event.ID.self) { id in
            EventDetailView(model: environment.eventDetailModel(id)).familyContext(session)
          }
        }
        .tabItem { Label("Events", systemImage: "calendar") }

        NavigationStack {
          PerformanceDashboardView(model: environment.performanceModel())
            .familyContext(session)
        }
        .tabItem { Label("Performance", systemImage: "chart.xyaxis.line") }

        NavigationStack(path: $documentsPath) {
          DocumentsListView(model: environment.documentsListModel(), path: $documentsPath)
            .familyContext(session)
            .navigationDestination(for: Document.ID.self) { id in
              DocumentDetailView(
                model: environment.documentDetailModel(id),
                coachLinks: environment.coachLinksModel()
              )
              .familyContext(session)
            }
        }
        .tabItem { Label("Documents", systemImage: "doc.on.doc") }

        NavigationStack {
          RecruitingView(
            schools: environment.schoolsBoardModel(), contacts: environment.contactLogModel(),
            followUps: environment.followUpsModel(), digest: environment.followUpDigestModel()
          )
          .familyContext(session)
        }
        .tabItem { Label("Recruiting", systemImage: "person.crop.rectangle.stack") }

        NavigationStack {
          AthleteProfileView(model: environment.athleteProfileModel())
            .familyContext(session)
        }
        .tabItem { Label("Profile", systemImage: "person.text.rectangle") }
      }
      .id(session.athlete?.id)
    }

    private var accountMenu: some ToolbarContent {
      ToolbarItem(placement: .topBarLeading) {
        AccountMenu(
          model: environment.authModel(), makeSettings: environment.accountSettingsModel,
          makeDevices: environment.devicesModel, makeExport: environment.accountExportModel)
      }
    }
  }

  /// The signed-in account's menu: the account's settings, "Delete account" (two taps from
  /// any tab, as the App Store asks) and "Sign out".
  struct AccountMenu: View {
    @State var model: AuthModel
    let makeSettings: () -> AccountSettingsModel
    let makeDevices: () -> DevicesModel
    let makeExport: () -> AccountExportModel
    @State private var settings: AccountSettingsModel?
    @State private var deletion: AccountSettingsModel?

    var body: some View {
      Menu("Account", systemImage: "person.crop.circle") {
        Button("Account settings") { settings = makeSettings() }
        Button("Delete account…", role: .destructive) { deletion = makeSettings() }
        Button("Sign out", role: .destructive) { Task { await model.signOutTapped() } }
      }
      .sheet(item: $settings) {
        AccountSettingsView(model: $0, devices: makeDevices(), export: makeExport())
      }
      .sheet(item: $deletion) { model in
        NavigationStack { DeleteAccountView(model: model) }
      }
    }
  }
#endif
