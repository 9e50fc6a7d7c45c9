#if canImport(SwiftUI)
  import CompassDomain
  import CompassFeatures
  import CompassModels
  import SwiftUI

  /// The edit sheet, prefilled from the event; a refused save keeps it open with its messages.
  struct EventEditView: View {
    @Bindable var model: EventDetailModel

    var body: some View {
      NavigationStack {
        Form {
          if let form = Binding($model.editForm) { fields(form) }
        }
        .navigationTitle("Edit Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.editCancelled() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save Changes") { Task { await model.saveEditTapped() } }
              .disabled(model.isWorking)
          }
        }
      }
    }

    @ViewBuilder private func fields(_ form: Binding<EventForm>) -> some View {
      Section("Event Info") {
        Picker(EventFormField.type.label, selection: form.type) {
          Text("-- Select a type --").tag(EventType?.none)
          ForEach(EventType.allCases, id: \.self) {
            Text($0.displayName).tag(EventType?.some($0))
          }
        }
        FieldMessage(message: model.editError(for: .type))
        TextField(EventFormField.name.label, text: form.name)
          .accessibilityLabel(EventFormField.name.accessibilityLabel)
        FieldMessage(message: model.editError(for: .name))
        TextField(EventFormField.cost.label, text: form.costText).keyboardType(.decimalPad)
        FieldMessage(message: model.editError(for: .cost))
        TextField(EventFormField.url.label, text: form.url)
          .keyboardType(.URL)
          .textInputAutocapitalization(.never)
        FieldMessage(message: model.editError(for: .url))
      }
      Section("Date & Time") {
        DatePicker(
          EventFormField.startDate.label,
          selection: PickerBindings.date(form.wrappedValue.startDate) {
            form.wrappedValue.setStartDate($0)
          }, displayedComponents: .date)
        FieldMessage(message: model.editError(for: .startDate))
        DatePicker(
          EventFormField.endDate.label,
          selection: PickerBindings.date(form.wrappedValue.endDate ?? form.wrappedValue.startDate) {
            form.wrappedValue.endDate = $0
          }, displayedComponents: .date)
        FieldMessage(message: model.editError(for: .endDate))
      }
      Section("Location") {
        TextField("Venue", text: form.location)
        TextField("Street Address", text: form.address)
        TextField("City", text: form.city)
        TextField(
          EventFormField.state.label,
          text: Binding(get: { form.wrappedValue.state }, set: { form.wrappedValue.setState($0) })
        )
        .textInputAutocapitalization(.characters)
      }
      Section("Event Details") {
        TextField("Event Description", text: form.description, axis: .vertical)
        Toggle("Registered", isOn: form.registered)
        Toggle("Attended", isOn: form.attended)
        TextField("Performance Notes", text: form.performanceNotes, axis: .vertical)
      }
    }
  }
#endif
