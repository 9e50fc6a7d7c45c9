#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// "Edit Document": title, description and school.
  struct DocumentEditSheet: View {
    @Bindable var model: DocumentDetailModel

    var body: some View {
      NavigationStack {
        Form {
          EditConflictNotes(notes: model.editConflictNotes)
          if let form = Binding($model.editForm) {
            TextField("Title", text: form.title)
            FieldMessage(message: model.editError(for: .title))
            TextField("Description", text: form.description, axis: .vertical)
            FieldMessage(message: model.editError(for: .description))
            Picker("School", selection: form.schoolID) {
              Text("General (no school)").tag(School.ID?.none)
              ForEach(model.schools) { Text($0.name).tag(School.ID?.some($0.id)) }
            }
          }
        }
        .navigationTitle("Edit Document")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.editCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") { Task { await model.saveEditTapped() } }
              .disabled(model.isWorking)
          }
        }
        .editConflictDialog(
          model.editConflict, keepMine: { await model.keepMineTapped() },
          keepTheirs: { await model.keepTheirsTapped() }, seeBoth: { model.seeBothTapped() })
      }
    }
  }

  /// "Share with schools": the current shares with Remove, the others as checkboxes.
  struct ShareWithSchoolsSheet: View {
    @Bindable var model: DocumentDetailModel

    var body: some View {
      NavigationStack {
        List {
          Section(model.shares.countLabel) {
            ForEach(model.sharedSchools) { school in
              HStack {
                Text(school.name)
                Spacer()
                Button("Remove") { model.removeShareTapped(school.id) }
                  .buttonStyle(.borderless)
                  .accessibilityLabel("Stop sharing with \(school.name)")
              }
            }
          }
          Section("Add schools") {
            ForEach(model.shareableSchools) { school in
              let chosen = model.shareSelection?.contains(school.id) == true
              Button {
                model.shareToggled(school.id)
              } label: {
                Label(school.name, systemImage: chosen ? "checkmark.circle.fill" : "circle")
                  .frame(minHeight: 44)
              }
              .accessibilityAddTraits(chosen ? .isSelected : [])
            }
            if let message = model.shareSearchMessage {
              Text(message).foregroundStyle(.secondary)
            }
          }
        }
        .searchable(text: $model.shareSearch, prompt: SchoolShares.searchLabel)
        .navigationTitle("Share with schools")
        .shareRemovalConfirmation(model)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.shareCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Share") { Task { await model.addSharesTapped() } }
              .disabled(model.shareSelection?.isEmpty ?? true || model.isWorking)
          }
        }
        .sensoryFeedback(.selection, trigger: model.shareSelection)
      }
    }
  }
#endif
