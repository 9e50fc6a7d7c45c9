import CompassUI
import SwiftUI

/// The iPhone app: reads the backend's URL and anon key from Info.plist and shows the pages.
@main
struct CompassApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
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

/// Hands the system's wake-ups for ended background uploads to the uploads' session, and tells
/// the system once their events are delivered.
final class AppDelegate: NSObject, UIApplicationDelegate {
  private static var delivered: (() -> Void)?

  func application(
    _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
    completionHandler: @escaping () -> Void
  ) {
    Self.delivered = completionHandler
    AppEnvironment.backgroundUploadsEnded {
      Task { @MainActor in AppDelegate.eventsDelivered() }
    }
  }

  private static func eventsDelivered() {
    delivered?()
    delivered = nil
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
