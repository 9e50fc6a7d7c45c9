#if canImport(SwiftUI)
  import CompassFeatures
  import SwiftUI

  /// "Subscribe in Calendar" in the Events tab: opens the calendar subscription of the season
  /// on screen.
  struct SubscribeInCalendarButton: View {
    let makeModel: @MainActor () -> CalendarSubscriptionModel
    @State private var presented: CalendarSubscriptionModel?

    var body: some View {
      Button("Subscribe in Calendar", systemImage: "calendar.badge.plus") {
        presented = makeModel()
      }
      .sheet(
        isPresented: Binding(get: { presented != nil }, set: { if !$0 { presented = nil } })
      ) {
        if let presented { CalendarSubscriptionView(model: presented) }
      }
    }
  }
#endif
