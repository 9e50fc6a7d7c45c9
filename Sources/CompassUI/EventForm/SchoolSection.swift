#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The school picker with "Other (not listed)" (asks for the name) and "+ Add new school"
  /// (a sheet that saves the school and selects it); "Loading..." until the list is there.
  struct SchoolSection: View {
    @Bindable var editor: EventFormModel
    @State private var asksOtherName = false
    @State private var otherName = ""

    var body: some View {
      Picker(
        "School",
        selection: Binding(
          get: { editor.form.school },
          set: { choice in
            if case .other = choice {
              asksOtherName = true
            } else {
              editor.schoolChosen(choice)
            }
          })
      ) {
        Text("-- Select a school --").tag(SchoolChoice.notSelected)
        ForEach(editor.schools) { school in
          Text(school.name).tag(SchoolChoice.existing(school.id))
        }
        Text("None").tag(SchoolChoice.none)
        if case .other(let name) = editor.form.school {
          Text("Not listed: \(name)").tag(SchoolChoice.other(name: name))
        } else {
          Text("Other (not listed)").tag(SchoolChoice.other(name: ""))
        }
      }
      .accessibilityLabel(EventFormField.school.accessibilityLabel)
      .disabled(editor.schoolsAreLoading)
      if editor.schoolsAreLoading {
        LabeledContent("School") { ProgressView("Loading...") }
      } else if case .failed(let failure) = editor.schoolsPhase {
        Button("Schools could not load: \(failure.message) Retry") {
          Task { await editor.retrySchoolsTapped() }
        }
        .frame(minHeight: 44)
      }
      FieldMessage(message: editor.error(for: .school))
      Button("+ Add new school") { editor.addSchoolTapped() }
        .frame(minHeight: 44)
        .alert("School Not Listed", isPresented: $asksOtherName) {
          TextField("School name", text: $otherName)
          Button("Continue") { editor.schoolChosen(.other(name: otherName)) }
            .disabled(SchoolChoice.other(name: otherName).isOtherWithoutName)
          Button("Cancel", role: .cancel) {}
        }
        .sheet(
          isPresented: Binding(
            get: { editor.newSchool != nil }, set: { if !$0 { editor.addSchoolCancelled() } })
        ) {
          NewSchoolSheet(editor: editor)
        }
    }
  }

  /// "Add New School": name, city and state; Save creates it and picks it in the form.
  struct NewSchoolSheet: View {
    @Bindable var editor: EventFormModel

    var body: some View {
      NavigationStack {
        Form {
          TextField(
            "School name",
            text: Binding(
              get: { editor.newSchool?.name ?? "" }, set: { editor.newSchool?.name = $0 }))
          TextField(
            "City",
            text: Binding(
              get: { editor.newSchool?.city ?? "" }, set: { editor.newSchool?.city = $0 }))
          TextField(
            "State",
            text: Binding(
              get: { editor.newSchool?.state ?? "" }, set: { editor.newSchool?.state = $0 })
          )
          .textInputAutocapitalization(.characters)
          FieldMessage(message: editor.newSchoolError)
        }
        .navigationTitle("Add New School")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { editor.addSchoolCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(editor.isAddingSchool ? "Saving…" : "Save School") {
              Task { await editor.saveNewSchoolTapped() }
            }
            .disabled(editor.isAddingSchool)
          }
        }
      }
      .presentationDetents([.medium])
    }
  }
#endif
