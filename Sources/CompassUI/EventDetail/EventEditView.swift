#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The edit sheet: every field of Create Event, prefilled from the event, with the same rules;
  /// a refused save keeps it open with its messages.
  struct EventEditView: View {
    @Bindable var model: EventDetailModel
    let editor: EventFormModel

    var body: some View {
      NavigationStack {
        Form {
          EditConflictNotes(notes: model.editConflictNotes)
          EventFormFields(editor: editor).disabled(model.isWorking)
        }
        .navigationTitle("Edit Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.editCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(model.isWorking ? "Saving…" : "Save Changes") {
              Task { await model.saveEditTapped() }
            }
            .disabled(model.saveEditDisabled)
          }
        }
        .task { await editor.onAppear() }
        .editConflictDialog(
          model.editConflict, keepMine: { await model.keepMineTapped() },
          keepTheirs: { await model.keepTheirsTapped() }, seeBoth: { model.seeBothTapped() }
        )
        .interactiveDismissDisabled(editor.hasUnsavedChanges)
      }
    }
  }
#endif
