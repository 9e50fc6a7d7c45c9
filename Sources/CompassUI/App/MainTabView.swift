#if canImport(SwiftUI)
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Events, Performance and Documents, each with its own navigation stack.
  struct MainTabView: View {
    let environment: AppEnvironment

    var body: some View {
      TabView {
        NavigationStack {
          EventsListView(model: environment.eventsListModel())
            .navigationDestination(for: Event.ID.self) { id in
              EventDetailView(model: environment.eventDetailModel(id))
            }
        }
        .environment(\.appEnvironment, environment)
        .tabItem { Label("Events", systemImage: "calendar") }

        NavigationStack {
          PerformanceDashboardView(model: environment.performanceModel())
        }
        .tabItem { Label("Performance", systemImage: "chart.xyaxis.line") }

        NavigationStack {
          DocumentsListView(model: environment.documentsListModel())
            .navigationDestination(for: Document.ID.self) { id in
              DocumentDetailView(model: environment.documentDetailModel(id))
            }
        }
        .tabItem { Label("Documents", systemImage: "doc.on.doc") }
      }
    }
  }

  extension EnvironmentValues {
    /// The app's environment, for views that open a page with a model of its own (Create Event).
    @Entry var appEnvironment: AppEnvironment? = nil
  }
#endif
