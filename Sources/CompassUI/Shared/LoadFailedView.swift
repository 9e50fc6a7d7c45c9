#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// A first load that failed with nothing to show: the spec's message and Retry.
  struct LoadFailedView: View {
    let error: FeatureError
    let retry: @MainActor () async -> Void

    var body: some View {
      ContentUnavailableView {
        Label(error.message, systemImage: "exclamationmark.triangle")
      } actions: {
        Button("Retry") { Task { await retry() } }
          .buttonStyle(.borderedProminent)
          .frame(minHeight: 44)
      }
    }
  }

  /// A failure over data that stays on screen, with a way to dismiss it.
  struct ErrorBanner: View {
    let message: String
    let dismiss: @MainActor () -> Void

    init(message: String, dismiss: @escaping @MainActor () -> Void) {
      self.message = message
      self.dismiss = dismiss
    }

    init(error: FeatureError, dismiss: @escaping @MainActor () -> Void) {
      self.init(message: error.message, dismiss: dismiss)
    }

    var body: some View {
      HStack {
        Text(message).font(.subheadline)
        Spacer()
        Button("Dismiss", systemImage: "xmark") { dismiss() }
          .labelStyle(.iconOnly)
          .frame(minWidth: 44, minHeight: 44)
      }
      .padding(.horizontal)
      .background(.red.opacity(0.12))
      .accessibilityElement(children: .combine)
    }
  }
#endif
