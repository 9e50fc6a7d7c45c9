#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// Create Event: the shared event form, a discard prompt, and "Creating…" while saving (the
  /// form then takes no input).
  struct CreateEventView: View {
    @State var model: CreateEventModel
    let onCreated: @MainActor (Event.ID) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        Form { EventFormFields(editor: model.editor).disabled(model.isSubmitting) }
          .navigationTitle("Add New Event")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { model.cancelTapped() }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button(model.submitTitle) { Task { await model.createTapped() } }
                .disabled(model.submitDisabled)
            }
          }
          .task { await model.onAppear() }
          .interactiveDismissDisabled(model.editor.hasUnsavedChanges)
          .confirmationDialog(
            "Discard changes?",
            isPresented: Binding(
              get: { model.showsDiscardPrompt }, set: { if !$0 { model.keepEditingTapped() } }),
            titleVisibility: .visible
          ) {
            Button("Discard", role: .destructive) { model.discardConfirmed() }
            Button("Keep Editing", role: .cancel) { model.keepEditingTapped() }
          }
          .alert(
            "Could not save",
            isPresented: Binding(
              get: { model.submitError != nil }, set: { if !$0 { model.submitErrorDismissed() } })
          ) {
            Button("OK") { model.submitErrorDismissed() }
          } message: {
            Text(model.submitError ?? "")
          }
          .onChange(of: model.isDismissed) { _, isDismissed in
            if isDismissed { dismiss() }
          }
          .onChange(of: model.createdEventID) { _, id in
            if let id { onCreated(id) }
          }
          .sensoryFeedback(.success, trigger: model.createdEventID)
      }
    }
  }
#endif
