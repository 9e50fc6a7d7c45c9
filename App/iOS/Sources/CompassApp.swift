import CompassUI
import SwiftUI

/// The iPhone app: reads the backend's URL and anon key from Info.plist and shows the pages.
@main
struct CompassApp: App {
  @State private var environment = Backend(info: Bundle.main.infoDictionary ?? [:]).map {
    AppEnvironment(url: $0.url, key: $0.anonKey)
  }

  var body: some Scene {
    WindowGroup {
      if let environment {
        CompassRootView(environment: environment)
      } else {
        ContentUnavailableView(
          "Backend not configured", systemImage: "gearshape",
          description: Text(
            "Set COMPASS_BACKEND_URL and COMPASS_ANON_KEY in the target's build settings."))
      }
    }
  }
}

/// Where the app's data lives: `compass serve` or a Supabase project.
struct Backend {
  let url: URL
  let anonKey: String

  init?(info: [String: Any]) {
    guard let text = info["CompassBackendURL"] as? String, let url = URL(string: text),
      url.scheme != nil, let key = info["CompassAnonKey"] as? String, !key.isEmpty
    else { return nil }
    self.url = url
    anonKey = key
  }
}
