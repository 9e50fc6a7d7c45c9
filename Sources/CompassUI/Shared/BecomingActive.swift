#if canImport(SwiftUI)
  import SwiftUI

  /// Runs an action each time the app comes back to the foreground (the lists reload when their
  /// data has outlived its cache lifetime).
  struct BecomingActive: ViewModifier {
    let action: @MainActor () async -> Void
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content.onChange(of: scenePhase) { old, new in
        if old != .active, new == .active { Task { await action() } }
      }
    }
  }

  extension View {
    func onBecomingActive(_ action: @escaping @MainActor () async -> Void) -> some View {
      modifier(BecomingActive(action: action))
    }
  }
#endif
