#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The athlete's profile for coaches: how coaches see it, and the form the athlete and parents
  /// with edit access fill in; a view parent reads it.
  struct AthleteProfileView: View {
    @Bindable var model: AthleteProfileModel

    var body: some View {
      Group {
        switch model.phase {
        case .idle, .loading: ProgressView()
        case .failed(let error): LoadFailedView(error: error) { await model.load() }
        case .loaded: form
        }
      }
      .navigationTitle(model.title)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { Task { await model.saveTapped() } }
            .disabled(!model.canEdit || model.isSaving)
        }
      }
      .task { await model.load() }
      .alert(
        model.actionError ?? "",
        isPresented: Binding(
          get: { model.actionError != nil }, set: { _ in model.alertDismissed() })
      ) {
        Button("OK", role: .cancel) { model.alertDismissed() }
      }
      .editConflictDialog(
        model.editConflict, keepMine: model.keepMineTapped, keepTheirs: model.keepTheirsTapped,
        seeBoth: model.seeBothTapped)
    }

    private var form: some View {
      Form {
        Section("How coaches see it") {
          if let notice = model.savedNotice { Text(notice).foregroundStyle(.green) }
          if let note = model.readOnlyNote { Text(note).font(.footnote) }
          if model.preview.isEmpty {
            Text("Nothing yet: add the class year, positions and school below.")
              .foregroundStyle(.secondary)
          }
          ForEach(model.preview, id: \.self) { Text($0).bold() }
        }
        EditConflictNotes(notes: model.editConflictNotes)
        if model.editsName {
          Section {
            TextField("Name", text: $model.name).textContentType(.name)
            FieldMessage(message: model.nameMessage)
          }
        }
        AthleteProfileFields(
          draft: $model.draft, years: model.classYears, message: model.message(for:))
      }
      .disabled(!model.canEdit)
    }
  }
#endif
