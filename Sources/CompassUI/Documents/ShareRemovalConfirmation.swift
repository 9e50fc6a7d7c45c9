#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import SwiftUI

  extension View {
    /// "Stop sharing with Georgia Tech?" before a school stops seeing the document, in the words
    /// the web page asks with.
    func shareRemovalConfirmation(_ model: DocumentDetailModel) -> some View {
      confirmationDialog(
        model.shareRemovalPrompt?.title ?? "",
        isPresented: Binding(
          get: { model.pendingShareRemoval != nil },
          set: { if !$0 { model.removeShareCancelled() } }),
        titleVisibility: .visible
      ) {
        Button(model.shareRemovalPrompt?.confirmLabel ?? "Stop Sharing", role: .destructive) {
          Task { await model.removeShareConfirmed() }
        }
        Button("Cancel", role: .cancel) { model.removeShareCancelled() }
      } message: {
        if let prompt = model.shareRemovalPrompt { Text(prompt.message) }
      }
    }
  }
#endif
