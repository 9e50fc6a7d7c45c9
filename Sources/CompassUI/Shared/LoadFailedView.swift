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

  /// A message over data that stays on screen, with a way to dismiss it: a failure in red,
  /// or a change that worked in green.
  struct DismissibleBanner: View {
    let message: String
    let tint: Color
    let dismiss: @MainActor () -> Void

    init(
      message: String, tint: Color = .red, dismiss: @escaping @MainActor () -> Void
    ) {
      self.message = message
      self.tint = tint
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
      .background(tint.opacity(0.12), in: Rectangle())
      .accessibilityElement(children: .combine)
    }
  }
#endif
