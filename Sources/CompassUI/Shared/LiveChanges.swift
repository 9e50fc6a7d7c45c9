#if canImport(SwiftUI)
  import SwiftUI

  /// While a screen is on display it follows the changes made elsewhere (`follow` returns when
  /// the screen leaves), and says the latest one at the top for a few seconds ("Dana (parent)
  /// added “Fall Showcase”"); a tap puts it away sooner.
  struct LiveChanges: ViewModifier {
    let notice: String?
    let follow: @MainActor () async -> Void
    let dismiss: @MainActor () -> Void

    func body(content: Content) -> some View {
      content
        .task { await follow() }
        .overlay(alignment: .top) {
          if let notice {
            Text(notice)
              .font(.footnote)
              .padding(.horizontal, 14)
              .padding(.vertical, 8)
              .background(.regularMaterial, in: Capsule())
              .padding(.top, 8)
              .onTapGesture { dismiss() }
              .task(id: notice) {
                try? await Task.sleep(for: .seconds(4))
                if !Task.isCancelled { dismiss() }
              }
          }
        }
    }
  }

  extension View {
    func liveChanges(
      notice: String?, follow: @escaping @MainActor () async -> Void,
      dismiss: @escaping @MainActor () -> Void
    ) -> some View {
      modifier(LiveChanges(notice: notice, follow: follow, dismiss: dismiss))
    }
  }
#endif
