#if canImport(SwiftUI)
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Events, Performance and Documents, each with its own navigation stack, and sign-out.
  struct MainTabView: View {
    let environment: AppEnvironment
    @State private var eventsPath: [Event.ID] = []
    @State private var documentsPath: [Document.ID] = []

    var body: some View {
      TabView {
        NavigationStack(path: $eventsPath) {
          EventsListView(
            model: environment.eventsListModel(), path: $eventsPath,
            makeCreateEvent: environment.createEventModel
          )
          .toolbar {
            ToolbarItem(placement: .topBarLeading) {
              AccountMenu(model: environment.authModel())
            }
          }
          .navigationDestination(for: Event.ID.self) { id in
            EventDetailView(model: environment.eventDetailModel(id))
          }
        }
        .tabItem { Label("Events", systemImage: "calendar") }

        NavigationStack {
          PerformanceDashboardView(model: environment.performanceModel())
        }
        .tabItem { Label("Performance", systemImage: "chart.xyaxis.line") }

        NavigationStack(path: $documentsPath) {
          DocumentsListView(model: environment.documentsListModel(), path: $documentsPath)
            .navigationDestination(for: Document.ID.self) { id in
              DocumentDetailView(model: environment.documentDetailModel(id))
            }
        }
        .tabItem { Label("Documents", systemImage: "doc.on.doc") }
      }
    }
  }

  /// The signed-in account's menu, with "Sign out".
  struct AccountMenu: View {
    @State var model: AuthModel

    var body: some View {
      Menu("Account", systemImage: "person.crop.circle") {
        Button("Sign out", role: .destructive) { Task { await model.signOutTapped() } }
      }
    }
  }
#endif
