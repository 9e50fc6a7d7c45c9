#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Subscribe in Calendar": asks the server for a private link to the season on screen and
  /// opens it as `webcal://`, so the phone's Calendar subscribes to it.
  struct SubscribeInCalendarButton: View {
    @State var model: CalendarSubscriptionModel
    @Environment(\.openURL) private var openURL

    var body: some View {
      Button("Subscribe in Calendar", systemImage: "calendar.badge.plus") {
        Task { await model.subscribeTapped() }
      }
      .disabled(model.isWorking)
      .onChange(of: model.link) { _, link in
        guard let link else { return }
        openURL(link)
        model.linkOpened()
      }
      .alert(
        "Could not subscribe",
        isPresented: Binding(
          get: { model.error != nil }, set: { if !$0 { model.errorDismissed() } })
      ) {
        Button("OK") { model.errorDismissed() }
      } message: {
        Text(model.error ?? "")
      }
    }
  }
#endif
