#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The school picker with "Other (not listed)" (asks for the name) and "+ Add new school"
  /// (a sheet that saves the school and selects it).
  struct SchoolSection: View {
    @Bindable var model: CreateEventModel
    @State private var asksOtherName = false
    @State private var otherName = ""

    var body: some View {
      Picker(
        "School",
        selection: Binding(
          get: { model.form.school },
          set: { choice in
            if case .other = choice {
              asksOtherName = true
            } else {
              model.schoolChosen(choice)
            }
          })
      ) {
        Text("-- Select a school --").tag(SchoolChoice.notSelected)
        ForEach(model.schools) { school in
          Text(school.name).tag(SchoolChoice.existing(school.id))
        }
        Text("None").tag(SchoolChoice.none)
        if case .other(let name) = model.form.school {
          Text("Not listed: \(name)").tag(SchoolChoice.other(name: name))
        } else {
          Text("Other (not listed)").tag(SchoolChoice.other(name: ""))
        }
      }
      .accessibilityLabel(EventFormField.school.accessibilityLabel)
      FieldMessage(message: model.error(for: .school))
      Button("+ Add new school") { model.addSchoolTapped() }
        .frame(minHeight: 44)
        .alert("School Not Listed", isPresented: $asksOtherName) {
          TextField("School name", text: $otherName)
          Button("Continue") { model.schoolChosen(.other(name: otherName)) }
            .disabled(SchoolChoice.other(name: otherName).isOtherWithoutName)
          Button("Cancel", role: .cancel) {}
        }
        .sheet(
          isPresented: Binding(
            get: { model.newSchool != nil }, set: { if !$0 { model.addSchoolCancelled() } })
        ) {
          NewSchoolSheet(model: model)
        }
    }
  }

  /// "Add New School": name, city and state; Save creates it and picks it in the form.
  struct NewSchoolSheet: View {
    @Bindable var model: CreateEventModel

    var body: some View {
      NavigationStack {
        Form {
          TextField(
            "School name",
            text: Binding(
              get: { model.newSchool?.name ?? "" }, set: { model.newSchool?.name = $0 }))
          TextField(
            "City",
            text: Binding(
              get: { model.newSchool?.city ?? "" }, set: { model.newSchool?.city = $0 }))
          TextField(
            "State",
            text: Binding(
              get: { model.newSchool?.state ?? "" }, set: { model.newSchool?.state = $0 })
          )
          .textInputAutocapitalization(.characters)
          FieldMessage(message: model.newSchoolError)
        }
        .navigationTitle("Add New School")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.addSchoolCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button(model.isAddingSchool ? "Saving…" : "Save School") {
              Task { await model.saveNewSchoolTapped() }
            }
            .disabled(model.isAddingSchool)
          }
        }
      }
      .presentationDetents([.medium])
    }
  }
#endif
